import { Link } from 'react-router';
import type { InfographicSummary } from '../../core/infographics/infographic-summary.ts';

/** Path of an infographic's page (spec section 2, infographics.specific). */
export const infographicPath = (i: Pick<InfographicSummary, 'id_infographic' | 'slug'>) =>
  `/infographic/${i.id_infographic}/${i.slug}`;

/** A list item: thumbnail and title, linking to the infographic. */
export function InfographicCard({ infographic }: { infographic: InfographicSummary }) {
  return (
    <li className="infographic-card">
      <Link to={infographicPath(infographic)}>
        <img
          src={infographic.thumbnail_path}
          alt=""
          aria-hidden="true"
          width="400"
          height="300"
          loading="lazy"
          decoding="async"
        />
        <span className="infographic-card__title">{infographic.title}</span>
      </Link>
    </li>
  );
}
