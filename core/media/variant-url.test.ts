import { describe, expect, it } from 'vitest';
import { hasVariants, twinOf, variantSrcSet, variantUrl, widthsUpTo } from './variant-url.ts';

describe('picture variant addresses', () => {
  it('put the width and format before the picture path', () => {
    expect(variantUrl('/media/breeds/akita.webp', 640, 'avif')).toBe(
      '/img/w/640/avif/media/breeds/akita.webp',
    );
  });

  it('offer only allowed widths up to the picture own width (never enlarged)', () => {
    expect(widthsUpTo(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(widthsUpTo(100)).toEqual([]);
    expect(variantSrcSet('/media/a.webp', 400, 'webp')).toBe(
      '/img/w/160/webp/media/a.webp 160w, /img/w/320/webp/media/a.webp 320w',
    );
  });

  it('exist only for raster pictures of the media store', () => {
    expect(hasVariants('/media/articles/walk.webp')).toBe(true);
    expect(hasVariants('/media/pets/x.JPG')).toBe(true);
    expect(hasVariants('/img/logo.svg')).toBe(false);
    expect(hasVariants('/media/icons/paw.svg')).toBe(false);
    expect(hasVariants('https://cdn.example/media/a.webp')).toBe(false);
  });
});

describe('the @2x twin of a picture', () => {
  it('sits beside the site own files, never beside a media library upload or elsewhere', () => {
    expect(twinOf('/media/articles/walk.webp')).toBe('/media/articles/walk@2x.webp');
    expect(twinOf('/img/articles/default-cats-1.webp')).toBe(
      '/img/articles/default-cats-1@2x.webp',
    );
    // The library keeps one file per upload: no twin to cut variants from.
    expect(twinOf('/media/library/Rp4vhGI3dmLSziI_dKi4QQ.webp')).toBeNull();
    expect(twinOf('https://cdn.example/media/a.webp')).toBeNull();
  });
});
