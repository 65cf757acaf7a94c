import { randomUUID } from 'node:crypto';
import { articleRevisions, articles } from '../../../db/schema/index.ts';
import { slugify } from '../../shared/slug.ts';
import { audit } from '../../shared/audit.ts';
import { ensureByline } from '../byline.ts';
import type { Actor } from './article-rules.ts';
import { announce, type ArticleContext } from './context.ts';
import { uniqueSlug } from './prepare-snapshot.ts';
import { snapshotOf } from './snapshot.ts';

/**
 * A new draft owned by the staff member, with their byline (authors.idStaff, made if missing),
 * as revision 1 (event `create`) and an audit entry, in one transaction.
 */
export async function createArticle(
  context: ArticleContext,
  actor: Actor,
  input: { title: string },
): Promise<number> {
  const idArticle = await context.db.transaction(async (tx) => {
    const title = input.title.trim();
    // The person writing is the byline (docs/decisions/076), made now if they have none yet.
    const idAuthor = await ensureByline(tx, actor.idStaff);
    const [row] = await tx
      .insert(articles)
      .values({
        key: `studio-${randomUUID()}`,
        title,
        slug: await uniqueSlug(tx, slugify(title) || 'article', null),
        content: '',
        idAuthor,
        // Required by the table; set again when the article is first published.
        publishedAt: new Date(),
        status: 'draft',
        revision: 1,
        idStaffOwner: actor.idStaff,
      })
      .returning();
    const snapshot = snapshotOf(row!, [], []);
    await tx.insert(articleRevisions).values({
      idArticle: row!.idArticle,
      number: 1,
      status: 'draft',
      event: 'create',
      snapshot,
      idStaff: actor.idStaff,
    });
    await audit(tx, {
      actor: actor.idStaff,
      action: 'article.create',
      subjectType: 'article',
      subjectId: row!.idArticle,
      details: { revision: 1, after: { title: snapshot.title, slug: snapshot.slug } },
    });
    return row!.idArticle;
  });
  announce(context, idArticle);
  return idArticle;
}
