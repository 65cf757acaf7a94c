import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { parseId } from '../../../core/shared/ids.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import type { Route } from './+types/breeds';
import { StudioPager } from '../../components/studio/studio-pager.tsx';
import { StudioTable } from '../../components/studio/studio-table.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

/**
 * /studio/breeds: every breed A to Z, 25 a page, searched by name or other name and filtered by
 * family (a GET form: it works before the scripts arrive; docs/decisions/042).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'breeds');
  const query = new URL(request.url).searchParams;
  const family = parseId(query.get('family') ?? '');
  const q = (query.get('q') ?? '').trim().slice(0, 200);
  const page = Math.min(parseId(query.get('page') ?? '') ?? 1, 10_000);
  const studio = context.services.studioBreeds;
  const [list, families] = await Promise.all([studio.list({ q, family, page }), studio.families()]);
  const familyName = new Map(families.map((f) => [f.id_family, f.name]));
  return {
    title: studioTitle(context, 'studio_shell.screen_breeds'),
    filters: { family: family ?? '', q },
    deleted: query.get('deleted') === '1',
    families: families.map((f) => ({ id: f.id_family, name: f.name })),
    page: list.page,
    pages: list.pages,
    total: list.total,
    items: list.breeds.map((b) => ({
      id: b.id_breed,
      name: b.name,
      family: familyName.get(b.id_family) ?? '',
      revision: b.revision,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioBreeds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, items } = loaderData;
  const pageLink = (page: number) =>
    paths.studioBreeds(
      {},
      {
        ...(filters.family ? { family: String(filters.family) } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        page: String(page),
      },
    );
  return (
    <section className="studio-page" aria-labelledby="breeds-heading">
      <div className="studio-editor__head">
        <h1 id="breeds-heading">{t('studio_shell.screen_breeds')}</h1>
        <Link className="button" to={paths.studioNewBreed({})}>
          {t('studio_breeds.new')}
        </Link>
      </div>
      <StudioListFilter
        fields={[
          {
            name: 'family',
            label: t('studio_breeds.fields.id_family'),
            value: String(filters.family),
            kind: 'select',
            any: t('studio_breeds.any_family'),
            options: loaderData.families.map((family) => ({
              value: family.id,
              label: family.name,
            })),
          },
          {
            name: 'q',
            label: t('studio_breeds.search'),
            value: filters.q,
            kind: 'search',
          },
        ]}
        submit={t('studio_editor.list.filter')}
      />
      {loaderData.deleted ? (
        <p role="status" className="studio-notice">
          {t('studio_breeds.deleted')}
        </p>
      ) : null}
      <p role="status">{t('studio_breeds.count', { count: loaderData.total })}</p>
      <StudioTable
        caption={t('studio_shell.screen_breeds')}
        testId="studio-breeds"
        columns={[t('studio_breeds.fields.name'), t('studio_breeds.fields.id_family')]}
        rows={items}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <Link to={paths.studioBreed({ id: item.id })}>{item.name}</Link>
            </td>
            <td data-label={t('studio_breeds.fields.id_family')}>{item.family}</td>
          </tr>
        )}
      />
      <StudioPager page={loaderData.page} pages={loaderData.pages} link={pageLink} />
    </section>
  );
}
