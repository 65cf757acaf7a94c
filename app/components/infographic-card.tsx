import { Link } from 'react-router';
import type { InfographicSummary } from '../../core/infographics/infographic-summary.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { paths } from '../../core/site/paths.ts';

/** Path of an infographic's page: /infographic/{id}/{slug}. */
export const infographicPath = (i: Pick<InfographicSummary, 'id_infographic' | 'slug'>) =>
  paths.infographic({ id: i.id_infographic, slug: i.slug });

/** A list item: thumbnail and title, linking to the infographic; `sizes` as the list lays it out. */
export function InfographicCard({
  infographic,
  sizes = '(max-width: 640px) 100vw, 300px',
}: {
  infographic: Pick<InfographicSummary, 'id_infographic' | 'slug' | 'title' | 'thumbnail_path'>;
  sizes?: string;
}) {
  return (
    <li className="infographic-card">
      <Link to={infographicPath(infographic)}>
        <ResponsiveImage
          src={infographic.thumbnail_path}
          sizes={sizes}
          alt=""
          width={400}
          height={300}
        />
        <span className="infographic-card__title">{infographic.title}</span>
      </Link>
    </li>
  );
}
