import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded pictures live. Local disk by default; another implementation (an object store)
 * can take its place when several instances run, since callers only see public paths.
 */
export interface PictureStorage {
  /**
   * Stores the bytes under a new, unguessable name (keeping `name`'s extension); the public path.
   * `uploadedBy`: the staff member it is theirs (the media library records it, decision 070).
   */
  put(bytes: Buffer, name: string, uploadedBy?: number): Promise<string>;
  /** Removes a picture stored here by its public path; unknown or foreign paths are ignored. */
  delete(publicPath: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9_-]{16,}\.[a-z0-9]{1,5}$/;

/**
 * Pictures on local disk: `dir` on disk is served under `urlPrefix` (e.g. DATA_DIR/media/pets
 * under /media/pets/). File names are 128 random bits, so a picture cannot be guessed.
 */
export function createLocalPictureStorage(dir: string, urlPrefix: string): PictureStorage {
  const prefix = urlPrefix.endsWith('/') ? urlPrefix : `${urlPrefix}/`;
  const fileOf = (publicPath: string): string | null => {
    if (!publicPath.startsWith(prefix)) return null;
    const name = publicPath.slice(prefix.length);
    // Only names this storage could have made: no separators, no dots but the extension's.
    return SAFE_NAME.test(name) ? path.join(dir, name) : null;
  };
  return {
    async put(bytes, name) {
      const extension = (path
        .extname(name)
        .slice(1)
        .toLowerCase()
        .match(/^[a-z0-9]{1,5}$/) ?? ['bin'])[0];
      const fileName = `${randomBytes(16).toString('base64url')}.${extension}`;
      await mkdir(dir, { recursive: true });
      // 'wx': never overwrite, even in the astronomically unlikely case of a repeated name.
      await writeFile(path.join(dir, fileName), bytes, { flag: 'wx' });
      return prefix + fileName;
    },
    async delete(publicPath) {
      const file = fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
  };
}
