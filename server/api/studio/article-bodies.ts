import { z } from 'zod';
import { ARTICLE_ACTIONS } from '../../../core/studio/articles/article-rules.ts';
import {
  ARTICLE_LIMITS as L,
  isArticlePicture,
} from '../../../core/studio/articles/article-limits.ts';
import { CHECK_CODES, type ContentCheck } from '../../../core/studio/articles/content-checks.ts';
import type { EditorArticle } from '../../../core/studio/articles/read-article.ts';
import type { ArticleSnapshot } from '../../../core/studio/articles/snapshot.ts';
import type { FieldDiff } from '../../../core/studio/articles/word-diff.ts';
import { ARTICLE_STATES } from '../../../db/schema/editorial.ts';
import type { ApiMessages } from '../messages.ts';
import { idValue, text } from '../schemas.ts';

/**
 * The studio article API's shapes (docs/decisions/033, section "API"): snake_case like the rest
 * of the API; an article's editable fields are one `article` object, as a revision keeps them.
 */

/** A picture's address: one of the site's own paths, or http(s). */
const pictureUrl = (message: string) =>
  text(L.picture).refine(isArticlePicture, message).nullable();

export const snapshotInput = (t: ApiMessages['t']) => {
  const picture = pictureUrl(t('studio_articles.errors.picture_url'));
  return z.object({
    title: text(L.title),
    slug: text(L.slug),
    excerpt: text(L.excerpt),
    content: text(L.content),
    get_more: text(L.getMore).nullable(),
    image_url: picture,
    mobile_image_url: picture,
    image_caption: text(L.imageCaption).nullable(),
    image_alt: text(L.imageAlt),
    id_author: idValue.nullable(),
    is_active: z.boolean(),
    is_comic: z.boolean(),
    is_home: z.boolean(),
    is_featured: z.boolean(),
    seo_title: text(L.seoTitle),
    seo_description: text(L.seoDescription),
    social_image_url: picture,
    // Absent from a client that predates sources: none (docs/decisions/086-breed-and-article-pages.md).
    sources: z.array(text(L.source)).max(L.sources).default([]),
    families: z.array(idValue).max(50),
    categories: z.array(idValue).max(50),
  });
};

/** The same fields as answered. */
export const snapshotBody = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  get_more: z.string().nullable(),
  image_url: z.string().nullable(),
  mobile_image_url: z.string().nullable(),
  image_caption: z.string().nullable(),
  image_alt: z.string(),
  id_author: z.number().nullable(),
  is_active: z.boolean(),
  is_comic: z.boolean(),
  is_home: z.boolean(),
  is_featured: z.boolean(),
  seo_title: z.string(),
  seo_description: z.string(),
  social_image_url: z.string().nullable(),
  sources: z.array(z.string()),
  families: z.array(z.number()),
  categories: z.array(z.number()),
});
export type SnapshotBody = z.infer<typeof snapshotBody>;

export const snapshotFromBody = (body: SnapshotBody): ArticleSnapshot => ({
  title: body.title,
  slug: body.slug,
  excerpt: body.excerpt,
  content: body.content,
  getMore: body.get_more,
  imageUrl: body.image_url,
  mobileImageUrl: body.mobile_image_url,
  imageCaption: body.image_caption,
  imageAlt: body.image_alt,
  idAuthor: body.id_author,
  isActive: body.is_active,
  isComic: body.is_comic,
  isHome: body.is_home,
  isFeatured: body.is_featured,
  seoTitle: body.seo_title,
  seoDescription: body.seo_description,
  socialImageUrl: body.social_image_url,
  sources: body.sources.map((source) => source.trim()).filter(Boolean),
  families: body.families,
  categories: body.categories,
});

export const snapshotAnswer = (s: ArticleSnapshot): SnapshotBody => ({
  title: s.title,
  slug: s.slug,
  excerpt: s.excerpt,
  content: s.content,
  get_more: s.getMore,
  image_url: s.imageUrl,
  mobile_image_url: s.mobileImageUrl,
  image_caption: s.imageCaption,
  image_alt: s.imageAlt,
  id_author: s.idAuthor,
  is_active: s.isActive,
  is_comic: s.isComic,
  is_home: s.isHome,
  is_featured: s.isFeatured,
  seo_title: s.seoTitle,
  seo_description: s.seoDescription,
  social_image_url: s.socialImageUrl,
  // A working copy or revision saved before sources existed has none.
  sources: s.sources ?? [],
  families: s.families,
  categories: s.categories,
});

