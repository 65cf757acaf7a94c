import * as content from '../content/index.ts';
import type { FamilyKey } from '../content/types.ts';
import type { Subject } from './draw-art.ts';
import { withTwin, type ImageJob } from './render-images.ts';

/** Where each demo picture lives under /media. A `@2x` twin sits beside every main picture. */
export const mediaUrls = {
  family: (key: FamilyKey) => `/media/families/${key}.webp`,
  breed: (key: string) => `/media/breeds/${key}.webp`,
  breedFluid: (key: string) => `/media/breeds/${key}-fluid.webp`,
  article: (key: string) => `/media/articles/${key}.webp`,
  articleMobile: (key: string) => `/media/articles/${key}-mobile.webp`,
  author: (key: string) => `/media/authors/${key}.webp`,
  product: (id: number) => `/media/products/${id}.webp`,
  banner: (id: number) => `/media/products/${id}-banner.webp`,
  bannerMobile: (id: number) => `/media/products/${id}-banner-mobile.webp`,
  infographic: (key: string) => `/media/infographics/${key}.webp`,
  infographicMobile: (key: string) => `/media/infographics/${key}-mobile.webp`,
  infographicThumb: (key: string) => `/media/infographics/${key}-thumb.webp`,
  illustration: (name: string) => `/media/illustrations/${name}.webp`,
};

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

/** A picture of the media store and its @2x twin. */
const pair = (
  url: string,
  art: Omit<ImageJob['art'], 'width' | 'height'>,
  width: number,
  height: number,
): ImageJob[] => withTwin(file(url), art, width, height);

export function demoImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const key of ['dogs', 'cats', 'birds', 'fish', 'exotics'] as FamilyKey[]) {
    jobs.push(...pair(mediaUrls.family(key), { subject: SUBJECT[key], seed: key }, 480, 320));
  }
  for (const b of content.breeds) {
    const art = { subject: SUBJECT[b.family], seed: b.key, colors: b.colors, breed: b.key };
    jobs.push(...pair(mediaUrls.breed(b.key), art, 600, 450));
    jobs.push(...pair(mediaUrls.breedFluid(b.key), art, 960, 360));
  }
  for (const a of content.articles.filter((x) => x.hasImage)) {
    const art = { subject: SUBJECT[a.families[0] ?? 'dogs'], seed: a.key };
    jobs.push(...pair(mediaUrls.article(a.key), art, 1000, 560));
    jobs.push({
      file: file(mediaUrls.articleMobile(a.key)),
      art: { ...art, width: 640, height: 480 },
    });
  }
  for (const [name, subject] of Object.entries(ILLUSTRATIONS)) {
    jobs.push(...pair(mediaUrls.illustration(name), { subject, seed: name }, 1000, 560));
  }
  for (const a of content.authors) {
    jobs.push(...pair(mediaUrls.author(a.key), { subject: 'person', seed: a.key }, 160, 160));
  }
  for (const p of content.products) {
    jobs.push(
      ...pair(
        mediaUrls.product(p.id),
        { subject: 'product', seed: `p${p.id}`, colors: p.colors, product: p.id },
        400,
        400,
      ),
    );
    if (p.type === 'banner') {
      jobs.push(
        ...pair(
          mediaUrls.banner(p.id),
          { subject: 'scene', seed: `b${p.id}`, colors: p.colors, product: p.id },
          1200,
          400,
        ),
      );
      jobs.push({
        file: file(mediaUrls.bannerMobile(p.id)),
        art: {
          subject: 'scene',
          seed: `b${p.id}`,
          colors: p.colors,
          product: p.id,
          width: 640,
          height: 400,
        },
      });
    }
  }
  for (const i of content.infographics) {
    const art = { subject: SUBJECT[i.family], seed: i.key, title: i.title, lines: i.facts };
    jobs.push(...pair(mediaUrls.infographic(i.key), art, 1000, 1000));
    jobs.push({
      file: file(mediaUrls.infographicMobile(i.key)),
      art: { ...art, width: 640, height: 800 },
    });
    jobs.push({
      file: file(mediaUrls.infographicThumb(i.key)),
      art: { subject: SUBJECT[i.family], seed: i.key, width: 400, height: 300 },
    });
  }
  return jobs;
}
