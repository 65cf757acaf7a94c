import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebsiteInfo } from '../lib/website.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as
    { websiteInfo: { website: { title: string } } } | undefined;
  return [{ title: root?.websiteInfo.website.title ?? 'Pawpedia' }];
};

export default function Home() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  // Encyclopedia widget: cats (family 2) and dogs (family 1), each leading to the breed list.
  const encyclopedia = [2, 1]
    .map((id) => info.families.find((f) => f.id_family === id))
    .filter((f) => f !== undefined);
  return (
    <div className="page home">
      <section className="home-hero">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <section className="encyclopedia-widget" aria-labelledby="encyclopedia-heading">
        <h2 id="encyclopedia-heading">{t('home.encyclopedia_heading')}</h2>
        <ul className="card-grid">
          {encyclopedia.map((family) => (
            <li key={family.id_family} className="card">
              {family.image_url ? (
                <img src={family.image_url} alt="" width="480" height="320" />
              ) : null}
              <Link to={`/breeds/${family.id_family}`} className="card__link">
                {t('home.encyclopedia_cta', { family: family.name.toLowerCase() })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
