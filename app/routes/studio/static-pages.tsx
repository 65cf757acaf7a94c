import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { STATIC_PAGE_PATHS } from '../../../core/pages/static-page-paths.ts';
import { LOCALES } from '../../../core/site/locale.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/static-pages';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

/**
 * /studio/pages: the static pages, each with its address, its aliases (fixed by the page table,
 * decision 043) and its text in each locale.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'pages');
  const rows = await context.services.studioPages.list();
  return {
    title: studioTitle(context, 'studio_catalogue.pages_heading'),
    pages: Object.entries(STATIC_PAGE_PATHS).map(([key, { path, aliases }]) => ({
      key: key as keyof typeof STATIC_PAGE_PATHS,
      path,
      aliases: [...aliases],
      texts: LOCALES.map((locale) => ({
        locale,
        title: rows.find((row) => row.key === key && row.locale === locale)?.title ?? null,
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/pages */
export default function StudioStaticPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_catalogue.pages_heading')}</h1>
      <p className="studio-hint">{t('studio_catalogue.pages_intro')}</p>
      {loaderData.pages.map((page) => (
        <section
          key={page.key}
          className="studio-notice-item"
          aria-labelledby={`page-${page.key}-heading`}
        >
          <h2 id={`page-${page.key}-heading`}>{t(`studio_catalogue.page_names.${page.key}`)}</h2>
          <dl className="studio-page-facts">
            <dt>{t('studio_catalogue.page_address')}</dt>
            <dd>
              <code>{page.path}</code>
            </dd>
            <dt>{t('studio_catalogue.page_aliases')}</dt>
            <dd>
              {page.aliases.length
                ? page.aliases.map((alias, index) => (
                    <span key={alias}>
                      {index ? ', ' : ''}
                      <code>{alias}</code>
                    </span>
                  ))
                : t('studio_catalogue.no_aliases')}
            </dd>
          </dl>
          <ul>
            {page.texts.map((text) => (
              <li key={text.locale}>
                <Link to={paths.studioPage({ key: page.key, locale: text.locale })}>
                  {t('studio_catalogue.edit_in', {
                    language: t(`studio_catalogue.languages.${text.locale}`),
                  })}
                </Link>
                {': '}
                {text.title ?? t('studio_catalogue.missing')}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
