import { describe, expect, it } from 'vitest';
import { closeness, rankRelated, typicalWeight, type BreedTraits } from './related-ranking.ts';

const range = (minimum: number | null, maximum: number | null) => ({ minimum, maximum });
function breed(
  id_breed: number,
  name: string,
  attributes: BreedTraits['attributes'],
  kg: [number, number] | null,
): BreedTraits {
  const weight = kg ? range(kg[0], kg[1]) : range(null, null);
  return {
    id_breed,
    name,
    attributes,
    measures: {
      male: { weight, height: range(null, null) },
      female: { weight, height: range(null, null) },
    },
  };
}

const labrador = breed(
  1,
  'Labrador Retriever',
  { size: 'large', exercise: 'high', grooming: 'moderate' },
  [25, 36],
);
const golden = breed(
  2,
  'Golden Retriever',
  { size: 'large', exercise: 'high', grooming: 'high' },
  [25, 34],
);
const pointer = breed(
  3,
  'German Shorthaired Pointer',
  { size: 'large', exercise: 'very_high', grooming: 'low' },
  [20, 32],
);
const afghan = breed(
  4,
  'Afghan Hound',
  { size: 'large', exercise: 'moderate', grooming: 'high' },
  [23, 27],
);
const akita = breed(
  5,
  'Akita',
  { size: 'large', exercise: 'moderate', grooming: 'moderate' },
  [32, 59],
);
const chihuahua = breed(
  6,
  'Chihuahua',
  { size: 'tiny', exercise: 'low', grooming: 'low' },
  [1.5, 3],
);
const boxer = breed(7, 'Boxer', { size: 'large', exercise: 'high', grooming: 'low' }, [25, 32]);
const flatCoat = breed(
  8,
  'Flat-Coated Retriever',
  { size: 'large', exercise: 'high', grooming: 'moderate' },
  [25, 36],
);

describe('related breeds', () => {
  it('ranks the closest in size, energy and grooming first, not the alphabet', () => {
    const ranked = rankRelated(
      labrador,
      [afghan, akita, boxer, chihuahua, golden, pointer, flatCoat],
      4,
    );
    expect(ranked.map((b) => b.name)).toEqual([
      'Flat-Coated Retriever',
      // Both one grooming step away: the closer weight first.
      'Golden Retriever',
      'Boxer',
      'Akita',
    ]);
    expect(ranked.map((b) => b.name)).not.toContain('Chihuahua');
  });

  it('gives each a reason: what the two share', () => {
    expect(closeness(labrador, flatCoat).reason).toBe('size_energy');
    expect(closeness(labrador, golden).reason).toBe('size_energy');
    expect(closeness(labrador, akita).reason).toBe('grooming');
    expect(closeness(labrador, afghan).reason).toBe('size');
    expect(closeness(labrador, chihuahua).reason).toBe('family');
    expect(
      closeness(
        chihuahua,
        breed(9, 'Papillon', { size: 'tiny', exercise: 'moderate', grooming: 'low' }, [1.5, 3.5]),
      ).reason,
    ).toBe('size_grooming');
    expect(
      closeness(
        chihuahua,
        breed(10, 'Pug', { size: 'small', exercise: 'low', grooming: 'low' }, [6, 8]),
      ).reason,
    ).toBe('energy_grooming');
  });

  it('a closer weight breaks a tie between the same gauges', () => {
    const heavy = breed(
      11,
      'A heavy one',
      { size: 'large', exercise: 'high', grooming: 'moderate' },
      [45, 60],
    );
    const ranked = rankRelated(labrador, [heavy, flatCoat], 2);
    expect(ranked.map((b) => b.id_breed)).toEqual([8, 11]);
    // Half as heavy again is no longer "similar size", whatever the gauge says.
    expect(closeness(labrador, heavy).reason).toBe('energy_grooming');
  });

  it('leaves the breed itself out, keeps the limit, and orders ties by name', () => {
    const twinA = breed(12, 'Bravo', labrador.attributes, [25, 36]);
    const twinB = breed(13, 'Alpha', labrador.attributes, [25, 36]);
    const ranked = rankRelated(labrador, [labrador, twinA, twinB, chihuahua], 2);
    expect(ranked.map((b) => b.name)).toEqual(['Alpha', 'Bravo']);
  });

  it('unknown gauges and weights rank after known close ones', () => {
    const unknown = breed(14, 'Aaa unknown', {}, null);
    const ranked = rankRelated(labrador, [unknown, boxer], 2);
    expect(ranked.map((b) => b.name)).toEqual(['Boxer', 'Aaa unknown']);
    expect(closeness(labrador, unknown).reason).toBe('family');
  });

  it('reads a typical weight from the known bounds of both sexes', () => {
    expect(typicalWeight(labrador.measures)).toBe(30.5);
    expect(typicalWeight(breed(15, 'x', {}, null).measures)).toBeNull();
    expect(
      typicalWeight({
        male: { weight: range(0, 10), height: range(null, null) },
        female: { weight: range(null, null), height: range(null, null) },
      }),
    ).toBe(10);
  });
});
