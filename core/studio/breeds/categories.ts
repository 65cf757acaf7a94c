import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import type { CategoryInput } from '../../breeds/breed-rules.ts';
import { localizedName, localizedSlug, type Locale } from '../../site/locale.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';

/** Categories in menu order, their names in the site's language. */
export async function readCategories(db: Db, locale: Locale) {
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
}

/** Saves a category's name (in the site's language) and place in the menus. */
export async function updateCategory(
  db: Db,
  locale: Locale,
  { idStaff: actor }: Actor,
  idCategory: number,
  input: CategoryInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
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
}
