import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles } from '../../../db/schema/index.ts';
import { signPreviewToken } from '../../publishing/preview-token.ts';
import { paths } from '../../site/paths.ts';

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 72;

/** A signed, expiring link to the public page of the article as it is now; null if no article. */
export async function createPreviewLink(
  db: Db,
  options: { publicUrl: string; sessionSecret: string },
  idArticle: number,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ id: articles.idArticle })
    .from(articles)
    .where(eq(articles.idArticle, idArticle));
  if (!row) return null;
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000);
  const token = signPreviewToken(options.sessionSecret, { idArticle, expiresAt });
  return {
    url: `${options.publicUrl.replace(/\/$/, '')}${paths.articlePreview({ token })}`,
    expiresAt,
  };
}
