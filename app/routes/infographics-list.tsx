import { useTranslation } from '../lib/i18n.tsx';
import { Link } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { InfographicCard } from '../components/infographic-card.tsx';
import type { HeaderHandle } from '../lib/header-layout.ts';
import type { Route } from './+types/infographics-list';
import { paths } from '../../core/site/paths.ts';
import { descriptionMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { infographics, messages, settings } = context.services;
  return {
    infographics: await infographics.list(),
    title: `${translate(messages, 'infographics.heading')} · ${settings.title}`,
    description: translate(messages, 'infographics.intro'),
  };
}

export const handle: HeaderHandle = {
  header: (_data, t) => ({ title: t('infographics.menu_title') }),
};

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, ...descriptionMeta(data.description)] : [];

export default function InfographicsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { infographics } = loaderData;
  return (
    <div className="page infographics-list">
      <header className="infographics-list__header">
        <h1>{t('infographics.heading')}</h1>
        <p>{t('infographics.intro')}</p>
      </header>
      {infographics.length ? (
        <ul className="infographic-grid" aria-label={t('infographics.heading')}>
          {infographics.map((infographic) => (
            <InfographicCard key={infographic.id_infographic} infographic={infographic} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('infographics.empty')}</p>
      )}
      <footer className="infographics-list__footer">
        <h2>{t('infographics.footer_heading')}</h2>
        <p>{t('infographics.footer_text')}</p>
        {/* For guests only: the "signed in" hint hides it from members (decision 072). */}
        <Link to={paths.register({})} className="button guest-only">
          {t('infographics.register')}
        </Link>
      </footer>
    </div>
  );
}
