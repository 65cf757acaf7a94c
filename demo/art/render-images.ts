import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawArt, type ArtOptions } from './draw-art.ts';

export interface ImageJob {
  /** Path under the target directory, e.g. 'breeds/labrador-retriever.webp'. */
  file: string;
  art: ArtOptions;
}

/** A picture and its @2x twin (`file` is relative, e.g. 'breeds/labrador-retriever.webp'). */
export function withTwin(
  file: string,
  art: Omit<ArtOptions, 'width' | 'height'>,
  width: number,
  height: number,
): ImageJob[] {
  return [
    { file, art: { ...art, width, height } },
    {
      file: file.replace(/\.webp$/, '@2x.webp'),
      art: { ...art, width: width * 2, height: height * 2 },
    },
  ];
}

/**
 * Renders the jobs whose files do not exist yet under `dir`, a few at a time. Returns how many
 * were drawn.
 */
export async function renderImages(dir: string, jobs: ImageJob[]): Promise<number> {
  const todo = jobs.filter((job) => !existsSync(path.join(dir, job.file)));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!;
      const target = path.join(dir, job.file);
      await mkdir(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(drawArt(job.art)))
        .webp({ quality: 78, effort: 2 })
        .toFile(target);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return todo.length;
}
