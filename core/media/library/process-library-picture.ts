import { loadSharp } from '../load-sharp.ts';
import { NotAPictureError } from '../process-picture.ts';
import { LIBRARY_MAX_SIDE } from './library-rules.ts';

export interface ProcessedPicture {
  bytes: Buffer;
  mime: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Decodes an upload and encodes it again as WebP (the variants pipeline makes AVIF and WebP from
 * it): turned upright by its EXIF orientation, bounded to 2400x2400, never enlarged, and with no
 * metadata at all (EXIF, GPS, XMP, ICC, comments): sharp writes none unless asked to. Anything
 * sharp cannot decode, or a decompression bomb, is a NotAPictureError.
 */
export async function processLibraryPicture(input: Buffer): Promise<ProcessedPicture> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, {
      failOn: 'error',
      limitInputPixels: 50_000_000,
      animated: false,
    })
      .rotate()
      .resize(LIBRARY_MAX_SIDE, LIBRARY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new NotAPictureError(error);
  }
}
