import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';
import { loadSharp } from './load-sharp.ts';
import type { VariantFormat } from './variant-url.ts';

/** Source pictures that may be resized (SVG stays out: it needs no variants, and is a parser risk). */
const SOURCE_EXTENSION = /\.(webp|png|jpe?g|avif)$/i;

export interface VariantRequest {
  /** The picture's path under `root`, as it appears in the URL (e.g. 'breeds/labrador.webp'). */
  relativePath: string;
  width: number;
  format: VariantFormat;
}

export interface Variant {
  /** Changes whenever the source file, width or format does. */
  etag: string;
  contentType: `image/${VariantFormat}`;
  /** The bytes, rendered once and then read from the disk cache; null for a corrupt picture. */
  read(): Promise<Buffer | null>;
}

export interface ImageVariants {
  /**
   * The variant of a picture that exists, or null. Reading its bytes is a separate step, so a
   * revalidation (If-None-Match) is answered from the ETag alone.
   */
  get(request: VariantRequest): Promise<Variant | null>;
}

/**
 * Resolves `relativePath` inside `root`, or null when it would leave it: `..` segments, absolute
 * paths, NUL bytes and symbolic links that point outside are all refused.
 */
export async function resolveInside(
  root: string,
  relativePath: string,
  realRoot: Promise<string> = realpath(root),
): Promise<string | null> {
  if (relativePath.includes('\0') || relativePath.includes('\\')) return null;
  const segments = relativePath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const candidate = path.resolve(root, ...segments);
  try {
    const [realRootPath, realFile] = await Promise.all([realRoot, realpath(candidate)]);
    return realFile.startsWith(realRootPath + path.sep) ? realFile : null;
  } catch {
    return null;
  }
}

const ENCODE: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // effort 2: a 1920 px AVIF in well under a second (effort 4 takes four times as long for a
  // file 2% smaller); the result is cached on disk anyway.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * Picture variants of the files under `root`, cached in `cacheDir` under a hash of the source's
 * path, size and modification time, so a replaced picture gets fresh variants.
 */
export function createImageVariants(root: string, cacheDir: string): ImageVariants {
  // One render per variant even when many requests for it arrive together.
  const pending = new Map<string, Promise<Buffer | null>>();
  // The media directory's real path, looked up once (again only if that failed).
  let realRoot: Promise<string> | undefined;
  const rootPath = () =>
    (realRoot ??= realpath(root).catch((error: unknown) => {
      realRoot = undefined;
      throw error;
    }));

  const render = async (source: string, cacheFile: string, { width, format }: VariantRequest) => {
    try {
      return await readFile(cacheFile);
    } catch {
      // not cached yet
    }
    const sharp = await loadSharp();
    let bytes: Buffer;
    try {
      bytes = await ENCODE[format](
        sharp(source, { failOn: 'error', limitInputPixels: 50_000_000, animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true }),
      ).toBuffer();
    } catch {
      return null; // a corrupt or unreadable picture is answered as missing, never a crash
    }
    await mkdir(path.dirname(cacheFile), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, cacheFile);
    return bytes;
  };

  return {
    async get(request) {
      if (!SOURCE_EXTENSION.test(request.relativePath)) return null;
      const source = await resolveInside(root, request.relativePath, rootPath());
      if (!source) return null;
      const info = await stat(source).catch(() => null);
      if (!info?.isFile()) return null;
      const key = createHash('sha256')
        .update(
          [request.relativePath, info.size, info.mtimeMs, request.width, request.format].join('\0'),
        )
        .digest('base64url')
        .slice(0, 32);
      const cacheFile = path.join(cacheDir, key.slice(0, 2), `${key}.${request.format}`);
      return {
        etag: `"${key}"`,
        contentType: `image/${request.format}`,
        read() {
          let job = pending.get(key);
          if (!job) {
            job = render(source, cacheFile, request).finally(() => pending.delete(key));
            pending.set(key, job);
          }
          return job;
        },
      };
    },
  };
}
