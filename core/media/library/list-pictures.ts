import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { findPictureUses, type LivePictures } from './find-picture-uses.ts';
import { LIBRARY_PAGE_SIZE, type LibraryPicture } from './library-rules.ts';

export interface PictureListQuery {
  /** Words of the alt text; empty for every picture. */
  query?: string;
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

/** The library, newest first, searched by alt text, each picture with where it is used. */
export async function listPictures(
  db: Db,
  { query, page }: PictureListQuery,
  live: LivePictures = {},
): Promise<PictureList> {
  const words = query?.trim();
  const where = words ? ilike(media.altText, `%${words.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
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
