import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';

/** The public prefix of the media library's pictures (served by server/routes/media-library.ts). */
export const LIBRARY_PREFIX = '/media/library/';

/** A name this library could have made: 128 random bits and an extension, nothing else. */
const LIBRARY_NAME = /^[A-Za-z0-9_-]{22}\.(webp|avif|jpg|png)$/;

/** The file name of a library path, or null for anything the library did not make. */
export function libraryName(publicPath: string): string | null {
  if (!publicPath.startsWith(LIBRARY_PREFIX)) return null;
  const name = publicPath.slice(LIBRARY_PREFIX.length);
  return LIBRARY_NAME.test(name) ? name : null;
}

/** A new, unguessable public path for a picture of this extension. */
export const newLibraryPath = (extension: string) =>
  `${LIBRARY_PREFIX}${randomBytes(16).toString('base64url')}.${extension}`;

/**
 * Where the library's bytes live (architecture guide, the studio): in the `media` row itself when
 * the database is PostgreSQL (every instance sees them, a backup holds them), on local disk for
 * the embedded default. The row (path, size, alt text) is in the `media` table either way; an
 * object store can take this interface's place later.
 */
export interface MediaBlobStore {
  readonly kind: 'database' | 'disk';
  /** Stores the bytes of the row at `publicPath`, inside the transaction that inserts the row. */
  put(tx: Db, publicPath: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there are none. */
  read(publicPath: string): Promise<Buffer | null>;
  /** Forgets the bytes (after the row is deleted). */
  remove(publicPath: string): Promise<void>;
  /**
   * Writes new bytes over a stored picture's (a replaced file keeps its address, decision 081),
   * inside the transaction that updates the row.
   */
  replace(tx: Db, publicPath: string, bytes: Buffer): Promise<void>;
  /** A short fingerprint of the bytes stored now (variants and ETags follow it), or null. */
  version(publicPath: string): Promise<string | null>;
}

/** The fingerprint of some bytes: the same for the same bytes, on every instance. */
export const bytesVersion = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

/** Bytes in `media.data`: every instance on the same PostgreSQL serves them. */
export function createDatabaseMediaStore(db: Db): MediaBlobStore {
  return {
    kind: 'database',
    async put(tx, publicPath, bytes) {
      await tx.update(media).set({ data: bytes }).where(eq(media.path, publicPath));
    },
    async read(publicPath) {
      if (!libraryName(publicPath)) return null;
      const [row] = await db
        .select({ data: media.data })
        .from(media)
        .where(eq(media.path, publicPath))
        .limit(1);
      return row?.data ?? null;
    },
    // The bytes go with the row.
    async remove() {},
    async replace(tx, publicPath, bytes) {
      await tx.update(media).set({ data: bytes }).where(eq(media.path, publicPath));
    },
    async version(publicPath) {
      if (!libraryName(publicPath)) return null;
      const [row] = await db
        .select({ version: sql<string | null>`md5(${media.data})` })
        .from(media)
        .where(eq(media.path, publicPath))
        .limit(1);
      return row?.version ? row.version.slice(0, 16) : null;
    },
  };
}

/** Bytes on local disk under `dir` (DATA_DIR/media/library), for the embedded database. */
export function createDiskMediaStore(dir: string): MediaBlobStore {
  const fileOf = (publicPath: string) => {
    const name = libraryName(publicPath);
    return name ? path.join(dir, name) : null;
  };
  return {
    kind: 'disk',
    async put(_tx, publicPath, bytes) {
      const file = fileOf(publicPath);
      if (!file) throw new Error(`not a library path: ${publicPath}`);
      await mkdir(dir, { recursive: true });
      // 'wx': a name is never written twice.
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async read(publicPath) {
      const file = fileOf(publicPath);
      if (!file) return null;
      return readFile(file).catch(() => null);
    },
    async remove(publicPath) {
      const file = fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
    async replace(_tx, publicPath, bytes) {
      const file = fileOf(publicPath);
      if (!file) throw new Error(`not a library path: ${publicPath}`);
      // Written beside, then renamed over: a reader gets the old file or the new one, whole.
      await mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async version(publicPath) {
      const bytes = await this.read(publicPath);
      return bytes ? bytesVersion(bytes) : null;
    },
  };
}
