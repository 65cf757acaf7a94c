import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import {
  BREED_TEXT_SECTIONS,
  breedProducts,
  breedRelated,
  breedTexts,
  breeds,
  families,
  products,
} from '../../../db/schema/index.ts';
import type { BreedInput } from '../../breeds/breed-rules.ts';
import { breedSearchText } from '../../search/search-text.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { readBreed, type BreedSaveResult } from './read-breed.ts';

/** What the audit log keeps of a breed: every edited field (docs/decisions/042). */
export const snapshot = (breed: BreedInput) => ({ ...breed });

function rowValues(input: BreedInput) {
  return {
    idFamily: input.id_family!,
    name: input.name,
    slug: input.slug,
    synonyms: input.synonyms,
    origin: input.origin,
    dateOrigin: input.date_origin,
    raceType: input.race_type,
    utilizations: input.utilizations,
    abstract: input.abstract,
    lifespanMin: input.lifespan.minimum,
    lifespanMax: input.lifespan.maximum,
    measures: input.measures,
    attributes: input.attributes,
    specifics: input.specifics,
    imageUrl: input.image_url,
    fluidImageUrl: input.fluid_image_url,
    idFeaturedProduct: input.featured_product,
    searchText: breedSearchText({
      name: input.name,
      synonyms: input.synonyms,
      origin: input.origin,
      raceType: input.race_type,
    }),
  };
}

/** References that must exist: the family, the products, the related breeds (not itself). */
async function checkReferences(
  executor: Executor,
  input: BreedInput,
  idBreed: number | null,
): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const productIds = [
    ...new Set([...input.kit, ...(input.featured_product ? [input.featured_product] : [])]),
  ];
  const [family, productRows, relatedRows] = await Promise.all([
    executor
      .select({ id: families.idFamily })
      .from(families)
      .where(eq(families.idFamily, input.id_family!)),
    productIds.length
      ? executor
          .select({ id: products.idProduct })
          .from(products)
          .where(inArray(products.idProduct, productIds))
      : Promise.resolve([]),
    input.related.length
      ? executor
          .select({ id: breeds.idBreed })
          .from(breeds)
          .where(inArray(breeds.idBreed, input.related))
      : Promise.resolve([]),
  ]);
  if (!family.length) errors.id_family = ['studio_breeds.errors.family'];
  const knownProducts = new Set(productRows.map((p) => p.id));
  if (input.featured_product && !knownProducts.has(input.featured_product))
    errors.featured_product = ['studio_breeds.errors.product'];
  if (input.kit.some((id) => !knownProducts.has(id))) errors.kit = ['studio_breeds.errors.product'];
  const knownBreeds = new Set(relatedRows.map((b) => b.id));
  if (input.related.some((id) => !knownBreeds.has(id) || id === idBreed))
    errors.related = ['studio_breeds.errors.related'];
  return Object.keys(errors).length ? errors : null;
}

/** Texts, kit and related breeds replaced by the input's, in its order. */
async function writeParts(tx: Executor, idBreed: number, input: BreedInput) {
  await tx.delete(breedTexts).where(eq(breedTexts.idBreed, idBreed));
  const texts = BREED_TEXT_SECTIONS.filter((section) => input.texts[section]).map((section) => ({
    idBreed,
    section,
    content: input.texts[section],
  }));
  if (texts.length) await tx.insert(breedTexts).values(texts);
  await tx.delete(breedProducts).where(eq(breedProducts.idBreed, idBreed));
  if (input.kit.length)
    await tx
      .insert(breedProducts)
      .values(input.kit.map((idProduct, position) => ({ idBreed, idProduct, position })));
  await tx.delete(breedRelated).where(eq(breedRelated.idBreed, idBreed));
  if (input.related.length)
    await tx
      .insert(breedRelated)
      .values(input.related.map((idRelated, position) => ({ idBreed, idRelated, position })));
}

/** A new breed at revision 1, its parts and its audit entry, in one transaction. */
export async function createBreed(
  db: Db,
  { idStaff: actor }: Actor,
  input: BreedInput,
): Promise<BreedSaveResult> {
  return db.transaction(async (tx): Promise<BreedSaveResult> => {
    const errors = await checkReferences(tx, input, null);
    if (errors) return { ok: false, reason: 'invalid', errors };
    const [row] = await tx
      .insert(breeds)
      .values({ ...rowValues(input), key: `studio-${randomUUID()}`, revision: 1 })
      .returning({ idBreed: breeds.idBreed });
    await writeParts(tx, row!.idBreed, input);
    await audit(tx, {
      actor,
      action: 'breed.create',
      subjectType: 'breed',
      subjectId: row!.idBreed,
      details: { after: snapshot(input) },
    });
    return { ok: true, breed: (await readBreed(tx, row!.idBreed))! };
  });
}

/** Saves over revision `revision`; a newer one in the database: conflict (409). */
export async function updateBreed(
  db: Db,
  { idStaff: actor }: Actor,
  idBreed: number,
  revision: number,
  input: BreedInput,
): Promise<BreedSaveResult> {
  return db.transaction(async (tx): Promise<BreedSaveResult> => {
    const [locked] = await tx
      .select({ revision: breeds.revision })
      .from(breeds)
      .where(eq(breeds.idBreed, idBreed))
      .for('update');
    if (!locked) return { ok: false, reason: 'not_found' };
    if (locked.revision !== revision)
      return { ok: false, reason: 'conflict', revision: locked.revision };
    const errors = await checkReferences(tx, input, idBreed);
    if (errors) return { ok: false, reason: 'invalid', errors };
    const before = (await readBreed(tx, idBreed))!;
    await tx
      .update(breeds)
      .set({ ...rowValues(input), revision: revision + 1, updatedAt: new Date() })
      .where(eq(breeds.idBreed, idBreed));
    await writeParts(tx, idBreed, input);
    const { id_breed: _id, revision: _revision, updated_at: _at, ...was } = before;
    await audit(tx, {
      actor,
      action: 'breed.update',
      subjectType: 'breed',
      subjectId: idBreed,
      details: { before: snapshot(was), after: snapshot(input) },
    });
    return { ok: true, breed: (await readBreed(tx, idBreed))! };
  });
}
