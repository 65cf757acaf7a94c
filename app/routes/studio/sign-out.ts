import { redirect } from 'react-router';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import type { Route } from './+types/sign-out';

/** Only posted to (the studio bar's button): a typed address goes to the studio. */
export function loader() {
  throw redirect(studioPaths.studio({}));
}

/** Ends the staff session on the server and in the browser, then the sign-in page says so. */
export async function action({ context }: Route.ActionArgs) {
  await context.studio.end();
  return redirect(studioPaths.studioSignIn({}, { signed_out: 1 }));
}
