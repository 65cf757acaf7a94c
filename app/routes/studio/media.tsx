import { MediaScreen } from '../../components/studio/media/media-screen.tsx';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import type { Route } from './+types/media';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

/**
 * /studio/media: the media library's screen (docs/decisions/081), a client of the library's API
 * like the editor's picker; the page gives it this visitor's CSRF token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'media');
  return {
    csrfToken: context.visitor.csrfToken,
    title: studioTitle(context, 'studio_shell.screen_media'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioMedia({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <meta name="csrf-token" content={loaderData.csrfToken} />
      <MediaScreen />
    </>
  );
}
