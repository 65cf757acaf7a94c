import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

const mode = (file: string) => statSync(file).mode & 0o777;

// The probe's fifth row: without SMTP_URL, DATA_DIR/mail/*.eml were 0644 in a 0755 folder, and
// they hold password-reset and invitation links. Now the folder is 0700 and each file 0600, and
// a folder left readable by an older version is locked at start, with the files already in it.
describe.each(ENGINES)('mail files without SMTP on %s', (engine) => {
  let app: TestApp;
  let dataDir: string;
  let mailDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-mail-files-'));
    mailDir = path.join(dataDir, 'mail');
    mkdirSync(mailDir);
    chmodSync(mailDir, 0o755);
    writeFileSync(path.join(mailDir, 'older.eml'), 'To: old@example.com\n\nA link', {
      mode: 0o644,
    });
    chmodSync(path.join(mailDir, 'older.eml'), 0o644);
    app = await startTestApp(engine, { seed: false, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks an existing folder and its messages at start', () => {
    expect(mode(mailDir)).toBe(0o700);
    expect(mode(path.join(mailDir, 'older.eml'))).toBe(0o600);
  });

  it('writes a reset link readable by the server user alone', async () => {
    const registered = await app.services.accounts.register({
      email: 'private-mail@example.com',
      username: 'privatemail',
      password: 'secret12',
    });
    expect(registered.ok).toBe(true);
    await app.services.recovery.request('private-mail@example.com');
    await app.services.mail.deliver();
    const files = readdirSync(mailDir).filter((name) => name !== 'older.eml');
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(mode(path.join(mailDir, name))).toBe(0o600);
    expect(mode(mailDir)).toBe(0o700);
  });
});
