import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawArt, type ArtOptions } from './demo-art.ts';

export interface ImageJob {
  /** Path under the media directory, e.g. 'breeds/labrador-retriever.webp'. */
  file: string;
  art: ArtOptions;
}

/** Renders the jobs whose files do not exist yet, a few at a time. Returns how many were drawn. */
export async function renderImages(mediaDir: string, jobs: ImageJob[]): Promise<number> {
  const todo = jobs.filter((job) => !existsSync(path.join(mediaDir, job.file)));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!;
      const target = path.join(mediaDir, job.file);
      await mkdir(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(drawArt(job.art)))
        .webp({ quality: 78, effort: 2 })
        .toFile(target);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return todo.length;
}
