import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'homepage' }),
  // The spec's aliases of the home page serve the same page.
  ...['home', 'homepage', 'index'].map((alias) =>
    route(alias, 'routes/home.tsx', { id: `homepage-${alias}` }),
  ),
  route('breeds/:id', 'routes/breeds-list.tsx', { id: 'breeds.list' }),
  route('breeds/:id/:slug', 'routes/breed-profile.tsx', { id: 'breeds.profile' }),
  route('breeds/:id/:slug/details', 'routes/breed-details.tsx', { id: 'breeds.details' }),
  route('*', 'routes/not-found.tsx', { id: 'errors.notfound' }),
] satisfies RouteConfig;
