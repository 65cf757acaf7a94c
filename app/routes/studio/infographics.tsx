import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/infographics';
import { StudioTable } from '../../components/studio/studio-table.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
];

/** /studio/infographics: every infographic by title, with its thumbnail and address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'infographics');
  const rows = await context.services.studioInfographics.list();
  return {
    title: studioTitle(context, 'studio_catalogue.infographics_heading'),
    removed: new URL(request.url).searchParams.get('removed') === '1',
    items: rows.map((row) => ({
      id: row.idInfographic,
      title: row.title,
      slug: row.slug,
      thumbnail: row.thumbnailPath,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/infographics */
export default function StudioInfographics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items } = loaderData;
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <div className="studio-editor__head">
        <h1 id="studio-heading">{t('studio_catalogue.infographics_heading')}</h1>
        <Link className="button" to={paths.studioNewInfographic({})}>
          {t('studio_catalogue.infographic_new')}
        </Link>
      </div>
      <p className="studio-hint">{t('studio_catalogue.infographics_intro')}</p>
      {loaderData.removed ? (
        <p role="status" className="studio-notice">
          {t('studio_catalogue.infographic_removed')}
        </p>
      ) : null}
      <StudioTable
        caption={t('studio_catalogue.infographics_heading')}
        testId="studio-infographics"
        columns={[t('studio_catalogue.list.title'), t('studio_catalogue.list.slug')]}
        rows={items}
        empty={t('studio_catalogue.infographics_none')}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <Link to={paths.studioInfographic({ id: item.id })}>{item.title}</Link>
            </td>
            <td data-label={t('studio_catalogue.list.slug')}>
              <code>{item.slug}</code>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
