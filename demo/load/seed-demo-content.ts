import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, families } from '../../db/schema/index.ts';
import { importPack } from '../../core/content-pack/pack-engine.ts';
import type { PackPictures } from '../../core/content-pack/pack-pictures.ts';
import type { Locale } from '../../core/site/locale.ts';
import { demoImageJobs } from '../art/demo-images.ts';
import { renderImages } from '../art/render-images.ts';
import { demoPack } from '../pack/demo-pack.ts';
import { seedAuthorStaff } from './seed-author-staff.ts';
import { seedNotices, type DemoBanner } from './seed-notices.ts';

export interface SeedOptions {
  /** Where to render the demo pictures; omitted: rows only (tests). */
  mediaDir?: string;
  log?: { info: (message: string) => void };
  /**
   * The content's language: the English pack, or it with demo/packs/<locale>/ applied
   * (docs/decisions/049-demo-pack.md). English by default.
   */
  locale?: Locale;
  /** Translation overlays from another folder than demo/packs/<locale>/ (tests). */
  overlaysDir?: string;
  /**
   * The banner's first message: its language and the store it links to (the content's language
   * and the English store by default); null: none.
   */
  banner?: DemoBanner | null;
}

/** The demo pack carries no pictures (they are drawn below), so the import writes none. */
const NO_PICTURES: PackPictures = { read: async () => null, write: async () => null };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(families);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo: its pack (demo/packs) through the studio's import (core/content-pack), then
 * what a pack never carries: the authors' staff profiles, the banner in the site's language, and
 * the pictures, drawn from the pack's rows. Deterministic and idempotent: the import matches rows
 * on their natural keys, so running it again changes nothing and keeps members' data (votes,
 * pets); it never deletes a row the pack does not have.
 */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  const locale = options.locale ?? 'en';
  const pack = demoPack(locale, { overlaysDir: options.overlaysDir });
  const { afterCommit } = await importPack(db, NO_PICTURES, pack, { dryRun: false, actor: null });
  for (const write of afterCommit) await write();
  await db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Db;
    const keys = (pack.tables.authors ?? []).map((a) => a.key as string);
    const authorRows = keys.length
      ? await inTransaction
          .select({ idAuthor: authors.idAuthor, key: authors.key })
          .from(authors)
          .where(inArray(authors.key, keys))
      : [];
    await seedAuthorStaff(inTransaction, authorRows);
    if (options.banner !== null)
      await seedNotices(
        inTransaction,
        options.banner ?? { locale, storeUrl: 'https://shop.pawpedia.example/en' },
      );
  });
  options.log?.info(`demo content (${locale}) loaded in ${Date.now() - started} ms`);
  if (options.mediaDir) {
    const drawn = await renderImages(options.mediaDir, demoImageJobs(pack));
    options.log?.info(`demo pictures: ${drawn} drawn`);
  }
}
