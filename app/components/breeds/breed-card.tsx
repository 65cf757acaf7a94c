import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { paths } from '../../../core/site/paths.ts';

export function BreedCard({
  breed,
  featured = false,
  eager = false,
}: {
  breed: BreedListItem;
  featured?: boolean;
  /** In the first rows, above the fold: not lazy. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const image = featured ? breed.fluid_image_url : breed.image_url;
  return (
    <li
      className={`breed-card${featured ? ' breed-card--featured' : ''}`}
      data-breed-id={breed.id_breed}
    >
      <Link to={paths.breedProfile({ id: breed.id_breed, slug: breed.slug })}>
        {featured ? (
          <span className="breed-card__badge">{t('breeds.breed_of_the_week')}</span>
        ) : null}
        {image ? (
          <ResponsiveImage
            src={image}
            // The @2x twins: 1920w for the wide picture of the breed of the week.
            twin
            sizes={featured ? '(max-width: 960px) 100vw, 960px' : '(max-width: 640px) 50vw, 300px'}
            alt=""
            aria-hidden="true"
            width={featured ? 960 : 600}
            height={featured ? 360 : 450}
            eager={eager}
          />
        ) : null}
        <span className="breed-card__name">{breed.name}</span>
      </Link>
      <span className="breed-card__size">{t(`attributes.options.size.${breed.size}`)}</span>
    </li>
  );
}
