import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest as one immutable file, loaded once, instead of a partial manifest
  // computed and inlined into every page and `/__manifest` requests for the links a page shows
  // (docs/decisions/067-route-manifest-loaded-once.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
