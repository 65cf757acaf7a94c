// Over 300 lines on purpose: breeds, families and categories share the revision check and the audit of one transaction.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  BREED_TEXT_SECTIONS,
  breedProducts,
  breedRelated,
  breedTexts,
  breeds,
  categories,
  families,
  products,
  type BreedTextSection,
} from '../../../db/schema/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { BreedInput, CategoryInput, FamilyInput } from '../../breeds/breed-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { breedSearchText } from '../../search/search-text.ts';
import { localizedName, localizedSlug, type Locale } from '../../site/locale.ts';
import { audit } from '../../shared/audit.ts';
import { guarded, type Actor } from '../operations.ts';

/** Breeds per page of the studio's list. */
export const BREED_PAGE_SIZE = 25;

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the audit log keeps of a breed: every edited field (docs/decisions/042). */
const snapshot = (breed: BreedInput) => ({ ...breed });

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

/** The breed's row, texts, kit and related breeds as one editable breed. */
async function readBreed(executor: Executor, idBreed: number): Promise<EditableBreed | null> {
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

/**
 * Breeds, families and categories in the studio (docs/decisions/042). Every change is
 * one transaction with its audit entry; a breed or family save names the revision it was loaded
 * at and is refused when another save came first; after the commit every public page is purged
 * (breed lists, profiles, details, menus and search all show breeds).
 */
export function createBreedServices(db: Db, purge: PurgeBus, locale: Locale) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };

  return guarded(
    'studioBreeds',
    {
      list: null,
      get: null,
      choices: null,
      families: null,
      categories: null,
      create: 'breeds.edit',
      update: 'breeds.edit',
      remove: 'breeds.edit',
      saveFamily: 'breeds.edit',
      saveCategory: 'breeds.edit',
    },
    {
      /** A page of breeds, A to Z, by a part of the name or a synonym and by family. */
      async list(query: { q?: string; family?: number | null; page?: number }) {
        const page = Math.max(1, Math.floor(query.page ?? 1));
        const where: SQL[] = [];
        const q = query.q?.trim();
        if (q) {
          const like = `%${escapeLike(q)}%`;
          where.push(
            or(
              ilike(breeds.name, like),
              sql`array_to_string(${breeds.synonyms}, ';') ilike ${like}`,
            )!,
          );
        }
        if (query.family) where.push(eq(breeds.idFamily, query.family));
        const condition = where.length ? and(...where) : undefined;
        const [rows, [total]] = await Promise.all([
          db
            .select({
              id_breed: breeds.idBreed,
              id_family: breeds.idFamily,
              name: breeds.name,
              slug: breeds.slug,
              revision: breeds.revision,
              updated_at: breeds.updatedAt,
            })
            .from(breeds)
            .where(condition)
            .orderBy(asc(breeds.name), asc(breeds.idBreed))
            .limit(BREED_PAGE_SIZE)
            .offset((page - 1) * BREED_PAGE_SIZE),
          db.select({ n: count() }).from(breeds).where(condition),
        ]);
        const n = Number(total?.n ?? 0);
        return { breeds: rows, total: n, page, pages: Math.max(1, Math.ceil(n / BREED_PAGE_SIZE)) };
      },

      get: (idBreed: number) => readBreed(db, idBreed),

      /** What the form's pickers offer: every product and every breed, by name. */
      async choices() {
        const [productRows, breedRows] = await Promise.all([
          db
            .select({ id: products.idProduct, name: products.name })
            .from(products)
            .orderBy(asc(products.name), asc(products.idProduct)),
          db
            .select({ id: breeds.idBreed, name: breeds.name, id_family: breeds.idFamily })
            .from(breeds)
            .orderBy(asc(breeds.name), asc(breeds.idBreed)),
        ]);
        return { products: productRows, breeds: breedRows };
      },

      async create({ idStaff: actor }: Actor, input: BreedInput): Promise<BreedSaveResult> {
        const result = await db.transaction(async (tx): Promise<BreedSaveResult> => {
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
        return result.ok ? done(result) : result;
      },

      /** Saves over revision `revision`; a newer one in the database: conflict (409). */
      async update(
        { idStaff: actor }: Actor,
        idBreed: number,
        revision: number,
        input: BreedInput,
      ): Promise<BreedSaveResult> {
        const result = await db.transaction(async (tx): Promise<BreedSaveResult> => {
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
        return result.ok ? done(result) : result;
      },

      /**
       * Deletes a breed: its texts, kit and related links go with it, members' pets keep their
       * pet with no breed (db/schema/members.ts), a family's chosen breed of the week is cleared.
       */
      async remove({ idStaff: actor }: Actor, idBreed: number): Promise<boolean> {
        const removed = await db.transaction(async (tx) => {
          const before = await readBreed(tx, idBreed);
          if (!before) return false;
          await tx
            .update(families)
            .set({ idBreedOfTheWeek: null })
            .where(eq(families.idBreedOfTheWeek, idBreed));
          await tx.delete(breeds).where(eq(breeds.idBreed, idBreed));
          const { id_breed: _id, revision: _revision, updated_at: _at, ...was } = before;
          await audit(tx, {
            actor,
            action: 'breed.delete',
            subjectType: 'breed',
            subjectId: idBreed,
            details: { before: snapshot(was) },
          });
          return true;
        });
        return removed && done(true);
      },

      /** Families in menu order, their names in the site's language. */
      async families() {
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
      },

      async categories() {
        const rows = await db
          .select()
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.idCategory));
        return rows.map((c) => ({
          id_category: c.idCategory,
          name: localizedName(c.name, c.translations, locale),
          slug: localizedSlug(c.slug, c.translations, locale),
          position: c.position,
        }));
      },

      /**
       * Saves a family: the name goes to the site's language (the English name, or the pt / pt_BR
       * translation), the chosen breed of the week must be one of its breeds.
       */
      async saveFamily(
        { idStaff: actor }: Actor,
        idFamily: number,
        input: FamilyInput,
      ): Promise<
        | { ok: true; revision: number }
        | { ok: false; reason: 'not_found' }
        | { ok: false; reason: 'conflict'; revision: number }
        | { ok: false; reason: 'invalid'; errors: Record<string, string[]> }
      > {
        const result = await db.transaction(async (tx) => {
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
        return result.ok ? done(result) : result;
      },

      /** Saves a category's name (in the site's language) and place in the menus. */
      async saveCategory(
        { idStaff: actor }: Actor,
        idCategory: number,
        input: CategoryInput,
      ): Promise<boolean> {
        const saved = await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(categories)
            .where(eq(categories.idCategory, idCategory))
            .for('update');
          if (!before) return false;
          const names =
            locale === 'en'
              ? { name: input.name }
              : {
                  translations: {
                    ...before.translations,
                    [locale]: { ...before.translations[locale], name: input.name },
                  },
                };
          await tx
            .update(categories)
            .set({ ...names, position: input.position })
            .where(eq(categories.idCategory, idCategory));
          await audit(tx, {
            actor,
            action: 'category.update',
            subjectType: 'category',
            subjectId: idCategory,
            details: {
              before: {
                name: localizedName(before.name, before.translations, locale),
                position: before.position,
              },
              after: input,
            },
          });
          return true;
        });
        return saved && done(true);
      },
    },
  );
}

export type BreedServices = ReturnType<typeof createBreedServices>;
