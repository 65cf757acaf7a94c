import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './fixtures.ts';

/**
 * Public pages load none of the studio's code (decision 034), proven from the build this run
 * serves (npm run test:e2e builds first): React Router's manifest lists, for every route, its
 * module, the chunks it imports and its stylesheets. A public page loads the entry, the root and
 * its own routes' files; none of them may be a studio route's module or stylesheet, nor hold the
 * studio's texts (every studio screen's words are `studio_*` catalog keys) or its paths.
 */

interface RouteAssets {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

const ROOT = process.cwd();
const isStudio = (id: string) => id === 'studio' || id.startsWith('studio.');
const fileOf = (asset: string) => path.join(ROOT, 'build', 'client', asset);
/** A studio screen's text, as `t('studio_shell.…')` and its kin leave it in a bundle. */
const STUDIO_TEXT = /["'`]studio_[a-z]+\.[a-z_]+/;

test('public pages load no studio module, stylesheet or text', async () => {
  const build = (await import(pathToFileURL(path.join(ROOT, 'build/server/index.js')).href)) as {
    assets: Manifest;
  };
  const { routes, entry } = build.assets;
  const studio = Object.values(routes).filter((route) => isStudio(route.id));
  const others = Object.values(routes).filter((route) => !isStudio(route.id));
  expect(studio.map((route) => route.id)).toEqual(
    expect.arrayContaining(['studio', 'studio.door', 'studio.sign-in', 'studio.home']),
  );

  // Every studio route is a chunk of its own.
  const studioModules = new Set(studio.map((route) => route.module));
  expect(studioModules.size).toBe(studio.length);
  // The studio's stylesheet is linked by its layouts (a `links` URL, not in the manifest's css).
  const studioCss = readdirSync(fileOf('assets')).filter((name) => /^studio-.*\.css$/.test(name));
  expect(studioCss).toHaveLength(1);
  const studioFiles = new Set(studio.flatMap((route) => [route.module, ...(route.imports ?? [])]));
  expect(
    [...studioFiles].some((file) => readFileSync(fileOf(file), 'utf8').includes(studioCss[0]!)),
  ).toBe(true);

  const root = routes.root!;
  const rootFiles = [entry.module, ...entry.imports, root.module, ...(root.imports ?? [])];
  // Each (route, file) pair's findings, checked at once: one `expect` per pair made this test
  // last a minute and a half, each a step of its own in the runner (decision 057).
  const found: string[] = [];
  const codeOf = new Map<string, string>();
  for (const route of others) {
    if (route.id === 'root') continue;
    const files = new Set([...rootFiles, route.module, ...(route.imports ?? [])]);
    for (const file of files) {
      if (studioModules.has(file)) found.push(`${route.id} loads ${file}`);
      if (!codeOf.has(file)) codeOf.set(file, readFileSync(fileOf(file), 'utf8'));
      const code = codeOf.get(file)!;
      const text = STUDIO_TEXT.exec(code)?.[0];
      if (text !== undefined) found.push(`${route.id} loads studio code in ${file}: ${text}`);
      // The studio's part of the page table (core/site/studio-paths.ts) neither.
      if (code.includes('/studio/sign-in'))
        found.push(`${route.id} carries the studio's paths in ${file}`);
      if (code.includes(studioCss[0]!))
        found.push(`${route.id} links the studio's stylesheet in ${file}`);
    }
    for (const css of [...(root.css ?? []), ...(route.css ?? [])])
      if (css.includes(studioCss[0]!)) found.push(`${route.id} loads ${css}`);
  }
  expect(found).toEqual([]);
});
