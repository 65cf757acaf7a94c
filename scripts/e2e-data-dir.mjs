// The DATA_DIR of one browser-test server (playwright.config.ts): a copy of a template seeded
// once per Playwright run instead of a seeding per locale server (docs/decisions/039-ci-time.md).
// Usage: node scripts/e2e-data-dir.mjs <template> <dataDir>. The demo is in the site's language
// (SITE_LOCALE: the pack with its overlays, docs/decisions/049-demo-pack.md), so each locale has
// its template, `<template>-<locale>`, seeded once per run (dist/seed.js --first-start, with the
// server's environment but DATA_DIR), then copied by its server. One lock for every locale: the
// templates are seeded one after the other, and a later one starts from an earlier one's
// pictures, all but the infographics' (drawn with their text), so only those are drawn again.
// Templates of earlier runs on the same port are removed.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [template, dataDir] = process.argv.slice(2);
if (!template || !dataDir)
  throw new Error('usage: node scripts/e2e-data-dir.mjs <template> <dataDir>');
const locale = process.env.SITE_LOCALE || 'en';
const localeTemplate = `${template}-${locale}`;
const lock = `${template}.lock`;
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
      removeEarlierTemplates();
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

await ensureTemplate();
rmSync(dataDir, { recursive: true, force: true });
cpSync(localeTemplate, dataDir, { recursive: true });
