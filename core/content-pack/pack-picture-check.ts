import { loadSharp } from '../media/load-sharp.ts';
import { LIBRARY_UPLOAD_MAX_BYTES } from '../media/library/library-rules.ts';

/** What a pack's picture turned into: its bytes as written, or why it is refused (a catalog key). */
export type CheckedPicture =
  | { ok: true; bytes: Buffer; mime: string; width: number; height: number }
  | { ok: false; message: string };

/** Per name ending: what sharp calls the format it decodes, and the type the file is served as. */
const FORMATS: Record<string, { format: string; mime: string }> = {
  webp: { format: 'webp', mime: 'image/webp' },
  png: { format: 'png', mime: 'image/png' },
  jpg: { format: 'jpeg', mime: 'image/jpeg' },
  jpeg: { format: 'jpeg', mime: 'image/jpeg' },
  // libvips reads AVIF through libheif.
  avif: { format: 'heif', mime: 'image/avif' },
  gif: { format: 'gif', mime: 'image/gif' },
};

const KEY = 'studio_content.picture_problems';

/**
 * A pack's picture treated as an upload (core/media/library/process-library-picture.ts): decoded,
 * checked to be the format its name says (it is served by that name), and encoded again, so
 * only pixels are written: no metadata, nothing appended, no second file hidden in it. Its size
 * is kept (pages and the media rows know it). SVG is refused: it is a document that can hold
 * scripts, not pixels (docs/decisions/069). sharp decodes off the main thread.
 */
export async function checkPackPicture(publicPath: string, input: Buffer): Promise<CheckedPicture> {
  const extension = /\.([a-z]+)$/.exec(publicPath)?.[1] ?? '';
  if (extension === 'svg') return { ok: false, message: `${KEY}.svg` };
  const expected = FORMATS[extension];
  if (!expected) return { ok: false, message: `${KEY}.not_a_picture` };
  if (input.length > LIBRARY_UPLOAD_MAX_BYTES) return { ok: false, message: `${KEY}.too_large` };
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, { failOn: 'error', limitInputPixels: 50_000_000, animated: false });
  let format: string | undefined;
  try {
    ({ format } = await open().metadata());
  } catch {
    return { ok: false, message: `${KEY}.not_a_picture` };
  }
  if (format !== expected.format) return { ok: false, message: `${KEY}.wrong_format` };
  try {
    const image = open().rotate();
    const encoded =
      expected.format === 'png'
        ? image.png()
        : expected.format === 'jpeg'
          ? image.jpeg({ quality: 82, mozjpeg: true })
          : expected.format === 'heif'
            ? image.avif({ quality: 60 })
            : expected.format === 'gif'
              ? image.gif()
              : image.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, mime: expected.mime, width: info.width, height: info.height };
  } catch {
    return { ok: false, message: `${KEY}.not_a_picture` };
  }
}
