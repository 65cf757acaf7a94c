import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { STATIC_PAGE_PATHS } from '../core/pages/static-page-paths.ts';

export default [
  index('routes/home.tsx', { id: 'homepage' }),
  // /home, /homepage and /index are aliases that serve the home page.
  ...['home', 'homepage', 'index'].map((alias) =>
    route(alias, 'routes/home.tsx', { id: `homepage-${alias}` }),
  ),
  route('breeds/:id', 'routes/breeds-list.tsx', { id: 'breeds.list' }),
  route('breeds/:id/:slug', 'routes/breed-profile.tsx', { id: 'breeds.profile' }),
  route('breeds/:id/:slug/details', 'routes/breed-details.tsx', { id: 'breeds.details' }),
  route('articles/:id/:slug', 'routes/articles-list.tsx', { id: 'articles.list.family' }),
  route('articles/:id/:slug/:idCategory/:slugCategory', 'routes/articles-list.tsx', {
    id: 'articles.list.family_category',
  }),
  route('article/:id/:slug', 'routes/article.tsx', { id: 'articles.specific' }),
  // The header search's results (decision 025): every group, each paged.
  route('search', 'routes/search.tsx', { id: 'search.results' }),
  route('infographics', 'routes/infographics-list.tsx', { id: 'infographics.list' }),
  route('infographic/:id/:slug', 'routes/infographic.tsx', { id: 'infographics.specific' }),
  // Members only; its module (and the form's) is loaded on demand, when the route is visited.
  route('register/pet', 'routes/register-pet.tsx', { id: 'register.pet' }),
  // Accounts: guests only /login and /register; members only the rest.
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('logout', 'routes/logout.tsx', { id: 'logout' }),
  route('register', 'routes/register.tsx', { id: 'register.index' }),
  route('account', 'routes/account.tsx', { id: 'my.account' }),
  route('account/erase', 'routes/account-erase.tsx', { id: 'my.account.erase' }),
  // Only posted to, by the account page's delete button of each pet.
  route('account/pet/:id/delete', 'routes/delete-pet.ts', { id: 'my.account.pet.delete' }),
  // Password recovery (guests only) and the newsletter's confirmation screens.
  route('forgot/password', 'routes/forgot-password.tsx', { id: 'password.forgot' }),
  route('password/reset/:token', 'routes/password-reset.tsx', { id: 'password.reset' }),
  // Only posted to, by the footer's newsletter block.
  route('newsletter/subscribe', 'routes/newsletter-subscribe.ts', { id: 'newsletter.subscribe' }),
  route('newsletter/subscribed', 'routes/newsletter-subscribed.tsx', { id: 'newsletter.subscribed' }),
  route('newsletter/unsubscribed', 'routes/newsletter-unsubscribed.tsx', {
    id: 'newsletter.unsubscribed',
  }),
  // Static pages: the main path, and aliases whose loader redirects 301 to it (decision 009).
  ...Object.entries(STATIC_PAGE_PATHS).flatMap(([key, { path, aliases }]) => [
    route(path.slice(1), 'routes/static-page.tsx', { id: `pages.${key}` }),
    ...aliases.map((alias) =>
      route(alias.slice(1), 'routes/static-page.tsx', { id: `pages.${key}.alias-${alias.slice(1)}` }),
    ),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'errors.notfound' }),
] satisfies RouteConfig;
