import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { families } from '../../db/schema/index.ts';
import { demoImageJobs } from '../art/demo-images.ts';
import { renderImages } from '../art/render-images.ts';
import { seedArticles } from './seed-articles.ts';
import { seedBreeds } from './seed-breeds.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedExtras } from './seed-extras.ts';
import { seedNotices, type DemoBanner } from './seed-notices.ts';

export interface SeedOptions {
  /** Where to render the demo pictures; omitted: rows only (tests). */
  mediaDir?: string;
  log?: { info: (message: string) => void };
  /**
   * The banner's first message: its language and the store it links to (English by default);
   * null: none (a copy made for several site languages adds it per language: seedNotices).
   */
  banner?: DemoBanner | null;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(families);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo content. Deterministic and idempotent: rows are matched on stable keys and
 * updated in place, so running it again changes nothing and keeps members' data (votes, pets).
 */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Db;
    await seedCatalogue(inTransaction);
    await seedBreeds(inTransaction);
    await seedArticles(inTransaction);
    await seedExtras(inTransaction);
    if (options.banner !== null)
      await seedNotices(
        inTransaction,
        options.banner ?? { locale: 'en', storeUrl: 'https://shop.pawpedia.example/en' },
      );
  });
  options.log?.info(`demo content loaded in ${Date.now() - started} ms`);
  if (options.mediaDir) {
    const drawn = await renderImages(options.mediaDir, demoImageJobs());
    options.log?.info(`demo pictures: ${drawn} drawn`);
  }
}
