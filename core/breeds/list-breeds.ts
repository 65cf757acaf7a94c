import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { breeds } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { compareText } from '../site/locale-format.ts';

/** A breed as the list call answers it. */
export interface BreedListItem {
  id_breed: number;
  id_family: number;
  name: string;
  slug: string;
  image_url: string | null;
  fluid_image_url: string | null;
  /** Semicolon-separated in lists (a list in the profile). */
  synonyms: string;
  /** Size option key, shown on list cards. */
  size: string;
}

/**
 * The breeds of one family, A to Z as a reader of the site's language sorts them ("Cão" beside
 * "Cane", not after "Z", whatever the database's collation). An unknown family gives an empty list.
 */
export async function listBreeds(db: Db, idFamily: number, locale: Locale = 'en'): Promise<BreedListItem[]> {
  const rows = await db
    .select({
      idBreed: breeds.idBreed,
      idFamily: breeds.idFamily,
      name: breeds.name,
      slug: breeds.slug,
      imageUrl: breeds.imageUrl,
      fluidImageUrl: breeds.fluidImageUrl,
      synonyms: breeds.synonyms,
      attributes: breeds.attributes,
    })
    .from(breeds)
    .where(eq(breeds.idFamily, idFamily))
    .orderBy(asc(breeds.name));
  const compare = compareText(locale);
  rows.sort((a, b) => compare(a.name, b.name));
  return rows.map((row) => ({
    id_breed: row.idBreed,
    id_family: row.idFamily,
    name: row.name,
    slug: row.slug,
    image_url: row.imageUrl,
    fluid_image_url: row.fluidImageUrl,
    synonyms: row.synonyms.join(';'),
    size: row.attributes.size,
  }));
}
