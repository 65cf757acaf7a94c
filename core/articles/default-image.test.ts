import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultImageCandidates, pickDefaultImage, withImage } from './default-image.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

describe('default article images', () => {
  it('offers the species pictures plus the two general ones', () => {
    expect(defaultImageCandidates([2])).toEqual([
      '/img/articles/default-cats-1.webp',
      '/img/articles/default-cats-2.webp',
      '/img/articles/default-cats-3.webp',
      '/img/articles/default-cats-4.webp',
      '/img/articles/default-general-1.webp',
      '/img/articles/default-general-2.webp',
    ]);
    expect(defaultImageCandidates([4])).toEqual([
      '/img/articles/default-general-1.webp',
      '/img/articles/default-general-2.webp',
    ]);
    expect(defaultImageCandidates([1, 2])).toHaveLength(10);
  });

  it('picks among the candidates with the random number given', () => {
    expect(pickDefaultImage([1], () => 0)).toBe('/img/articles/default-dogs-1.webp');
    expect(pickDefaultImage([1], () => 0.999)).toBe('/img/articles/default-general-2.webp');
  });

  it('keeps an article picture and fills a missing one', () => {
    const own = withImage({ image_url: '/media/articles/a.webp', families: [{ id_family: 1 }] });
    expect(own).toMatchObject({ image_url: '/media/articles/a.webp', image_is_default: false });
    const filled = withImage({ image_url: null, families: [{ id_family: 2 }] }, () => 0.5);
    expect(filled).toMatchObject({
      image_url: '/img/articles/default-cats-4.webp',
      image_is_default: true,
    });
  });

  it('points at pictures committed under public/, each with its @2x twin', () => {
    const urls = defaultImageCandidates([1, 2]);
    for (const url of [...urls, ...urls.map((u) => u.replace(/\.webp$/, '@2x.webp'))]) {
      expect(existsSync(path.join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });
});