/** camelCase field names of the services, as the API spells them. */
export const apiField = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const checkBody = z.object({
  level: z.enum(['error', 'warning']),
  code: z.enum(CHECK_CODES),
  field: z.string(),
  detail: z.string().nullable(),
  message: z.string(),
});

export const checkAnswer =
  (t: ApiMessages['t']) =>
  (check: ContentCheck): z.infer<typeof checkBody> => ({
    level: check.level,
    code: check.code,
    field: apiField(check.field),
    detail: check.detail ?? null,
    message: t(`studio_articles.checks.${check.code}`).replace('{detail}', check.detail ?? ''),
  });

export const diffBody = z.array(
  z.object({
    field: z.string(),
    parts: z.array(
      z.object({
        value: z.string(),
        added: z.boolean().optional(),
        removed: z.boolean().optional(),
      }),
    ),
  }),
);

export const diffAnswer = (diff: FieldDiff[]): z.infer<typeof diffBody> =>
  diff.map(({ field, parts }) => ({ field: apiField(field), parts }));

export const presenceBody = z.array(
  z.object({ id_staff: z.number(), display_name: z.string(), seen_at: z.string() }),
);

export const presenceAnswer = (others: EditorArticle['others']): z.infer<typeof presenceBody> =>
  others.map((o) => ({
    id_staff: o.idStaff,
    display_name: o.displayName,
    seen_at: o.seenAt.toISOString(),
  }));

export const editorBody = z.object({
  article: snapshotBody.extend({
    id_article: z.number(),
    status: z.enum(ARTICLE_STATES),
    revision: z.number(),
    scheduled_at: z.string().nullable(),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    id_staff_owner: z.number().nullable(),
    owner_name: z.string().nullable(),
    /** When it was moved to the trash; null while it is not there. */
    trashed_at: z.string().nullable(),
    medical_review: z
      .object({
        id_staff: z.number(),
        name: z.string(),
        credentials: z.string(),
        reviewed_at: z.string(),
      })
      .nullable(),
  }),
  /** This staff member's autosaved working copy while it differs from the saved article. */
  autosave: z
    .object({ base_revision: z.number(), saved_at: z.string(), article: snapshotBody })
    .nullable(),
  /** Others who have it open now. */
  others: presenceBody,
  checks: z.array(checkBody),
  /** What this staff member may do to it now: the buttons to show. */
  actions: z.array(z.enum(ARTICLE_ACTIONS)),
});

/**
 * Never in public yet (no move leads back to these states from published): a draft's
 * `published_at` is a placeholder, so it is answered as null.
 */
const NEVER_PUBLISHED = new Set(['draft', 'in_review', 'scheduled']);

export const editorAnswer =
  (t: ApiMessages['t']) =>
  (view: EditorArticle): z.infer<typeof editorBody> => {
    const { row } = view;
    return {
      article: {
        ...snapshotAnswer(view.snapshot),
        id_article: row.idArticle,
        status: row.status,
        revision: row.revision,
        scheduled_at: row.scheduledAt?.toISOString() ?? null,
        published_at: NEVER_PUBLISHED.has(row.status) ? null : row.publishedAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        id_staff_owner: row.idStaffOwner,
        owner_name: view.ownerName,
        trashed_at: row.trashedAt?.toISOString() ?? null,
        medical_review:
          row.medicalReviewerId && row.medicalReviewedAt
            ? {
                id_staff: row.medicalReviewerId,
                name: view.reviewerName ?? '',
                credentials: view.reviewerCredentials ?? '',
                reviewed_at: row.medicalReviewedAt.toISOString(),
              }
            : null,
      },
      autosave: view.autosave
        ? {
            base_revision: view.autosave.baseRevision,
            saved_at: view.autosave.savedAt.toISOString(),
            article: snapshotAnswer(view.autosave.snapshot),
          }
        : null,
      others: presenceAnswer(view.others),
      checks: view.checks.map(checkAnswer(t)),
      actions: view.actions,
    };
  };

export const revisionBody = z.object({
  number: z.number(),
  event: z.string(),
  status: z.enum(ARTICLE_STATES),
  id_staff: z.number().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});

export const revisionAnswer = (r: {
  number: number;
  event: string;
  status: (typeof ARTICLE_STATES)[number];
  idStaff: number | null;
  staffName: string | null;
  createdAt: Date;
}): z.infer<typeof revisionBody> => ({
  number: r.number,
  event: r.event,
  status: r.status,
  id_staff: r.idStaff,
  staff_name: r.staffName,
  created_at: r.createdAt.toISOString(),
});
