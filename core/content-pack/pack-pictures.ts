import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { libraryName, type MediaBlobStore } from '../media/library/media-store.ts';
import { PICTURE_PATH } from './pack-format.ts';

/** Where a pack's pictures are read from and written to. */
export interface PackPictures {
  read(publicPath: string): Promise<Buffer | null>;
  /**
   * Writes a picture: into the import's transaction when it lives in the database (the media
   * library on PostgreSQL), else returns the file write to run once the transaction committed.
   */
  write(tx: Db, publicPath: string, bytes: Buffer): Promise<(() => Promise<void>) | null>;
}

/** Every picture path a row mentions (columns, markdown, JSON), members' pets never. */
export function picturePaths(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/media\/[A-Za-z0-9._@/-]+/g)) {
      if (PICTURE_PATH.test(match[0])) into.add(match[0]);
    }
  } else if (Array.isArray(value)) for (const item of value) picturePaths(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) picturePaths(item, into);
}

/** The @2x twin the pages ask for beside a picture (demo/art/render-images.ts). */
export const twinOf = (publicPath: string) => publicPath.replace(/(\.[a-z]+)$/, '@2x$1');

/**
 * DATA_DIR/media holds the pictures served at /media/ (the demo's and the library's on disk);
 * the library's bytes are in the database when its store says so (decision 036).
 */
export function createPackPictures(
  mediaDir: string | undefined,
  store: MediaBlobStore,
): PackPictures {
  const fileOf = (publicPath: string) =>
    mediaDir && PICTURE_PATH.test(publicPath)
      ? path.join(mediaDir, ...publicPath.slice('/media/'.length).split('/'))
      : null;
  const inDatabase = (publicPath: string) =>
    store.kind === 'database' && libraryName(publicPath) !== null;
  return {
    async read(publicPath) {
      if (inDatabase(publicPath)) return store.read(publicPath);
      const file = fileOf(publicPath);
      return file ? readFile(file).catch(() => null) : null;
    },
    async write(tx, publicPath, bytes) {
      if (inDatabase(publicPath)) {
        await store.put(tx, publicPath, bytes);
        return null;
      }
      const file = fileOf(publicPath);
      if (!file) return null;
      return async () => {
        await mkdir(path.dirname(file), { recursive: true });
        // Written whole, then renamed: a page never serves half a picture.
        const part = `${file}.${process.pid}.part`;
        await writeFile(part, bytes);
        await rename(part, file);
      };
    },
  };
}
