// The DATA_DIR of one browser-test server (playwright.config.ts): a copy of a template seeded
// once per Playwright run instead of a seeding per locale server (docs/decisions/039-ci-time.md).
// Usage: node scripts/e2e-data-dir.mjs <template> <dataDir> [<the run's locales, comma-separated>].
//        node scripts/e2e-data-dir.mjs --templates <template> <locales>: seed the run's templates
//        ahead of Playwright and stop (npm test does it beside Vitest, docs/decisions/065).
// The demo is in the site's language (SITE_LOCALE: the pack with its overlays,
// docs/decisions/049-demo-pack.md), so each locale has its template, `<template>-<locale>`,
// seeded once per run (dist/seed.js --first-start, with the server's environment but DATA_DIR),
// then copied by its server. A later locale starts from the first one's pictures, all but the
// infographics' (drawn with their text), so only those are drawn again. Playwright starts its
// servers one after the other, so the first locale's server, once its own template is made,
// seeds the other locales' templates in the background, side by side, while it and the servers
// before theirs start (docs/decisions/057-ci-time-where-it-goes.md); each server still waits
// for its own template (a lock per locale, with the holder's pid) and seeds it itself if no one
// is. Templates of earlier runs on the same port are removed.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** `--template-only <template>`: seed this locale's template and stop (the background seeding). */
const templateOnly = process.argv[2] === '--template-only';
/** `--templates <template> <locales>`: every locale's template, then stop (scripts/test-all.mjs). */
const templatesOnly = process.argv[2] === '--templates';
const [template, dataDir, runLocales] = templatesOnly
  ? [process.argv[3], undefined, process.argv[4]]
  : process.argv.slice(templateOnly ? 3 : 2);
if (!template || (!dataDir && !templateOnly && !templatesOnly))
  throw new Error('usage: node scripts/e2e-data-dir.mjs <template> <dataDir> [<locales>]');
const locale = process.env.SITE_LOCALE || 'en';
const localeTemplate = `${template}-${locale}`;
const lock = `${localeTemplate}.lock`;
/** Pictures drawn from text in the site's language (demo/art/demo-images.ts): never reused. */
const LOCALE_PICTURES = ['infographics'];
const WAIT_MS = 300_000;

/** Whether the process that took the lock still runs (a crashed seeding must not block runs). */
function lockHolderAlive() {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

function removeEarlierTemplates() {
  const dir = path.dirname(template);
  const prefix = path.basename(template).replace(/-\d+$/, '-');
  for (const name of readdirSync(dir))
    if (name.startsWith(prefix) && !name.startsWith(path.basename(template)))
      rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Another locale's finished template of this run, whose pictures this one can start from. */
const siblingTemplate = () =>
  ['en', 'pt', 'pt_BR']
    .map((other) => `${template}-${other}`)
    .find((dir) => dir !== localeTemplate && existsSync(dir));

async function ensureTemplate() {
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(localeTemplate)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another server is seeding it: wait, unless its process has gone.
      await sleep(500);
      if (!existsSync(localeTemplate) && !lockHolderAlive() && existsSync(lock)) {
        await sleep(1000);
        if (!existsSync(localeTemplate) && !lockHolderAlive())
          rmSync(lock, { recursive: true, force: true });
      }
      if (Date.now() > deadline)
        throw new Error(`no e2e data template after ${WAIT_MS} ms: ${localeTemplate}`);
      continue;
    }
    try {
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      if (existsSync(localeTemplate)) continue;
      if (!templateOnly) removeEarlierTemplates();
      const work = `${localeTemplate}.work`;
      rmSync(work, { recursive: true, force: true });
      const sibling = siblingTemplate();
      if (sibling && existsSync(path.join(sibling, 'media')))
        cpSync(path.join(sibling, 'media'), path.join(work, 'media'), {
          recursive: true,
          filter: (source) =>
            !LOCALE_PICTURES.some((dir) => source === path.join(sibling, 'media', dir)),
        });
      execFileSync(process.execPath, ['dist/seed.js', '--first-start'], {
        env: { ...process.env, DATA_DIR: work },
        stdio: 'inherit',
      });
      renameSync(work, localeTemplate);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * The other locales' templates, each seeded by a process of its own that outlives this one (this
 * one ends when its server starts); its output goes to `<template>-<locale>.log`. Should one
 * fail, its server finds the lock's holder gone and seeds the template itself, in view.
 */
function seedOthersInBackground() {
  const locales = (runLocales ?? '').split(',').filter(Boolean);
  if (locales[0] !== locale) return;
  for (const other of locales.slice(1)) {
    const log = openSync(`${template}-${other}.log`, 'w');
    spawn(process.execPath, [fileURLToPath(import.meta.url), '--template-only', template], {
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, SITE_LOCALE: other },
    }).unref();
  }
}

/**
 * Every locale's template of the run, then stop: the first locale's, then the others side by
 * side from its pictures, as the servers would make them. npm test runs this beside Vitest at a
 * lower priority, so that the seeding takes the cores Vitest leaves idle and Vitest's tests keep
 * their pace; Playwright's servers then find their templates made (E2E_DATA_TEMPLATE in
 * playwright.config.ts) and only copy them (docs/decisions/065).
 */
async function seedAllTemplates() {
  const locales = (runLocales ?? '').split(',').filter(Boolean);
  if (locales[0] !== locale) throw new Error(`--templates: SITE_LOCALE must be ${locales[0]}`);
  await ensureTemplate();
  const others = locales.slice(1).map(
    (other) =>
      new Promise((resolve, reject) =>
        spawn(process.execPath, [fileURLToPath(import.meta.url), '--template-only', template], {
          stdio: 'inherit',
          env: { ...process.env, SITE_LOCALE: other },
        }).on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`the ${other} template: exit ${code}`)),
        ),
      ),
  );
  await Promise.all(others);
}

if (templatesOnly) {
  await seedAllTemplates();
  process.exit(0);
}
await ensureTemplate();
if (!templateOnly) {
  seedOthersInBackground();
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(localeTemplate, dataDir, { recursive: true });
}
