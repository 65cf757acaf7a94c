import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { parseId } from '../../../core/shared/ids.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { SITE_TIME_ZONES } from '../../../core/site/time-zone.ts';
import { ARTICLE_STATUSES as ARTICLE_STATES } from '../../components/studio/editor/article-api.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import type { Route } from './+types/articles';
import { StudioPager } from '../../components/studio/studio-pager.tsx';
import { StudioTable } from '../../components/studio/studio-table.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

type Status = (typeof ARTICLE_STATES)[number];
const isStatus = (value: string | null): value is Status =>
  (ARTICLE_STATES as readonly string[]).includes(value ?? '');

/**
 * /studio/articles: every article in every state, newest change first, filtered by state and
 * author and searched by title (a GET form: it works before the scripts arrive).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'articles');
  const query = new URL(request.url).searchParams;
  const status = query.get('status');
  const author = parseId(query.get('author') ?? '');
  const q = (query.get('q') ?? '').trim().slice(0, 200);
  const page = Math.min(parseId(query.get('page') ?? '') ?? 1, 10_000);
  const articles = context.services.studioArticles;
  const [list, authors] = await Promise.all([
    articles.list({
      page,
      ...(isStatus(status) ? { status } : {}),
      ...(author ? { idAuthor: author } : {}),
      ...(q ? { q } : {}),
    }),
    articles.authors(),
  ]);
  const { locale } = context.services.settings;
  const when = new Intl.DateTimeFormat(locale.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONES[locale],
  });
  return {
    title: studioTitle(context, 'studio_shell.screen_articles'),
    filters: { status: isStatus(status) ? status : '', author: author ?? '', q },
    authors: authors.map((a) => ({ id: a.idAuthor, name: a.name })),
    page: list.page,
    pages: list.pages,
    total: list.total,
    items: list.items.map((item) => ({
      id: item.idArticle,
      title: item.title,
      status: item.status,
      author: item.authorName,
      updated: when.format(item.updatedAt),
      scheduled: item.scheduledAt ? when.format(item.scheduledAt) : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, items } = loaderData;
  const pageLink = (page: number) =>
    paths.studioArticles(
      {},
      {
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.author ? { author: String(filters.author) } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        page: String(page),
      },
    );
  return (
    <section className="studio-page" aria-labelledby="articles-heading">
      <div className="studio-editor__head">
        <h1 id="articles-heading">{t('studio_shell.screen_articles')}</h1>
        <Link to={paths.studioTrash({})}>{t('studio_trash.link')}</Link>
        <Link className="button" to={paths.studioNewArticle({})}>
          {t('studio_editor.list.new')}
        </Link>
      </div>
      <StudioListFilter
        fields={[
          {
            name: 'status',
            label: t('studio_editor.list.status'),
            value: filters.status,
            kind: 'select',
            any: t('studio_editor.list.any_status'),
            options: ARTICLE_STATES.map((status) => ({
              value: status,
              label: t(`studio_editor.status.${status}`),
            })),
          },
          {
            name: 'author',
            label: t('studio_editor.list.author'),
            value: String(filters.author),
            kind: 'select',
            any: t('studio_editor.list.any_author'),
            options: loaderData.authors.map((author) => ({ value: author.id, label: author.name })),
          },
          {
            name: 'q',
            label: t('studio_editor.list.search'),
            value: filters.q,
            kind: 'search',
          },
        ]}
        submit={t('studio_editor.list.filter')}
      />
      <p role="status">{t('studio_editor.list.count', { count: loaderData.total })}</p>
      <StudioTable
        caption={t('studio_shell.screen_articles')}
        testId="studio-articles"
        columns={[
          t('studio_editor.fields.title'),
          t('studio_editor.list.status'),
          t('studio_editor.list.author'),
          t('studio_editor.list.updated'),
        ]}
        rows={items}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <Link to={paths.studioArticle({ id: item.id })}>
                {item.title || t('studio_editor.untitled')}
              </Link>
            </td>
            <td data-label={t('studio_editor.list.status')}>
              <span className="studio-badge">{t(`studio_editor.status.${item.status}`)}</span>
              {item.scheduled ? (
                <> {t('studio_editor.list.scheduled_for', { when: item.scheduled })}</>
              ) : null}
            </td>
            <td data-label={t('studio_editor.list.author')}>{item.author ?? '—'}</td>
            <td data-label={t('studio_editor.list.updated')}>{item.updated}</td>
          </tr>
        )}
      />
      <StudioPager page={loaderData.page} pages={loaderData.pages} link={pageLink} />
    </section>
  );
}
