import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  BREED_TEXT_SECTIONS,
  breedProducts,
  breedRelated,
  breedTexts,
  breeds,
  type BreedTextSection,
} from '../../../db/schema/index.ts';
import type { BreedInput } from '../../breeds/breed-rules.ts';

export type BreedRow = typeof breeds.$inferSelect;

/** A breed as the studio edits it: the row's fields in the shape of BreedInput, and its revision. */
export interface EditableBreed extends BreedInput {
  id_breed: number;
  revision: number;
  updated_at: string;
}

/** Why a save was not made. */
export type BreedSaveResult =
  | { ok: true; breed: EditableBreed }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; revision: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

/** The breed's row, texts, kit and related breeds as one editable breed. */
export async function readBreed(
  executor: Executor,
  idBreed: number,
): Promise<EditableBreed | null> {
  const [row] = await executor.select().from(breeds).where(eq(breeds.idBreed, idBreed)).limit(1);
  if (!row) return null;
  const [texts, kit, related] = await Promise.all([
    executor.select().from(breedTexts).where(eq(breedTexts.idBreed, idBreed)),
    executor
      .select({ id: breedProducts.idProduct })
      .from(breedProducts)
      .where(eq(breedProducts.idBreed, idBreed))
      .orderBy(asc(breedProducts.position), asc(breedProducts.idProduct)),
    executor
      .select({ id: breedRelated.idRelated })
      .from(breedRelated)
      .where(eq(breedRelated.idBreed, idBreed))
      .orderBy(asc(breedRelated.position)),
  ]);
  return {
    id_breed: row.idBreed,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
    id_family: row.idFamily,
    name: row.name,
    slug: row.slug,
    synonyms: row.synonyms,
    origin: row.origin,
    date_origin: row.dateOrigin,
    race_type: row.raceType,
    utilizations: row.utilizations,
    abstract: row.abstract,
    lifespan: { minimum: row.lifespanMin, maximum: row.lifespanMax },
    measures: row.measures,
    attributes: row.attributes,
    specifics: row.specifics,
    texts: Object.fromEntries(
      BREED_TEXT_SECTIONS.map((section) => [
        section,
        texts.find((text) => text.section === section)?.content ?? '',
      ]),
    ) as Record<BreedTextSection, string>,
    image_url: row.imageUrl,
    fluid_image_url: row.fluidImageUrl,
    featured_product: row.idFeaturedProduct,
    kit: kit.map((k) => k.id),
    related: related.map((r) => r.id),
  };
}
