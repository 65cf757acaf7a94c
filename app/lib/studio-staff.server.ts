import { data, redirect, type AppLoadContext } from 'react-router';
import { isStudioPath } from '../../core/site/paths.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';
import { translate } from '../../core/site/messages.ts';
import type { StudioStaff } from '../../core/studio/studio-page-tools.ts';
import { safeRedirect } from './safe-redirect.ts';
import { STUDIO_SCREENS, type StudioScreen } from '../components/studio/studio-screens.ts';

/** What a studio screen throws for a role without its permission (shown by the layout). */
export interface StudioForbidden {
  forbidden: true;
  message: string;
}

/** The sign-in page, with the path to come back to after it. */
export function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(
    studioPaths.studioSignIn({}, back === studioPaths.studio({}) ? undefined : { redirect: back }),
  );
}

/**
 * The signed-in staff member of a studio screen's loader or action (decision 034). Without a
 * verified staff session: to the sign-in page (and back here after it). Without the screen's
 * permission: a 403 that the studio layout shows in its own chrome.
 */
export async function studioStaff(
  request: Request,
  context: AppLoadContext,
  screen?: StudioScreen,
): Promise<Extract<StudioStaff, { verified: true }>> {
  const staff = await context.studio.staff();
  if (!staff?.verified) throw signInRedirect(request);
  const permission = screen ? STUDIO_SCREENS[screen].permission : null;
  if (permission && !staff.can(permission)) {
    throw data<StudioForbidden>(
      { forbidden: true, message: translate(context.services.messages, 'studio.forbidden') },
      { status: 403 },
    );
  }
  return staff;
}

/** A studio page's title: the screen's, then the studio's and the site's. */
export function studioTitle(context: AppLoadContext, key: string): string {
  const t = (k: string) => translate(context.services.messages, k);
  return `${t(key)} · ${t('studio_shell.studio')} · ${context.services.settings.title}`;
}

/** The screens a staff member's role opens, in the navigation's order. */
export const screensOf = (staff: Extract<StudioStaff, { verified: true }>): StudioScreen[] =>
  (Object.keys(STUDIO_SCREENS) as StudioScreen[]).filter((screen) => {
    const permission = STUDIO_SCREENS[screen].permission;
    return permission === null || staff.can(permission);
  });

/**
 * Where a sign-in leads: the studio page of `?redirect=` (a local studio path only, see
 * app/lib/safe-redirect.ts), else the studio's start.
 */
export function returnPath(request: Request): string {
  const value = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  return value && isStudioPath(value.split(/[?#]/)[0] ?? '') ? value : studioPaths.studio({});
}

/** The `?redirect=` to carry from one sign-in step to the next. */
export function returnQuery(request: Request): { redirect?: string } {
  const back = returnPath(request);
  return back === studioPaths.studio({}) ? {} : { redirect: back };
}
