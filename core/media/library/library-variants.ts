import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';
import { loadSharp } from '../load-sharp.ts';
import type { ImageVariants, VariantRequest } from '../image-variants.ts';
import type { VariantFormat } from '../variant-url.ts';
import { LIBRARY_PREFIX, libraryName, type MediaBlobStore } from './media-store.ts';

const ENCODE: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/** The library's folder inside the media store: `/media/library/x.webp` is `library/x.webp`. */
const LIBRARY_DIR = `${LIBRARY_PREFIX.slice('/media/'.length)}`;

/**
 * Variants of the library's pictures, whose bytes come from its store (the database or the disk),
 * not from a file under the media directory, cached on this instance's disk (architecture guide:
 * variants remain a per-instance cache). A picture's file can be replaced at the same address
 * (docs/decisions/081), so a variant is keyed by name, width, format and the fingerprint of the
 * bytes now stored; fingerprints are kept in memory until the next purge announcement
 * (`onPurge`: a replacement announces one, on every instance through the fan-out).
 * Each picture's variants share a folder, and the first variant written for new bytes removes
 * those of the old ones, so a replaced file leaves no dead copies behind on any instance.
 */
export function createLibraryVariants(
  store: MediaBlobStore,
  cacheDir: string,
  onPurge: (listener: () => void) => void = () => {},
): ImageVariants {
  const pending = new Map<string, Promise<Buffer | null>>();
  const versions = new Map<string, Promise<string | null>>();
  onPurge(() => versions.clear());
  const versionOf = (publicPath: string) => {
    let version = versions.get(publicPath);
    if (!version) {
      version = store.version(publicPath).catch(() => {
        versions.delete(publicPath);
        return null;
      });
      versions.set(publicPath, version);
    }
    return version;
  };

  /** Drops the picture's variants of other bytes than `version` (a replaced file's). */
  const dropOlder = async (folder: string, version: string) => {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => !name.startsWith(`${version}-`))
        .map((name) => rm(path.join(folder, name), { force: true })),
    );
  };

  const render = async (
    publicPath: string,
    cacheFile: string,
    version: string,
    request: VariantRequest,
  ) => {
    try {
      return await readFile(cacheFile);
    } catch {
      // not cached yet
    }
    const source = await store.read(publicPath);
    if (!source) return null;
    const sharp = await loadSharp();
    let bytes: Buffer;
    try {
      bytes = await ENCODE[request.format](
        sharp(source, { failOn: 'error', limitInputPixels: 50_000_000, animated: false }).resize({
          width: request.width,
          withoutEnlargement: true,
        }),
      ).toBuffer();
    } catch {
      return null;
    }
    const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      await writeFile(partial, bytes);
      await rename(partial, cacheFile);
      await dropOlder(path.dirname(cacheFile), version);
    } catch {
      // A render of bytes just replaced, its file dropped by the newer one's: served uncached.
      await rm(partial, { force: true });
    }
    return bytes;
  };

  return {
    async get(request) {
      const publicPath = `/media/${request.relativePath}`;
      if (!libraryName(publicPath)) return null;
      const version = await versionOf(publicPath);
      if (!version) {
        // Nothing stored (yet): asked again next time rather than remembered.
        versions.delete(publicPath);
        return null;
      }
      const hash = (...parts: (string | number)[]) =>
        createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 32);
      const key = hash(request.relativePath, request.width, request.format, version);
      const bytesKey = hash(version).slice(0, 16);
      const cacheFile = path.join(
        cacheDir,
        hash(request.relativePath),
        `${bytesKey}-${request.width}.${request.format}`,
      );
      return {
        etag: `"${key}"`,
        contentType: `image/${request.format}`,
        read() {
          let job = pending.get(key);
          if (!job) {
            job = render(publicPath, cacheFile, bytesKey, request).finally(() =>
              pending.delete(key),
            );
            pending.set(key, job);
          }
          return job;
        },
      };
    },
  };
}

/** The media store's variants, with the library's pictures answered from the library's store. */
export function withLibraryVariants(library: ImageVariants, files: ImageVariants): ImageVariants {
  return {
    get: (request) =>
      request.relativePath.startsWith(LIBRARY_DIR) ? library.get(request) : files.get(request),
  };
}
