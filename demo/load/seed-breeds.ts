import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  breedProducts,
  breedTexts,
  breeds,
  families,
  type BreedTextSection,
} from '../../db/schema/index.ts';
import { breedSearchText } from '../../core/search/search-text.ts';
import { slugify } from '../../core/shared/slug.ts';
import { mediaUrls } from '../art/demo-images.ts';
import * as content from '../content/index.ts';
import { FAMILIES, familyId } from '../content/taxonomy.ts';
import { upsertSet } from './upsert-set.ts';

const range = (r: { min: number | null; max: number | null }) => ({
  minimum: r.min,
  maximum: r.max,
});

export async function seedBreeds(db: Db) {
  const rows = await db
    .insert(breeds)
    .values(
      content.breeds.map((b) => ({
        key: b.key,
        idFamily: familyId(b.family),
        name: b.name,
        slug: slugify(b.name),
        synonyms: b.synonyms,
        origin: b.origin,
        dateOrigin: b.dateOrigin,
        raceType: b.raceType,
        utilizations: b.utilizations,
        abstract: b.abstract,
        lifespanMin: b.lifespan.min,
        lifespanMax: b.lifespan.max,
        measures: {
          male: { weight: range(b.measures.male.weight), height: range(b.measures.male.height) },
          female: {
            weight: range(b.measures.female.weight),
            height: range(b.measures.female.height),
          },
        },
        attributes: { ...b.attributes },
        specifics: b.specifics,
        imageUrl: mediaUrls.breed(b.key),
        fluidImageUrl: mediaUrls.breedFluid(b.key),
        colors: b.colors,
        searchText: breedSearchText(b),
      })),
    )
    .onConflictDoUpdate({
      target: breeds.key,
      set: upsertSet([
        'id_family',
        'name',
        'slug',
        'synonyms',
        'origin',
        'date_origin',
        'race_type',
        'utilizations',
        'abstract',
        'lifespan_min',
        'lifespan_max',
        'measures',
        'attributes',
        'specifics',
        'image_url',
        'fluid_image_url',
        'colors',
      ]),
    })
    .returning({ idBreed: breeds.idBreed, key: breeds.key });
  const idOf = new Map(rows.map((r) => [r.key, r.idBreed]));

  const texts = content.breeds.flatMap((b) =>
    Object.entries(b.texts).map(([section, text]) => ({
      idBreed: idOf.get(b.key)!,
      section: section as BreedTextSection,
      content: text as string,
    })),
  );
  await db.delete(breedTexts).where(inArray(breedTexts.idBreed, [...idOf.values()]));
  await db.insert(breedTexts).values(texts);

  // Breed kits: every product that names the breed, in catalogue order; the first is featured.
  const kits = content.products.flatMap((p) =>
    (p.breeds ?? [])
      .filter((key) => idOf.has(key))
      .map((key, position) => ({ idBreed: idOf.get(key)!, idProduct: p.id, position })),
  );
  await db.delete(breedProducts).where(inArray(breedProducts.idBreed, [...idOf.values()]));
  if (kits.length) await db.insert(breedProducts).values(kits);
  for (const b of content.breeds) {
    const kit = content.products.find((p) => p.breeds?.includes(b.key));
    if (kit)
      await db.update(breeds).set({ idFeaturedProduct: kit.id }).where(eq(breeds.key, b.key));
  }

  for (const family of FAMILIES) {
    const week = content.breeds.find((b) => b.family === family.key && b.breedOfTheWeek);
    await db
      .update(families)
      .set({ idBreedOfTheWeek: week ? idOf.get(week.key)! : null })
      .where(eq(families.idFamily, family.id));
  }
}
