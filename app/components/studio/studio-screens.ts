import type { StudioAction } from '../../../core/studio/permissions.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';

/**
 * The studio's screens as its navigation lists them, each with the action of the permission
 * table (core/studio/permissions.ts) a staff member needs to open it; null: every staff member.
 * A screen's loader asks for the same action (app/lib/studio-staff.server.ts), so a link hidden
 * here is also a 403 there.
 */
export const STUDIO_SCREENS = {
  articles: { path: studioPaths.studioArticles({}), permission: 'article.create' },
  staff: { path: studioPaths.studioStaff({}), permission: 'staff.list' },
  notices: { path: studioPaths.studioNotices({}), permission: 'notices.edit' },
  content: { path: studioPaths.studioContent({}), permission: 'content.import' },
  homePage: { path: studioPaths.studioHomePage({}), permission: 'home.edit' },
  widgets: { path: studioPaths.studioWidgets({}), permission: 'widgets.edit' },
  breeds: { path: studioPaths.studioBreeds({}), permission: 'breeds.edit' },
  families: { path: studioPaths.studioFamilies({}), permission: 'breeds.edit' },
  settings: { path: studioPaths.studioSettings({}), permission: 'settings.edit' },
  newsletter: { path: studioPaths.studioNewsletter({}), permission: 'newsletter.edit' },
  subscribers: { path: studioPaths.studioSubscribers({}), permission: 'subscribers.manage' },
  members: { path: studioPaths.studioMembers({}), permission: 'members.manage' },
  profile: { path: studioPaths.studioProfile({}), permission: null },
  products: { path: studioPaths.studioProducts({}), permission: 'products.edit' },
  infographics: { path: studioPaths.studioInfographics({}), permission: 'infographics.edit' },
  pages: { path: studioPaths.studioPages({}), permission: 'pages.edit' },
  media: { path: studioPaths.studioMedia({}), permission: 'article.create' },
  audit: { path: studioPaths.studioAudit({}), permission: 'audit.read' },
} as const satisfies Record<string, { path: string; permission: StudioAction | null }>;

export type StudioScreen = keyof typeof STUDIO_SCREENS;

/**
 * The navigation's groups (decision 080), in order; Profile is not in one: it is everyone's own,
 * and follows the groups. A screen the role may not open is left out, and so is an empty group.
 */
export const STUDIO_NAV_GROUPS = {
  content: ['articles', 'media', 'breeds', 'families', 'infographics', 'products', 'pages'],
  site: ['homePage', 'widgets', 'notices', 'settings'],
  audience: ['newsletter', 'subscribers', 'members'],
  admin: ['staff', 'content', 'audit'],
} as const satisfies Record<string, readonly StudioScreen[]>;

export type StudioNavGroup = keyof typeof STUDIO_NAV_GROUPS;

/** The screen a studio address belongs to (an article's editor: Articles), if any. */
export function screenOfPath(pathname: string): StudioScreen | null {
  let best: StudioScreen | null = null;
  for (const [screen, { path }] of Object.entries(STUDIO_SCREENS) as [
    StudioScreen,
    { path: string },
  ][]) {
    const inside = pathname === path || pathname.startsWith(`${path}/`);
    if (inside && (!best || path.length > STUDIO_SCREENS[best].path.length)) best = screen;
  }
  return best;
}

/** The group a screen is listed in; null for Profile. */
export function groupOf(screen: StudioScreen): StudioNavGroup | null {
  for (const [group, screens] of Object.entries(STUDIO_NAV_GROUPS) as [
    StudioNavGroup,
    readonly StudioScreen[],
  ][])
    if (screens.includes(screen)) return group;
  return null;
}
