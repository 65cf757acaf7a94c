import type { PackRow } from '../../core/content-pack/pack-format.ts';
import type { DemoPack } from '../pack/demo-pack.ts';
import type { Subject } from './draw-art.ts';
import { PRODUCT_COLOURS } from './product-colours.ts';
import { withTwin, type ImageJob } from './render-images.ts';

type FamilyKey = 'dogs' | 'cats' | 'birds' | 'fish' | 'exotics';

/** Where the illustrations of the demo's articles live under /media (their Markdown names them). */
const illustrationUrl = (name: string) => `/media/illustrations/${name}.webp`;

export const ILLUSTRATIONS: Record<string, Subject> = {
  'dog-walk': 'dog',
  'dog-portrait': 'dog',
  puppy: 'dog',
  'cat-portrait': 'cat',
  kitten: 'cat',
  'cat-play': 'cat',
  'vet-visit': 'scene',
  'food-bowl': 'product',
  grooming: 'scene',
  aquarium: 'fish',
  'bird-cage': 'bird',
  reptile: 'exotic',
  rabbit: 'exotic',
  travel: 'scene',
  training: 'dog',
  'senior-pet': 'dog',
};

const SUBJECT: Record<FamilyKey, Subject> = {
  dogs: 'dog',
  cats: 'cat',
  birds: 'bird',
  fish: 'fish',
  exotics: 'exotic',
};

const file = (url: string) => url.replace(/^\/media\//, '');
const subjectOf = (family: unknown): Subject => SUBJECT[family as FamilyKey] ?? 'scene';
const str = (row: PackRow, column: string) => row[column] as string;
/** A row's picture path, when it is one of the demo's under /media (an editor may have set another). */
const media = (row: PackRow, column: string) => {
  const value = row[column];
  return typeof value === 'string' && value.startsWith('/media/') ? value : null;
};

/** A picture of the media store and its @2x twin. */
const pair = (
  url: string,
  art: Omit<ImageJob['art'], 'width' | 'height'>,
  width: number,
  height: number,
): ImageJob[] => withTwin(file(url), art, width, height);

/**
 * The demo's pictures, drawn from the pack's rows (demo/packs, in the site's language: an
 * infographic's picture shows its title and facts): every /media path a row names.
 */
export function demoImageJobs(pack: DemoPack): ImageJob[] {
  const rows = (table: string) => pack.tables[table] ?? [];
  const jobs: ImageJob[] = [];
  for (const f of rows('families')) {
    const url = media(f, 'image_url');
    if (url)
      jobs.push(...pair(url, { subject: subjectOf(f.slug), seed: str(f, 'slug') }, 480, 320));
  }
  for (const b of rows('breeds')) {
    const art = {
      subject: subjectOf(b.family),
      seed: str(b, 'key'),
      colors: b.colors as string[],
      breed: str(b, 'key'),
    };
    const url = media(b, 'image_url');
    const fluid = media(b, 'fluid_image_url');
    if (url) jobs.push(...pair(url, art, 600, 450));
    if (fluid) jobs.push(...pair(fluid, art, 960, 360));
  }
  // The drawn picture shows the article's first family's animal, as its image_alt says.
  const firstFamily = new Map<unknown, unknown>();
  for (const af of rows('article_families'))
    if (!firstFamily.has(af.article)) firstFamily.set(af.article, af.family);
  for (const a of rows('articles')) {
    const url = media(a, 'image_url');
    const mobile = media(a, 'mobile_image_url');
    const art = { subject: subjectOf(firstFamily.get(a.key) ?? 'dogs'), seed: str(a, 'key') };
    if (url) jobs.push(...pair(url, art, 1000, 560));
    if (mobile) jobs.push({ file: file(mobile), art: { ...art, width: 640, height: 480 } });
  }
  for (const [name, subject] of Object.entries(ILLUSTRATIONS)) {
    jobs.push(...pair(illustrationUrl(name), { subject, seed: name }, 1000, 560));
  }
  for (const a of rows('authors')) {
    const url = media(a, 'image_url');
    if (url) jobs.push(...pair(url, { subject: 'person', seed: str(a, 'key') }, 160, 160));
  }
  for (const p of rows('products')) {
    const id = p.id_product as number;
    const colors = PRODUCT_COLOURS[id];
    const url = media(p, 'image_url');
    const banner = media(p, 'background_image_url');
    const bannerMobile = media(p, 'background_mobile_image_url');
    if (url)
      jobs.push(
        ...pair(url, { subject: 'product', seed: `p${id}`, colors, product: id }, 400, 400),
      );
    if (banner)
      jobs.push(
        ...pair(banner, { subject: 'scene', seed: `b${id}`, colors, product: id }, 1200, 400),
      );
    if (bannerMobile)
      jobs.push({
        file: file(bannerMobile),
        art: { subject: 'scene', seed: `b${id}`, colors, product: id, width: 640, height: 400 },
      });
  }
  for (const i of rows('infographics')) {
    const subject = subjectOf(i.family);
    const seed = str(i, 'key');
    const art = { subject, seed, title: str(i, 'title'), lines: i.facts as string[] };
    const url = media(i, 'image_path');
    const mobile = media(i, 'mobile_image_path');
    const thumb = media(i, 'thumbnail_path');
    if (url) jobs.push(...pair(url, art, 1000, 1000));
    if (mobile) jobs.push({ file: file(mobile), art: { ...art, width: 640, height: 800 } });
    if (thumb) jobs.push({ file: file(thumb), art: { subject, seed, width: 400, height: 300 } });
  }
  return jobs;
}
