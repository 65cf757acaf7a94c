import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The e2e server's mail folder, in its DATA_DIR, where its SMTP listener files what it receives
 * (tests/e2e/mail-listener.ts, playwright.config.ts).
 */
const MAIL_DIR = path.join(
  tmpdir(),
  `pawpedia-e2e-${Number(process.env.E2E_PORT ?? 3100)}`,
  'mail',
);

/**
 * Decoded messages (.eml, quoted-printable undone) addressed to one address; in another server's
 * mail directory with `mailDir` (the locale servers', tests/e2e/studio/studio-fixtures.ts).
 */
export function mailsTo(address: string, mailDir: string = MAIL_DIR): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml))
    .map((eml) =>
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
}

/** The path (and query) of the first link in a message that goes to `pathPrefix`. */
export function linkPath(eml: string, pathPrefix: string): string {
  const match = new RegExp(
    `https?://[^/\\s]+(${pathPrefix.replace(/[?]/g, '\\?')}[\\w=?&%-]*)`,
  ).exec(eml);
  if (!match) throw new Error(`no ${pathPrefix} link in:\n${eml}`);
  return match[1]!;
}
