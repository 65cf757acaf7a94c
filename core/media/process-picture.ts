import { loadSharp } from './load-sharp.ts';

/** The largest stored picture: bounded inside this box, never enlarged. */
export const PICTURE_MAX_SIDE = 1200;

/** The bytes are not a picture sharp can decode (or are a picture too large to decode safely). */
export class NotAPictureError extends Error {
  constructor(cause?: unknown) {
    super('not a decodable picture', { cause });
    this.name = 'NotAPictureError';
  }
}

/**
 * Decodes an uploaded picture and encodes it again as WebP: turned upright by its EXIF
 * orientation, bounded to 1200x1200, with every piece of metadata (EXIF, GPS, XMP, ICC,
 * comments) left behind, so only pixels are stored. Anything sharp cannot decode is refused.
 */
export async function processPicture(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, {
      failOn: 'error',
      // A decompression bomb (a small file of huge dimensions) is refused, not decoded.
      limitInputPixels: 50_000_000,
      animated: false,
    })
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new NotAPictureError(error);
  }
}
