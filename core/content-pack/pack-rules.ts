// Over 300 lines on purpose: a table: the rules of every packed table, field by field.
import { z } from 'zod';
import { breedFields, sectionText } from '../breeds/breed-rules.ts';
import { categorySchema, familySchema } from '../breeds/breed-rules.ts';
import { homeChoiceSchema } from '../home/home-rules.ts';
import {
  ALT_TEXT_MAX,
  cleanAltText,
  LIBRARY_MAX_SIDE,
  LIBRARY_UPLOAD_MAX_BYTES,
} from '../media/library/library-rules.ts';
import { slugify, SLUG } from '../shared/slug.ts';
import { EDITION_LIMITS, editionInput } from '../newsletter/edition-rules.ts';
import { editableSettingsSchema } from '../site/editable-settings.ts';
import { LOCALES } from '../site/locale.ts';
import { noticeSchema } from '../site/notice-rules.ts';
import { ARTICLE_LIMITS as A, isArticlePicture } from '../studio/articles/article-limits.ts';
import { infographicSchema } from '../studio/infographics/infographic-rules.ts';
import { staticPageSchema } from '../studio/pages/page-rules.ts';
import { productSchema } from '../studio/products/product-rules.ts';
import { staffProfileSchema } from '../studio/profile-rules.ts';
import { displayNameSchema } from '../studio/staff-rules.ts';
import { pollSchema, quoteSchema, tipSchema } from '../widgets/widget-rules.ts';
import type { PackRow } from './pack-format.ts';

/**
 * The rules a pack's rows obey, field by field: the same zod rules as the studio's forms and API
 * (docs/decisions/069), taken from their schemas by field name (a pack's fields are the columns'
 * SQL names, which are the API's names). Columns no form edits get a rule derived from what the
 * studio allows. Messages are catalog keys. Rules only check: a row is imported as it is.
 */

/** One field of one row that breaks a rule. */
export interface RuleIssue {
  field: string;
  /** A catalog key. */
  message: string;
}

interface TableRules {
  fields?: Record<string, z.ZodType>;
  /** Checks across fields, or of a field whose rule needs the row. */
  row?: (row: PackRow) => RuleIssue[];
}

/** The longest text the studio takes in any field (an article's body). */
export const PACK_TEXT_MAX = A.content;

const INVALID = 'forms.invalid';
const TOO_LONG = 'forms.too_long';

/** A key or slug of an address: what the pages' routes accept, as slugify writes it. */
const slug = z
  .string(INVALID)
  .max(200, TOO_LONG)
  .refine((value) => SLUG.test(value) && slugify(value) === value, INVALID);
const position = z.number(INVALID).int(INVALID).min(0, INVALID).max(100_000, INVALID);
const bounded = (max: number) => z.string(INVALID).max(max, TOO_LONG);
const nullable = (rule: z.ZodType) => rule.nullish();
const articlePicture = z
  .string(INVALID)
  .max(A.picture, TOO_LONG)
  .refine(isArticlePicture, 'studio_articles.errors.picture_url')
  .nullish();
const colour = z.string(INVALID).regex(/^#[0-9a-f]{6}$/i, 'studio_breeds.errors.colour');

const edition = editionInput.shape;

/**
 * A revision's snapshot (db/schema/publishing.ts's ArticleSnapshot): the article's fields by the
 * article's rules, ids as whole numbers; a restore writes it back as it is.
 */
const id = z.number(INVALID).int(INVALID).positive(INVALID);
const snapshot = z.object(
  {
    title: bounded(A.title),
    slug: bounded(200),
    excerpt: bounded(A.excerpt),
    content: bounded(A.content),
    getMore: nullable(bounded(A.getMore)),
    imageUrl: articlePicture,
    mobileImageUrl: articlePicture,
    socialImageUrl: articlePicture,
    imageCaption: nullable(bounded(A.imageCaption)),
    imageAlt: bounded(A.imageAlt),
    idAuthor: id.nullable(),
    isActive: z.boolean(INVALID),
    isComic: z.boolean(INVALID),
    isHome: z.boolean(INVALID),
    isFeatured: z.boolean(INVALID),
    seoTitle: bounded(A.seoTitle),
    seoDescription: bounded(A.seoDescription),
    sources: z.array(bounded(A.source), INVALID).max(A.sources, INVALID).optional(),
    families: z.array(id, INVALID).max(100, INVALID),
    categories: z.array(id, INVALID).max(100, INVALID),
  },
  INVALID,
);

const families = familySchema.shape;
const categories = categorySchema.shape;
const breeds = breedFields.shape;
const products = productSchema.shape;
const profile = staffProfileSchema.shape;
const pages = staticPageSchema.shape;
const infographics = infographicSchema.shape;
const polls = pollSchema.shape;
const home = homeChoiceSchema.shape;

/** The issues of one value against one rule, under `field` (and the rule's own path). */
function issuesOf(rule: z.ZodType, value: unknown, field: string): RuleIssue[] {
  const result = rule.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: [field, ...issue.path.map(String)].join('.'),
    message: /^[a-z_]+(\.[a-z0-9_]+)+$/.test(issue.message) ? issue.message : INVALID,
  }));
}

