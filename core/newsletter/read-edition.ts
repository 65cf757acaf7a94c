import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  articles,
  newsletterEditionArticles,
  newsletterEditionProducts,
  newsletterEditions,
  products,
  staff,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { paths } from '../site/paths.ts';
import { slugify } from '../shared/slug.ts';
import type { Locale } from '../site/locale.ts';
import type { EditionState } from './edition-rules.ts';
import { absolute, type EditionContent } from './render-edition.ts';
import type { NewsletterContext } from './subscriptions.ts';

export interface EditionContext extends NewsletterContext {
  locale: Locale;
  /** The shop of the site's locale: products' links are relative to it. */
  storeUrl: () => string;
  ratePerMinute: number;
}

export interface EditionRow {
  id: number;
  subject: string;
  preheader: string;
  intro: string;
  closing: string;
  state: EditionState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  creator: string | null;
  /** When it was moved to the trash; null while it is not there. */
  trashedAt: Date | null;
  articleIds: number[];
  productIds: number[];
}

export const editionColumns = {
  id: newsletterEditions.idEdition,
  subject: newsletterEditions.subject,
  preheader: newsletterEditions.preheader,
  intro: newsletterEditions.intro,
  closing: newsletterEditions.closing,
  state: newsletterEditions.state,
  scheduledAt: newsletterEditions.scheduledAt,
  sentAt: newsletterEditions.sentAt,
  createdAt: newsletterEditions.createdAt,
  updatedAt: newsletterEditions.updatedAt,
  creator: staff.displayName,
  trashedAt: newsletterEditions.trashedAt,
};

export async function readEdition(db: Executor, idEdition: number): Promise<EditionRow | null> {
  const [row] = await db
    .select(editionColumns)
    .from(newsletterEditions)
    .leftJoin(staff, eq(staff.idStaff, newsletterEditions.idStaffCreator))
    .where(eq(newsletterEditions.idEdition, idEdition))
    .limit(1);
  if (!row) return null;
  const [articleRows, productRows] = await Promise.all([
    db
      .select({ id: newsletterEditionArticles.idArticle })
      .from(newsletterEditionArticles)
      .where(eq(newsletterEditionArticles.idEdition, idEdition))
      .orderBy(asc(newsletterEditionArticles.position)),
    db
      .select({ id: newsletterEditionProducts.idProduct })
      .from(newsletterEditionProducts)
      .where(eq(newsletterEditionProducts.idEdition, idEdition))
      .orderBy(asc(newsletterEditionProducts.position)),
  ]);
  return {
    ...row,
    articleIds: articleRows.map((r) => r.id),
    productIds: productRows.map((r) => r.id),
  };
}

/** What an edition shows: only published articles, every link absolute. */
export async function editionContent(
  db: Executor,
  edition: Pick<
    EditionRow,
    'subject' | 'preheader' | 'intro' | 'closing' | 'articleIds' | 'productIds'
  >,
  context: EditionContext,
): Promise<EditionContent> {
  const [articleRows, productRows] = await Promise.all([
    edition.articleIds.length
      ? db
          .select({
            id: articles.idArticle,
            title: articles.title,
            slug: articles.slug,
            excerpt: articles.excerpt,
            imageUrl: articles.imageUrl,
            imageAlt: articles.imageAlt,
          })
          .from(articles)
          .where(
            and(inArray(articles.idArticle, edition.articleIds), eq(articles.status, 'published')),
          )
      : Promise.resolve([]),
    edition.productIds.length
      ? db
          .select({
            id: products.idProduct,
            name: products.name,
            abstract: products.abstract,
            link: products.link,
            imageUrl: products.imageUrl,
          })
          .from(products)
          .where(inArray(products.idProduct, edition.productIds))
      : Promise.resolve([]),
  ]);
  const { publicUrl } = context;
  const store = context.storeUrl().replace(/\/?$/, '/');
  const byId = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);
  return {
    subject: edition.subject,
    preheader: edition.preheader,
    intro: edition.intro,
    closing: edition.closing,
    articles: byId(articleRows, edition.articleIds).map((a) => ({
      title: a.title,
      excerpt: a.excerpt,
      url: `${publicUrl}${paths.article({ id: a.id, slug: a.slug })}`,
      imageUrl: a.imageUrl ? absolute(publicUrl, a.imageUrl) : null,
      imageAlt: a.imageAlt,
    })),
    products: byId(productRows, edition.productIds).map((p) => ({
      name: p.name,
      abstract: p.abstract,
      url: new URL(p.link.replace(/^\//, ''), store).href,
      imageUrl: p.imageUrl ? absolute(publicUrl, p.imageUrl) : null,
    })),
  };
}

export const archiveUrl = (context: EditionContext, edition: { id: number; subject: string }) =>
  `${context.publicUrl}${paths.newsletterEdition({ id: edition.id, slug: slugify(edition.subject) || 'edition' })}`;
