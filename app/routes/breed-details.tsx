import { useTranslation } from '../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import { notFound } from '../lib/not-found.ts';
import { breedPageHandle, breedTrail } from '../lib/breed-page.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/breed-details';
import { paths } from '../../core/site/paths.ts';
import { translator } from '../../core/site/messages.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || !SLUG.test(params.slug)) throw notFound();
  const breed = await context.services.breeds.profile(id);
  if (!breed) throw notFound();
  if (params.slug !== breed.slug)
    throw redirect(paths.breedDetails({ id: breed.id_breed, slug: breed.slug }), 301);
  // Its own sentence, not the profile's abstract again (decision 087).
  const description = translator(context.services.messages)('seo.breed_details', {
    breed: breed.name,
  });
  return { breed, description };
}

export const handle = breedPageHandle;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const info = rootInfo(matches);
  const { breed } = data;
  const path = paths.breedDetails({ id: breed.id_breed, slug: breed.slug });
  return pageMeta(info, {
    title: breed.name,
    description: data.description,
    path,
    image: breed.image_url,
    jsonLd: breadcrumbs(info, [...breedTrail(info, breed), [breed.name, path]]),
  });
};

export default function BreedDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { breed } = loaderData;
  const profile = paths.breedProfile({ id: breed.id_breed, slug: breed.slug });
  return (
    <article className="page breed-details-page">
      <p>
        <Link to={profile}>← {t('breeds.back_to_profile', { name: breed.name })}</Link>
      </p>
      <h1>{t('breeds.details_title', { name: breed.name })}</h1>
      {/* The texts come in reading order (core/breeds/get-breed-profile.ts builds them so). */}
      {Object.entries(breed.texts)
        .filter(([, text]) => text)
        .map(([section, text]) => (
          <section key={section} id={section} aria-labelledby={`${section}-heading`}>
            <h2 id={`${section}-heading`}>{t(`breeds.sections.${section}`)}</h2>
            {text!.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        ))}
      <p>
        <Link to={profile} className="button">
          {t('breeds.back_to_profile', { name: breed.name })}
        </Link>
      </p>
    </article>
  );
}