/** `{ pt: { name: 'Cães' } }`: known locales, known fields, each value by its field's rule. */
const translations =
  (rules: Record<string, z.ZodType>) =>
  (row: PackRow): RuleIssue[] => {
    const value = row.translations;
    if (value === undefined || value === null) return [];
    if (typeof value !== 'object' || Array.isArray(value))
      return [{ field: 'translations', message: INVALID }];
    return Object.entries(value as Record<string, unknown>).flatMap(([locale, texts]) => {
      const at = `translations.${locale}`;
      if (!(LOCALES as readonly string[]).includes(locale) || !texts || typeof texts !== 'object')
        return [{ field: at, message: INVALID }];
      return Object.entries(texts as Record<string, unknown>).flatMap(([name, text]) => {
        const rule = rules[name];
        return rule
          ? issuesOf(rule, text, `${at}.${name}`)
          : [{ field: `${at}.${name}`, message: INVALID }];
      });
    });
  };

/** A row's dates in order: `later` after `earlier` when both are set (notices, polls). */
const inOrder = (earlier: string, later: string, message: string) => (row: PackRow) => {
  const [from, to] = [row[earlier], row[later]];
  if (typeof from !== 'string' || typeof to !== 'string') return [];
  return new Date(to) <= new Date(from) ? [{ field: later, message }] : [];
};

