import type { BreedAttributeName, MeasureRange, SexMeasures } from '../../db/schema/index.ts';
import { ATTRIBUTE_OPTIONS } from './attributes.ts';

/**
 * Related breeds that are related (docs/decisions/086-breed-and-article-pages.md): of the same
 * family, the closest in size (the size gauge and the weight), energy (the exercise gauge) and
 * grooming, each card with the reason it is shown.
 */

/** Why a breed is shown beside another: what they share, most telling first. */
export const RELATED_REASONS = [
  'size_energy',
  'size_grooming',
  'energy_grooming',
  'size',
  'energy',
  'grooming',
  'family',
] as const;
export type RelatedReason = (typeof RELATED_REASONS)[number];

/** What the ranking reads of a breed. */
export interface BreedTraits {
  id_breed: number;
  name: string;
  attributes: Partial<Record<BreedAttributeName, string>>;
  measures: { male: SexMeasures; female: SexMeasures };
}

/** A breed's typical adult weight: the middle of the known bounds of both sexes, or null. */
export function typicalWeight(measures: BreedTraits['measures']): number | null {
  const middle = (range: MeasureRange | undefined) => {
    const bounds = [range?.minimum, range?.maximum].filter(
      (v): v is number => typeof v === 'number' && v > 0,
    );
    return bounds.length ? bounds.reduce((a, b) => a + b, 0) / bounds.length : null;
  };
  const both = [middle(measures.male?.weight), middle(measures.female?.weight)].filter(
    (v): v is number => v !== null,
  );
  return both.length ? both.reduce((a, b) => a + b, 0) / both.length : null;
}

/** How far apart two breeds are on one gauge, 0 (same option) to 1 (opposite ends); unknown: 1. */
function gaugeGap(name: BreedAttributeName, a: BreedTraits, b: BreedTraits): number {
  const options = ATTRIBUTE_OPTIONS[name];
  const ia = options.indexOf(a.attributes[name] ?? '');
  const ib = options.indexOf(b.attributes[name] ?? '');
  if (ia < 0 || ib < 0) return 1;
  return Math.abs(ia - ib) / Math.max(1, options.length - 1);
}

/** Weights as a ratio on a log scale: 30 kg and 60 kg are as far apart as 3 kg and 6 kg. */
function weightGap(a: BreedTraits, b: BreedTraits): number {
  const wa = typicalWeight(a.measures);
  const wb = typicalWeight(b.measures);
  if (wa === null || wb === null) return 0.5;
  return Math.min(1, Math.abs(Math.log2(wa / wb)) / 2);
}

/** "Similar size": the same size gauge, and the heavier at most 35 % heavier. */
const SIMILAR_WEIGHT = Math.log2(1.35) / 2;

export interface Closeness {
  /** 0 is a twin; larger is further. */
  distance: number;
  reason: RelatedReason;
}

/** How close a candidate is to the breed, and the reason to show it. */
export function closeness(breed: BreedTraits, candidate: BreedTraits): Closeness {
  const size = gaugeGap('size', breed, candidate);
  const weight = weightGap(breed, candidate);
  const energy = gaugeGap('exercise', breed, candidate);
  const grooming = gaugeGap('grooming', breed, candidate);
  // Size counts most (gauge and weight), then energy, then grooming.
  const distance = 2 * size + 2 * weight + 1.5 * energy + grooming;
  const similar = {
    size: size === 0 && weight <= SIMILAR_WEIGHT,
    energy: energy === 0,
    grooming: grooming === 0,
  };
  const reason: RelatedReason =
    similar.size && similar.energy
      ? 'size_energy'
      : similar.size && similar.grooming
        ? 'size_grooming'
        : similar.energy && similar.grooming
          ? 'energy_grooming'
          : similar.size
            ? 'size'
            : similar.energy
              ? 'energy'
              : similar.grooming
                ? 'grooming'
                : 'family';
  return { distance, reason };
}

/**
 * The closest candidates first (ties by name, so the order is stable), each with its reason.
 * The candidates are the breed's family, the breed itself left out.
 */
export function rankRelated<T extends BreedTraits>(
  breed: BreedTraits,
  candidates: readonly T[],
  limit: number,
  compareNames: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): (T & { reason: RelatedReason })[] {
  return candidates
    .filter((c) => c.id_breed !== breed.id_breed)
    .map((c) => ({ candidate: c, ...closeness(breed, c) }))
    .sort((a, b) => a.distance - b.distance || compareNames(a.candidate.name, b.candidate.name))
    .slice(0, limit)
    .map(({ candidate, reason }) => ({ ...candidate, reason }));
}
