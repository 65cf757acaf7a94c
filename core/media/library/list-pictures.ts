import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { findPictureUses, type LivePictures } from './find-picture-uses.ts';
import {
  LIBRARY_PAGE_SIZE,
  type LibraryPicture,
  type PictureUse,
  type PictureUseKind,
} from './library-rules.ts';

/** Which pictures by their uses: used anywhere, used nowhere, or used by one kind of row. */
export type PictureUseFilter = 'used' | 'unused' | PictureUseKind;

export interface PictureListQuery {
  /** Words of the alt text or the file's name; empty for every picture. */
  query?: string;
  use?: PictureUseFilter;
  /** 1-based. */
  page: number;
}

export interface PictureList {
  items: LibraryPicture[];
  total: number;
  page: number;
  pageSize: number;
}

const columns = {
  idMedia: media.idMedia,
  path: media.path,
  mime: media.mime,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  altText: media.altText,
  createdAt: media.createdAt,
  uploadedBy: media.uploadedBy,
};

const matches = (uses: readonly PictureUse[], use: PictureUseFilter) =>
  use === 'used'
    ? uses.length > 0
    : use === 'unused'
      ? !uses.length
      : uses.some((u) => u.kind === use);

/**
 * The library, newest first, searched by alt text or file name, each picture with where it is
 * used. Filtered by use (docs/decisions/081), the uses of every picture the words match are
 * computed first, then the page is cut from those that pass.
 */
export async function listPictures(
  db: Db,
  { query, page, use }: PictureListQuery,
  live: LivePictures = {},
): Promise<PictureList> {
  const words = query?.trim();
  const pattern = words ? `%${words.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = pattern ? or(ilike(media.altText, pattern), ilike(media.path, pattern)) : undefined;
  if (use) {
    const all = await db
      .select(columns)
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.idMedia));
    const uses = await findPictureUses(
      db,
      all.map((r) => r.path),
      live,
    );
    const passing = all
      .map((r) => ({ ...r, uses: uses.get(r.path) ?? [] }))
      .filter((r) => matches(r.uses, use));
    return {
      items: passing.slice((page - 1) * LIBRARY_PAGE_SIZE, page * LIBRARY_PAGE_SIZE),
      total: passing.length,
      page,
      pageSize: LIBRARY_PAGE_SIZE,
    };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.idMedia))
      .limit(LIBRARY_PAGE_SIZE)
      .offset((page - 1) * LIBRARY_PAGE_SIZE),
    db.select({ n: count() }).from(media).where(where),
  ]);
  const uses = await findPictureUses(
    db,
    rows.map((r) => r.path),
    live,
  );
  return {
    items: rows.map((r) => ({ ...r, uses: uses.get(r.path) ?? [] })),
    total: total?.n ?? 0,
    page,
    pageSize: LIBRARY_PAGE_SIZE,
  };
}

/** One picture with its uses, or null. */
export async function getPicture(
  db: Db,
  idMedia: number,
  live: LivePictures = {},
): Promise<LibraryPicture | null> {
  const [row] = await db.select(columns).from(media).where(eq(media.idMedia, idMedia)).limit(1);
  if (!row) return null;
  const uses = await findPictureUses(db, [row.path], live);
  return { ...row, uses: uses.get(row.path) ?? [] };
}
