import { loadSharp } from './load-sharp.ts';
import { resolveInside } from './image-variants.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/** The size in pixels of a picture the site serves by its URL, or null when it is not one of ours. */
export type PictureSizeOf = (url: string) => Promise<PictureSize | null>;

/**
 * Sizes of the pictures the site serves from files: each URL prefix (e.g. `/media/`, `/img/`) is
 * a folder, and only files inside it are read (the same containment as the picture variants).
 * The studio's hero check uses it for pictures that are not in the media library: the demo's and
 * the committed ones ("a hero picture too small for the header"). A picture elsewhere,
 * or one that cannot be read, has no known size: nothing is fetched from another site.
 */
export function createSitePictureSizes(folders: Record<string, string>): PictureSizeOf {
  const entries = Object.entries(folders);
  return async (url) => {
    const pathname = url.split(/[?#]/)[0] ?? '';
    const folder = entries.find(([prefix]) => pathname.startsWith(prefix));
    if (!folder) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(folder[0].length));
    } catch {
      return null;
    }
    const file = await resolveInside(folder[1], relative);
    if (!file) return null;
    const sharp = await loadSharp();
    try {
      const { width, height, autoOrient } = await sharp(file).metadata();
      const size = autoOrient ?? { width, height };
      return size.width && size.height ? { width: size.width, height: size.height } : null;
    } catch {
      return null;
    }
  };
}
