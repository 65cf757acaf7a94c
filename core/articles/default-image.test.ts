import { describe, expect, it } from 'vitest';
import { defaultImageCandidates, pickDefaultImage, withImage } from './default-image.ts';

describe('default article images', () => {
  it('offers the species pictures plus the two general ones', () => {
    expect(defaultImageCandidates([2])).toEqual([
      '/media/defaults/cats-1.webp',
      '/media/defaults/cats-2.webp',
      '/media/defaults/cats-3.webp',
      '/media/defaults/cats-4.webp',
      '/media/defaults/general-1.webp',
      '/media/defaults/general-2.webp',
    ]);
    expect(defaultImageCandidates([4])).toEqual([
      '/media/defaults/general-1.webp',
      '/media/defaults/general-2.webp',
    ]);
    expect(defaultImageCandidates([1, 2])).toHaveLength(10);
  });

  it('picks among the candidates with the random number given', () => {
    expect(pickDefaultImage([1], () => 0)).toBe('/media/defaults/dogs-1.webp');
    expect(pickDefaultImage([1], () => 0.999)).toBe('/media/defaults/general-2.webp');
  });

  it('keeps an article picture and fills a missing one', () => {
    const own = withImage({ image_url: '/media/articles/a.webp', families: [{ id_family: 1 }] });
    expect(own).toMatchObject({ image_url: '/media/articles/a.webp', image_is_default: false });
    const filled = withImage({ image_url: null, families: [{ id_family: 2 }] }, () => 0.5);
    expect(filled).toMatchObject({
      image_url: '/media/defaults/cats-4.webp',
      image_is_default: true,
    });
  });
});
