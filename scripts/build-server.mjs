// Bundles the Fastify server (server/main.ts and what it imports from core/ and db/) into
// dist/server.js, and the seed script (scripts/seed.ts, with demo/) into dist/seed.js; npm
// packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  // seed.js loads the demo into an empty database before server.js starts (npm run serve).
  entryPoints: { server: 'server/main.ts', seed: 'scripts/seed.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled: dist/server.js, dist/seed.js');
