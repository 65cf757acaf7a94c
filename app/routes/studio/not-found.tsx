import { data } from 'react-router';
import { studioStaff } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/not-found';

/**
 * Any other address under /studio: to sign in first (an unknown address tells a guest nothing
 * more than a known one), then a 404 that the studio layout shows in its chrome.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context);
  throw data(null, { status: 404 });
}

export default function StudioNotFound() {
  return null;
}
