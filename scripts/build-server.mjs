// Bundles the Fastify server (server/main.ts and what it imports from core/ and db/) into
// dist/server.js; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled: dist/server.js');