export const PACK_RULES: Record<string, TableRules> = {
  families: {
    fields: {
      name: families.name,
      slug,
      menu_colour: families.menu_colour,
      image_url: families.image_url,
      menu_image_url: families.menu_image_url,
      position: families.position,
      breed_of_the_week_mode: families.breed_of_the_week_mode,
    },
    row: translations({ name: families.name, slug }),
  },
  categories: {
    fields: { name: categories.name, slug, position: categories.position },
    row: translations({ name: categories.name, slug }),
  },
  products: {
    fields: {
      name: products.name,
      title: products.title,
      type: products.type,
      price: products.price,
      link: products.link,
      abstract: products.abstract,
      description: products.description,
      image_url: products.image_url,
      background_image_url: products.background_image_url,
      background_mobile_image_url: products.background_mobile_image_url,
      buy_text: products.buy_text,
      from_text: products.from_text,
      shop_position: position,
    },
  },
  breeds: {
    fields: {
      key: slug,
      name: breeds.name,
      slug: breeds.slug.refine((value) => value !== '', 'studio_breeds.errors.slug'),
      synonyms: breeds.synonyms,
      origin: breeds.origin,
      date_origin: breeds.date_origin,
      race_type: breeds.race_type,
      utilizations: breeds.utilizations,
      abstract: breeds.abstract,
      measures: breeds.measures,
      attributes: breeds.attributes,
      specifics: breeds.specifics,
      image_url: breeds.image_url,
      fluid_image_url: breeds.fluid_image_url,
      colors: z.array(colour, INVALID).max(20, INVALID),
    },
    // The form's lifespan is one range; the table keeps its two ends apart.
    row: (row) =>
      issuesOf(
        breeds.lifespan,
        { minimum: row.lifespan_min ?? null, maximum: row.lifespan_max ?? null },
        'lifespan',
      ).map((issue) => ({
        ...issue,
        field: issue.field === 'lifespan.minimum' ? 'lifespan_min' : 'lifespan_max',
      })),
  },
  breed_texts: { fields: { content: sectionText } },
  breed_products: { fields: { position } },
  breed_related: { fields: { position } },
  media: {
    fields: {
      alt_text: z
        .string(INVALID)
        .max(ALT_TEXT_MAX, 'studio_editor.media.alt_required')
        .refine((value) => cleanAltText(value) !== null, 'studio_editor.media.alt_required'),
      width: z.number().int().min(1, INVALID).max(LIBRARY_MAX_SIDE, INVALID),
      height: z.number().int().min(1, INVALID).max(LIBRARY_MAX_SIDE, INVALID),
      bytes: z.number().int().min(0, INVALID).max(LIBRARY_UPLOAD_MAX_BYTES, INVALID),
    },
    // The type it is served with is the one its name says (the picture is checked against both).
    row: (row) => {
      const extension = /\.(\w+)$/.exec(String(row.path ?? ''))?.[1] ?? '';
      const expected = {
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        png: 'image/png',
        webp: 'image/webp',
        avif: 'image/avif',
        gif: 'image/gif',
      }[extension];
      return row.mime === expected ? [] : [{ field: 'mime', message: INVALID }];
    },
  },
  authors: {
    fields: {
      key: slug,
      name: displayNameSchema,
      occupation: profile.occupation,
      biography: profile.biography,
      image_url: articlePicture,
    },
  },
  articles: {
    fields: {
      key: slug,
      title: z
        .string(INVALID)
        .trim()
        .min(1, 'studio_articles.errors.title_required')
        .max(A.title, TOO_LONG),
      slug: slug.refine((value) => value !== '', 'studio_articles.errors.slug_invalid'),
      excerpt: bounded(A.excerpt),
      content: bounded(A.content),
      get_more: nullable(bounded(A.getMore)),
      image_url: articlePicture,
      mobile_image_url: articlePicture,
      social_image_url: articlePicture,
      image_caption: nullable(bounded(A.imageCaption)),
      image_alt: bounded(A.imageAlt),
      seo_title: bounded(A.seoTitle),
      seo_description: bounded(A.seoDescription),
      medical_reviewer_name: nullable(bounded(A.title)),
      medical_reviewer_credentials: bounded(A.title),
      sources: z.array(bounded(A.source), INVALID).max(A.sources, INVALID),
      home_position: nullable(position),
      featured_position: nullable(position),
    },
  },
  article_families: {},
  article_categories: {},
  article_revisions: {
    fields: {
      number: z.number(INVALID).int(INVALID).min(1, INVALID).max(1_000_000, INVALID),
      // What made it, as the studio names it (save, publish, publish_refused...).
      event: z.string(INVALID).regex(/^[a-z][a-z_]{0,39}$/, INVALID),
      snapshot,
    },
  },
  infographics: {
    fields: {
      key: slug,
      title: infographics.title,
      slug: infographics.slug,
      image_path: infographics.image_path,
      mobile_image_path: infographics.mobile_image_path,
      thumbnail_path: infographics.thumbnail_path,
      // The poster's facts are also its text alternative.
      facts: z.array(bounded(ALT_TEXT_MAX), INVALID).max(20, INVALID),
    },
  },
  infographic_related: { fields: { position } },
  static_pages: { fields: { title: pages.title, body: pages.body, html: pages.html } },
  quotes: {
    fields: {
      content: quoteSchema.shape.content,
      author: quoteSchema.shape.author,
      position,
    },
  },
  tips: { fields: { content: tipSchema.shape.content, audience: tipSchema.shape.audience } },
  polls: {
    fields: { question: polls.question, opens_at: polls.opens_at, closes_at: polls.closes_at },
    row: inOrder('opens_at', 'closes_at', 'studio_widgets.errors.closes_before_opens'),
  },
  poll_options: { fields: { label: polls.options.element.shape.label, position } },
  notices: {
    fields: { position },
    // The whole form's rule: a link needs its label, the end comes after the start.
    row: (row) =>
      issuesOf(noticeSchema, row, '').map((issue) => ({
        ...issue,
        field: issue.field.replace(/^\./, ''),
      })),
  },
  // The composer's rules (core/newsletter/edition-rules.ts); its pickers' limits for the lists.
  newsletter_editions: {
    fields: {
      subject: edition.subject,
      preheader: edition.preheader,
      intro: edition.intro,
      closing: edition.closing,
    },
  },
  newsletter_edition_articles: {
    fields: { position: position.max(EDITION_LIMITS.articles - 1, INVALID) },
  },
  newsletter_edition_products: {
    fields: { position: position.max(EDITION_LIMITS.products - 1, INVALID) },
  },
  site_settings: {
    row: (row) => {
      const values = row.values;
      if (values === undefined) return [];
      if (!values || typeof values !== 'object' || Array.isArray(values))
        return [{ field: 'values', message: INVALID }];
      const shape = editableSettingsSchema.shape as Record<string, z.ZodType>;
      return Object.entries(values).flatMap(([name, value]) =>
        shape[name]
          ? issuesOf(shape[name], value, `values.${name}`)
          : [{ field: `values.${name}`, message: INVALID }],
      );
    },
  },
  home_curation: {
    fields: {
      id: z.literal(1, INVALID),
      banner_ids: home.banners,
      encyclopedia_family_ids: home.encyclopedia,
      in_context_article_id: home.in_context.optional(),
    },
  },
};

/** A text or JSON column no rule names is still bounded: no field of the studio takes more. */
function lengthOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || value === undefined || typeof value !== 'object') return 0;
  return JSON.stringify(value).length;
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : value !== null && typeof value === 'object' && JSON.stringify(value).includes('\\u0000');

/** Every rule the row breaks, field by field. */
export function rowIssues(tableName: string, row: PackRow): RuleIssue[] {
  const rules = PACK_RULES[tableName] ?? {};
  const issues: RuleIssue[] = [];
  for (const [field, value] of Object.entries(row)) {
    // PostgreSQL cannot store NUL in text (the API refuses it too: server/plugins/bad-input.ts).
    if (hasNul(value)) issues.push({ field, message: 'forms.invalid_character' });
    const rule = rules.fields?.[field];
    if (rule) {
      if (value !== undefined) issues.push(...issuesOf(rule, value, field));
    } else if (lengthOf(value) > PACK_TEXT_MAX) issues.push({ field, message: TOO_LONG });
  }
  issues.push(...(rules.row?.(row) ?? []));
  // One message per field is enough to fix it.
  return issues.filter((issue, i) => issues.findIndex((x) => x.field === issue.field) === i);
}
