import { parseId } from '../../../core/shared/ids.ts';
import { SITE_TIME_ZONES } from '../../../core/site/time-zone.ts';
import { ArticleEditor } from '../../components/studio/editor/article-editor.tsx';
import { notFound } from '../../lib/not-found.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import type { Route } from './+types/article';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

/**
 * /studio/articles/:id: the article editor (docs/decisions/036). The editor is a client of the
 * studio's article API (autosave, presence and the preview need scripts anyway); the page gives it
 * the article's id, the site's time zone and this visitor's CSRF token.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'articles');
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const { idStaff, role, medicalReviewer } = staff.member;
  if (!(await context.services.studioArticles.read({ idStaff, role, medicalReviewer }, id)))
    throw notFound();
  const { locale } = context.services.settings;
  return {
    id,
    locale,
    timeZone: SITE_TIME_ZONES[locale],
    csrfToken: context.visitor.csrfToken,
    title: studioTitle(context, 'studio_shell.screen_article'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioArticle({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <meta name="csrf-token" content={loaderData.csrfToken} />
      <ArticleEditor
        key={loaderData.id}
        idArticle={loaderData.id}
        timeZone={loaderData.timeZone}
        locale={loaderData.locale}
      />
    </>
  );
}
