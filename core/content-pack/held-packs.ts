import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How long a checked pack waits for its confirmation. */
const KEEP_MS = 60 * 60 * 1000;

/**
 * The pack a studio dry run checked, kept on this server until the admin confirms it (a form
 * without scripts cannot send the file twice): named by a random token and the staff member's
 * id, so only they can confirm it. Another instance behind the same address does not have it:
 * the confirmation then asks for the file again.
 */
export function createHeldPacks(dir: string) {
  const fileOf = (idStaff: number, token: string) =>
    /^[a-f0-9]{32}$/.test(token) ? path.join(dir, `${idStaff}-${token}.json`) : null;
  return {
    async hold(idStaff: number, bytes: Uint8Array): Promise<string> {
      await mkdir(dir, { recursive: true });
      // Older ones nobody confirmed go first.
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > KEEP_MS) await rm(file, { force: true });
      }
      const token = randomBytes(16).toString('hex');
      await writeFile(fileOf(idStaff, token)!, bytes, { mode: 0o600 });
      return token;
    },
    /** Forgets a held pack (its check refused it). */
    async drop(idStaff: number, token: string): Promise<void> {
      const file = fileOf(idStaff, token);
      if (file) await rm(file, { force: true });
    },
    /** The held pack, once: it is forgotten as it is taken. Null: unknown or expired. */
    async take(idStaff: number, token: string): Promise<Buffer | null> {
      const file = fileOf(idStaff, token);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      if (!info || Date.now() - info.mtimeMs > KEEP_MS) return null;
      const bytes = await readFile(file);
      await rm(file, { force: true });
      return bytes;
    },
  };
}
