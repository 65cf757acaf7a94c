import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { englishPack, packRows } from '../pack/demo-pack.ts';
import { PRODUCT_COLOURS } from './product-colours.ts';
import { quadrupedShape } from './breed-portrait.ts';
import { BREED_TRAITS, type QuadrupedTraits } from './breed-traits.ts';
import { demoImageJobs } from './demo-images.ts';
import { drawArt, type ArtOptions } from './draw-art.ts';
import { PRODUCT_KINDS, drawKind, productKind } from './product-picture.ts';

/** The demo pack's breeds and products, as the drawings need them. */
const pack = englishPack();
const content = {
  breeds: packRows(pack, 'breeds').map((b) => ({
    key: String(b.key),
    family: String(b.family),
    colors: b.colors as string[],
  })),
  products: packRows(pack, 'products').map((p) => ({
    id: Number(p.id_product),
    type: String(p.type),
    colors: PRODUCT_COLOURS[Number(p.id_product)] ?? ['#888888', '#444444'],
  })),
};

/** Same colours and background for every breed, so what differs is the drawing's structure. */
const GREY = ['#8a7a6a', '#8a7a6a', '#8a7a6a'];
const portrait = (breed: string, width = 160, height = 120): ArtOptions => ({
  subject: 'dog',
  seed: 'same-backdrop',
  colors: GREY,
  breed,
  width,
  height,
});

async function pixels(art: ArtOptions): Promise<Buffer> {
  return sharp(Buffer.from(drawArt(art)))
    .greyscale()
    .raw()
    .toBuffer();
}

/** Mean absolute difference of two greyscale pictures, 0 (same) to 255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('breed portraits (decision 050)', () => {
  it('has traits for every breed of the demo, and none for a breed that is not there', () => {
    const keys = content.breeds.map((b) => b.key);
    expect(keys).toHaveLength(116);
    expect(keys.filter((k) => !BREED_TRAITS[k])).toEqual([]);
    expect(Object.keys(BREED_TRAITS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('draws each breed from its own traits: the jobs name the breed', () => {
    const jobs = demoImageJobs(pack).filter((j) => j.file.startsWith('breeds/'));
    expect(jobs).toHaveLength(116 * 4);
    for (const job of jobs) expect(job.file).toContain(job.art.breed!);
  });

  it('gives clearly different breeds different shapes', () => {
    const shape = (key: string) => quadrupedShape(BREED_TRAITS[key] as QuadrupedTraits);
    // A Dachshund stands far lower than a Labrador; a Greyhound higher and leaner.
    expect(shape('dachshund').legHeight).toBeLessThan(shape('labrador-retriever').legHeight / 2);
    expect(shape('greyhound').legHeight).toBeGreaterThan(shape('labrador-retriever').legHeight);
    expect(shape('pug').muzzleLength).toBeLessThan(shape('labrador-retriever').muzzleLength / 3);
    const lab = BREED_TRAITS['labrador-retriever'] as QuadrupedTraits;
    const akita = BREED_TRAITS.akita as QuadrupedTraits;
    expect([lab.ears, lab.tail, lab.coat]).toEqual(['drop', 'otter', 'short']);
    expect([akita.ears, akita.tail, akita.coat]).toEqual(['pricked', 'curled', 'fluffy']);
  });

  it('renders clearly different breeds visibly apart, in the same colours', async () => {
    const groups = [
      ['labrador-retriever', 'akita', 'dachshund', 'pug', 'poodle'],
      ['persian', 'siamese', 'sphynx'],
    ];
    for (const group of groups) {
      const rendered = await Promise.all(group.map((k) => pixels(portrait(k))));
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const d = difference(rendered[i]!, rendered[j]!);
          expect(d, `${group[i]} vs ${group[j]}`).toBeGreaterThan(THRESHOLD);
        }
      }
    }
    // The measure itself: a breed against itself differs by nothing.
    expect(difference(await pixels(portrait('akita')), await pixels(portrait('akita')))).toBe(0);
  });

  it('is deterministic: the same input gives the same SVG and the same picture', async () => {
    for (const key of [
      'golden-retriever',
      'maine-coon',
      'cockatiel',
      'guppy',
      'holland-lop-rabbit',
    ]) {
      const art = {
        ...portrait(key, 600, 450),
        colors: content.breeds.find((b) => b.key === key)!.colors,
      };
      expect(drawArt(art)).toBe(drawArt({ ...art }));
      const [a, b] = await Promise.all([pixels(art), pixels({ ...art })]);
      expect(a.equals(b)).toBe(true);
    }
  });
});

describe('product pictures (decision 050)', () => {
  it('gives every product of the demo a kind from the table', () => {
    const missing = content.products.filter((p) => !PRODUCT_KINDS[p.id]);
    expect(missing.map((p) => p.id)).toEqual([]);
    expect(productKind(23)).toBe('aquarium');
    expect(productKind(3)).toBe('bed');
    // A product not in the table: its kind is read from its name.
    expect(productKind(999, 'Bamboo Cat Scratching Post')).toBe('scratcher');
  });

  it('draws each product (and banner) from its kind, in its colours', () => {
    const jobs = demoImageJobs(pack).filter((j) => j.file.startsWith('products/'));
    expect(jobs.length).toBeGreaterThan(content.products.length * 2);
    for (const job of jobs) {
      const product = content.products.find((p) => p.id === job.art.product)!;
      const svg = drawArt(job.art);
      expect(svg).toContain(
        drawKind(productKind(product.id), product.colors[0]!, product.colors[1]!),
      );
    }
    // Different kinds are different drawings.
    const kinds = new Set(
      content.products.map((p) => drawKind(productKind(p.id), '#445566', '#ddccbb')),
    );
    expect(kinds.size).toBe(new Set(content.products.map((p) => productKind(p.id))).size);
  });
});

/**
 * Mean greyscale difference (of 255) two structurally different breeds must exceed. Measured when
 * written (decision 050): Labrador/Akita 21.8, Labrador/Dachshund 31.6, Labrador/Pug 17.2,
 * Labrador/Poodle 16.8, Persian/Siamese 15.7, Persian/Sphynx 13.4, Siamese/Sphynx 10.1; close
 * breeds sit lower (Vizsla/Weimaraner 9.4, Russian Blue/Chartreux 8.4).
 */
const THRESHOLD = 8;
