/**
 * Draws the default article pictures (core/articles/default-image.ts) into public/img/articles/,
 * with the demo's drawing code. Run once; the files are committed, so the app never depends on
 * the demo having been loaded. Delete a file and run again to redraw it:
 *   npx tsx demo/art/draw-default-article-pictures.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ARTICLE_PICTURES, defaultImageUrl } from '../../core/articles/default-image.ts';
import type { Subject } from './draw-art.ts';
import { renderImages, withTwin } from './render-images.ts';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const SUBJECT: Record<keyof typeof DEFAULT_ARTICLE_PICTURES, Subject> = {
  dogs: 'dog',
  cats: 'cat',
  general: 'scene',
};

const jobs = Object.entries(DEFAULT_ARTICLE_PICTURES).flatMap(([group, names]) =>
  names.flatMap((name) =>
    // Article pictures are 1000x560 (and 2000x1120 for the twin), as the demo's own.
    withTwin(
      defaultImageUrl(name).slice(1),
      { subject: SUBJECT[group as keyof typeof SUBJECT], seed: name },
      1000,
      560,
    ),
  ),
);
const drawn = await renderImages(PUBLIC_DIR, jobs);
console.log(`default article pictures: ${drawn} drawn under ${PUBLIC_DIR}/img/articles`);
