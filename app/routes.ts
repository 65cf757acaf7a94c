import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { STATIC_PAGE_PATHS } from '../core/pages/static-page-paths.ts';
import { paths, type PageName } from '../core/site/paths.ts';
import { studioPaths, type StudioPageName } from '../core/site/studio-paths.ts';

/** The page table: the public pages and the studio's (core/site/paths.ts). */
const pages = { ...paths, ...studioPaths };

/** A pattern as the route config takes it: relative to the root. */
const relative = (pattern: string) => pattern.replace(/^\//, '');

/** A route for a page of the table in core/site/paths.ts: its pattern and every alias. */
const pageRoutes = (name: PageName | StudioPageName, file: string, id: string) => {
  const { pattern, aliases } = pages[name];
  return [
    pattern === '/' ? index(file, { id }) : route(relative(pattern), file, { id }),
    ...aliases.map((alias) =>
      route(relative(alias), file, { id: `${id}.alias-${relative(alias)}` }),
    ),
  ];
};

export default [
  // The home page, and /home, /homepage and /index, aliases that serve it.
  ...pageRoutes('home', 'routes/home.tsx', 'homepage'),
  ...pageRoutes('breedList', 'routes/breeds-list.tsx', 'breeds.list'),
  ...pageRoutes('breedProfile', 'routes/breed-profile.tsx', 'breeds.profile'),
  ...pageRoutes('breedDetails', 'routes/breed-details.tsx', 'breeds.details'),
  ...pageRoutes('familyArticles', 'routes/articles-list.tsx', 'articles.list.family'),
  ...pageRoutes('categoryArticles', 'routes/articles-list.tsx', 'articles.list.family_category'),
  ...pageRoutes('article', 'routes/article.tsx', 'articles.specific'),
  // The private preview link of an article in any state (decision 035).
  ...pageRoutes('articlePreview', 'routes/article-preview.tsx', 'articles.preview'),
  // The private preview of an unsaved home curation (decision 044).
  ...pageRoutes('homePreview', 'routes/home-preview.tsx', 'home.preview'),
  // The header search's results (decision 025): every group, each paged.
  ...pageRoutes('search', 'routes/search.tsx', 'search.results'),
  ...pageRoutes('infographics', 'routes/infographics-list.tsx', 'infographics.list'),
  ...pageRoutes('infographic', 'routes/infographic.tsx', 'infographics.specific'),
  // Members only; its module (and the form's) is loaded on demand, when the route is visited.
  ...pageRoutes('registerPet', 'routes/register-pet.tsx', 'register.pet'),
  // Accounts: guests only /login and /register; members only the rest.
  ...pageRoutes('login', 'routes/login.tsx', 'login'),
  ...pageRoutes('logout', 'routes/logout.tsx', 'logout'),
  ...pageRoutes('register', 'routes/register.tsx', 'register.index'),
  ...pageRoutes('account', 'routes/account.tsx', 'my.account'),
  ...pageRoutes('accountErase', 'routes/account-erase.tsx', 'my.account.erase'),
  // Only posted to, by the account page's delete button of each pet.
  ...pageRoutes('deletePet', 'routes/delete-pet.ts', 'my.account.pet.delete'),
  // Password recovery (guests only) and the newsletter's confirmation screens.
  ...pageRoutes('forgotPassword', 'routes/forgot-password.tsx', 'password.forgot'),
  ...pageRoutes('passwordReset', 'routes/password-reset.tsx', 'password.reset'),
  // Posted to by the footer's newsletter block (a page for a post sent before the scripts).
  ...pageRoutes('newsletterSubscribe', 'routes/newsletter-subscribe.tsx', 'newsletter.subscribe'),
  ...pageRoutes(
    'newsletterSubscribed',
    'routes/newsletter-subscribed.tsx',
    'newsletter.subscribed',
  ),
  ...pageRoutes(
    'newsletterUnsubscribed',
    'routes/newsletter-unsubscribed.tsx',
    'newsletter.unsubscribed',
  ),
  // The personal unsubscribe link of each edition's message, and the archive (decision 047).
  ...pageRoutes(
    'newsletterUnsubscribe',
    'routes/newsletter-unsubscribe.tsx',
    'newsletter.unsubscribe',
  ),
  ...pageRoutes('newsletterArchive', 'routes/newsletter-archive.tsx', 'newsletter.archive'),
  ...pageRoutes('newsletterEdition', 'routes/newsletter-edition.tsx', 'newsletter.edition'),
  // Static pages: the main path, and aliases whose loader redirects 301 to it (decision 009).
  ...Object.keys(STATIC_PAGE_PATHS).flatMap((key) =>
    pageRoutes(`page_${key}` as PageName, 'routes/static-page.tsx', `pages.${key}`),
  ),
  // The editorial studio (decision 034): its own chrome, no public header or footer, every module
  // its own chunk that no public page imports. The sign-in screens need no staff session...
  layout('routes/studio/door-layout.tsx', { id: 'studio.door' }, [
    ...pageRoutes('studioSignIn', 'routes/studio/sign-in.tsx', 'studio.sign-in'),
    ...pageRoutes('studioEnrol', 'routes/studio/enrol.tsx', 'studio.enrol'),
    ...pageRoutes('studioSetup', 'routes/studio/setup.tsx', 'studio.setup'),
    ...pageRoutes('studioInvitation', 'routes/studio/invitation.tsx', 'studio.invitation'),
  ]),
  // ...sign-out is only posted to...
  ...pageRoutes('studioSignOut', 'routes/studio/sign-out.ts', 'studio.sign-out'),
  // ...and every other screen is behind the layout that asks for one (and checks the role).
  layout('routes/studio/layout.tsx', { id: 'studio' }, [
    ...pageRoutes('studio', 'routes/studio/home.tsx', 'studio.home'),
    ...pageRoutes('studioArticles', 'routes/studio/articles.tsx', 'studio.articles'),
    ...pageRoutes('studioNewArticle', 'routes/studio/article-new.tsx', 'studio.article.new'),
    ...pageRoutes('studioArticle', 'routes/studio/article.tsx', 'studio.article'),
    ...pageRoutes('studioTrash', 'routes/studio/trash.tsx', 'studio.trash'),
    ...pageRoutes('studioStaff', 'routes/studio/staff.tsx', 'studio.staff'),
    ...pageRoutes('studioProfile', 'routes/studio/profile.tsx', 'studio.profile'),
    ...pageRoutes(
      'studioAuthenticator',
      'routes/studio/profile-authenticator.tsx',
      'studio.profile.authenticator',
    ),
    ...pageRoutes('studioAudit', 'routes/studio/audit.tsx', 'studio.audit'),
    ...pageRoutes('studioSettings', 'routes/studio/settings.tsx', 'studio.settings'),
    ...pageRoutes('studioNotices', 'routes/studio/notices.tsx', 'studio.notices'),
    ...pageRoutes('studioSubscribers', 'routes/studio/subscribers.tsx', 'studio.subscribers'),
    ...pageRoutes('studioMembers', 'routes/studio/members.tsx', 'studio.members'),
    ...pageRoutes('studioMember', 'routes/studio/member.tsx', 'studio.member'),
    ...pageRoutes('studioNewsletter', 'routes/studio/newsletter.tsx', 'studio.newsletter'),
    ...pageRoutes('studioEdition', 'routes/studio/edition.tsx', 'studio.edition'),
    ...pageRoutes('studioContent', 'routes/studio/content.tsx', 'studio.content'),
    ...pageRoutes('studioHomePage', 'routes/studio/home-page.tsx', 'studio.home-page'),
    ...pageRoutes('studioWidgets', 'routes/studio/widgets.tsx', 'studio.widgets'),
    ...pageRoutes('studioBreeds', 'routes/studio/breeds.tsx', 'studio.breeds'),
    ...pageRoutes('studioNewBreed', 'routes/studio/breed-new.tsx', 'studio.breed.new'),
    ...pageRoutes('studioBreed', 'routes/studio/breed.tsx', 'studio.breed'),
    ...pageRoutes('studioFamilies', 'routes/studio/families.tsx', 'studio.families'),
    ...pageRoutes('studioProducts', 'routes/studio/products.tsx', 'studio.products'),
    ...pageRoutes('studioNewProduct', 'routes/studio/product-new.tsx', 'studio.product.new'),
    ...pageRoutes('studioProduct', 'routes/studio/product.tsx', 'studio.product'),
    ...pageRoutes('studioInfographics', 'routes/studio/infographics.tsx', 'studio.infographics'),
    ...pageRoutes(
      'studioNewInfographic',
      'routes/studio/infographic-new.tsx',
      'studio.infographic.new',
    ),
    ...pageRoutes('studioInfographic', 'routes/studio/infographic.tsx', 'studio.infographic'),
    ...pageRoutes('studioPages', 'routes/studio/static-pages.tsx', 'studio.pages'),
    ...pageRoutes('studioPage', 'routes/studio/static-page.tsx', 'studio.page'),
    ...pageRoutes('studioMedia', 'routes/studio/media.tsx', 'studio.media'),
    ...pageRoutes('studioNotFound', 'routes/studio/not-found.tsx', 'studio.not-found'),
  ]),
  ...pageRoutes('notFound', 'routes/not-found.tsx', 'errors.notfound'),
] satisfies RouteConfig;
