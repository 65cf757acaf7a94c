// The DATA_DIR of one browser-test server (playwright.config.ts): a copy of a template seeded
// once per Playwright run instead of a seeding per locale server (docs/decisions/039-ci-time.md).
// Usage: node scripts/e2e-data-dir.mjs <template> <dataDir>. The first server to arrive seeds the
// template (dist/seed.js --first-start, with its own environment but DATA_DIR) under a lock
// directory; the others wait for it, then each copies it. The demo content does not depend on the
// site's locale, so one template serves the en, pt and pt_BR servers; only what is in the site's
// language (the banner's message) is left out of it and added to each copy in its server's
// language (scripts/seed.ts). Templates of earlier runs on the same port are removed.
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
const lock = `${template}.lock`;
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

async function ensureTemplate() {
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(template)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another server is seeding it: wait, unless its process has gone.
      await sleep(500);
      if (!existsSync(template) && !lockHolderAlive() && existsSync(lock)) {
        await sleep(1000);
        if (!existsSync(template) && !lockHolderAlive())
          rmSync(lock, { recursive: true, force: true });
      }
      if (Date.now() > deadline)
        throw new Error(`no e2e data template after ${WAIT_MS} ms: ${template}`);
      continue;
    }
    try {
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      removeEarlierTemplates();
      const work = `${template}.work`;
      rmSync(work, { recursive: true, force: true });
      execFileSync(process.execPath, ['dist/seed.js', '--first-start', '--without-locale-parts'], {
        env: { ...process.env, DATA_DIR: work },
        stdio: 'inherit',
      });
      renameSync(work, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

await ensureTemplate();
rmSync(dataDir, { recursive: true, force: true });
cpSync(template, dataDir, { recursive: true });
// What is in the site's language (the banner's message), in this server's language.
execFileSync(process.execPath, ['dist/seed.js', '--locale-parts'], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
