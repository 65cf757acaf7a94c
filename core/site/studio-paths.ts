import { page } from './paths.ts';

/**
 * The editorial studio's pages (decision 034): the page table's part in a module of its own, so that
 * the public pages' bundles, which import ./paths.ts, never carry it. None has a cache rule:
 * never shared, never indexed (isStudioPath in ./paths.ts). The sign-in screens take their tokens in the
 * URL's fragment, never sent to the server.
 */
export const studioPaths = {
  studio: page('/studio'),
  studioSignIn: page('/studio/sign-in'),
  studioSignOut: page('/studio/sign-out'),
  studioEnrol: page('/studio/enrol'),
  studioSetup: page('/studio/setup'),
  studioInvitation: page('/studio/invitation'),
  studioArticles: page('/studio/articles'),
  studioNewArticle: page('/studio/articles/new'),
  studioArticle: page('/studio/articles/:id'),
  // The trash (decision 075): trashed articles and newsletter editions.
  studioTrash: page('/studio/trash'),
  studioStaff: page('/studio/staff'),
  studioProfile: page('/studio/profile'),
  // A new authenticator for oneself (decision 040), after the password on the profile.
  studioAuthenticator: page('/studio/profile/authenticator'),
  studioAudit: page('/studio/audit'),
  studioSettings: page('/studio/settings'),
  studioNotices: page('/studio/notices'),
  studioSubscribers: page('/studio/subscribers'),
  // Members (decision 048): the list, and one member's profile, pets and actions.
  studioMembers: page('/studio/members'),
  studioMember: page('/studio/members/:id'),
  // Newsletter editions (decision 047).
  studioNewsletter: page('/studio/newsletter'),
  studioEdition: page('/studio/newsletter/:id'),
  studioContent: page('/studio/content'),
  // The home page's curation and its widgets (decision 044).
  studioHomePage: page('/studio/home-page'),
  studioWidgets: page('/studio/widgets'),
  // Breeds, families and categories (docs/decisions/042).
  studioBreeds: page('/studio/breeds'),
  studioNewBreed: page('/studio/breeds/new'),
  studioBreed: page('/studio/breeds/:id'),
  studioFamilies: page('/studio/families'),
  // The catalogue (decision 043): products and the shop, infographics, static pages.
  studioProducts: page('/studio/products'),
  studioNewProduct: page('/studio/products/new'),
  studioProduct: page('/studio/products/:id'),
  studioInfographics: page('/studio/infographics'),
  studioNewInfographic: page('/studio/infographics/new'),
  studioInfographic: page('/studio/infographics/:id'),
  studioPages: page('/studio/pages'),
  studioPage: page('/studio/pages/:key/:locale'),
  // The media library as a screen of its own (docs/decisions/081).
  studioMedia: page('/studio/media'),
  // Any other studio address: the not-found page in the studio's chrome (after signing in).
  studioNotFound: page('/studio/*'),
} as const;

export type StudioPageName = keyof typeof studioPaths;

/**
 * Links the studio sends or prints (the setup link at start, invitations): the token goes in the
 * fragment, so it is never in a request line or a proxy's log (decision 031).
 */
export const studioLinks = {
  setup: (publicUrl: string, token: string) =>
    `${publicUrl}${studioPaths.studioSetup({})}#token=${encodeURIComponent(token)}`,
  invitation: (publicUrl: string, token: string) =>
    `${publicUrl}${studioPaths.studioInvitation({})}#token=${encodeURIComponent(token)}`,
};

/** Studio addresses that are not pages: a form's GET goes straight to them (a download). */
export const studioFiles = {
  /** The content pack (decision 045); `only` names the parts, once each or comma-separated. */
  contentExport: '/api/studio/content/export',
  /** A member's own data export, downloaded by staff (decision 048). */
  memberExport: (id: number) => `/api/studio/members/${id}/export`,
} as const;
