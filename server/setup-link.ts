import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Services } from '../core/container.ts';

/** The file in DATA_DIR that holds the setup link while it may be used (decision 034). */
export const SETUP_LINK_FILE = 'studio-setup-link.txt';

/**
 * While no staff exists, writes a one-time link (valid one hour) to create the studio's owner
 * (docs/decisions/031). Written to standard output itself, not through the logger, whose
 * redaction would hide the link's token. With `dataDir`, the link is also written to a file
 * there that only this server's user can read (mode 0600), for whoever cannot read the start
 * log (a browser test's fixture, a hosted install's shell); the file is removed once staff exist.
 */
export async function announceSetupLink(
  services: Services,
  write: (text: string) => void = (text) => process.stdout.write(text),
  dataDir?: string,
): Promise<string | null> {
  const link = await services.studio.issueSetupLink();
  const file = dataDir ? path.join(dataDir, SETUP_LINK_FILE) : null;
  if (link) {
    if (file) {
      await mkdir(dataDir!, { recursive: true });
      // Removed first: a file left by another user keeps its owner and mode when written over.
      await rm(file, { force: true });
      await writeFile(file, `${link}\n`, { mode: 0o600, flag: 'wx' });
    }
    write(
      `\nNo studio staff yet. Create the owner within the hour (the link works once):\n  ${link}\n` +
        (file ? `(also in ${file})\n` : '') +
        'or run: npm run staff:create -- --email you@example.com --role owner\n\n',
    );
  } else if (file) {
    await rm(file, { force: true });
  }
  return link;
}
