import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { breeds, families } from '../../../db/schema/index.ts';
import type { FamilyInput } from '../../breeds/breed-rules.ts';
import { localizedName, localizedSlug, type Locale } from '../../site/locale.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';

/** Why a family save was not made, or the revision it made. */
export type FamilySaveResult =
  | { ok: true; revision: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; revision: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

/** Families in menu order, their names in the site's language. */
export async function readFamilies(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(families)
    .orderBy(asc(families.position), asc(families.idFamily));
  return rows.map((f) => ({
    id_family: f.idFamily,
    name: localizedName(f.name, f.translations, locale),
    slug: localizedSlug(f.slug, f.translations, locale),
    is_root_category: f.isRootCategory,
    has_breeds: f.hasBreeds,
    menu_colour: f.menuColour,
    menu_image_url: f.menuImageUrl,
    image_url: f.imageUrl,
    position: f.position,
    breed_of_the_week_mode: f.breedOfTheWeekMode,
    id_breed_of_the_week: f.idBreedOfTheWeek,
    revision: f.revision,
  }));
}

/**
 * Saves a family: the name goes to the site's language (the English name, or the pt / pt_BR
 * translation), the chosen breed of the week must be one of its breeds.
 */
export async function updateFamily(
  db: Db,
  locale: Locale,
  { idStaff: actor }: Actor,
  idFamily: number,
  input: FamilyInput,
): Promise<FamilySaveResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(families)
      .where(eq(families.idFamily, idFamily))
      .for('update');
    if (!before) return { ok: false as const, reason: 'not_found' as const };
    if (before.revision !== input.revision)
      return { ok: false as const, reason: 'conflict' as const, revision: before.revision };
    if (input.id_breed_of_the_week !== null) {
      const [breed] = await tx
        .select({ idFamily: breeds.idFamily })
        .from(breeds)
        .where(eq(breeds.idBreed, input.id_breed_of_the_week));
      if (breed?.idFamily !== idFamily)
        return {
          ok: false as const,
          reason: 'invalid' as const,
          errors: { id_breed_of_the_week: ['studio_breeds.errors.week_breed'] },
        };
    }
    const names =
      locale === 'en'
        ? { name: input.name, translations: before.translations }
        : {
            name: before.name,
            translations: {
              ...before.translations,
              [locale]: { ...before.translations[locale], name: input.name },
            },
          };
    const revision = before.revision + 1;
    await tx
      .update(families)
      .set({
        ...names,
        isRootCategory: input.is_root_category,
        hasBreeds: input.has_breeds,
        menuColour: input.menu_colour,
        menuImageUrl: input.menu_image_url,
        imageUrl: input.image_url,
        position: input.position,
        breedOfTheWeekMode: input.breed_of_the_week_mode,
        idBreedOfTheWeek: input.id_breed_of_the_week,
        revision,
      })
      .where(eq(families.idFamily, idFamily));
    const { revision: _revision, ...after } = input;
    await audit(tx, {
      actor,
      action: 'family.update',
      subjectType: 'family',
      subjectId: idFamily,
      details: {
        before: {
          name: localizedName(before.name, before.translations, locale),
          is_root_category: before.isRootCategory,
          has_breeds: before.hasBreeds,
          menu_colour: before.menuColour,
          menu_image_url: before.menuImageUrl,
          image_url: before.imageUrl,
          position: before.position,
          breed_of_the_week_mode: before.breedOfTheWeekMode,
          id_breed_of_the_week: before.idBreedOfTheWeek,
        },
        after,
      },
    });
    return { ok: true as const, revision };
  });
}
