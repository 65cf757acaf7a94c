import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  articles,
  authors,
  breeds,
  breedTexts,
  families,
  infographics,
  newsletterEditions,
  notices,
  products,
  siteSettings,
  staticPages,
} from '../../../db/schema/index.ts';
import type { PictureUseField, PictureUseKind } from './library-rules.ts';

/**
 * Every column of the content that can show a library picture (docs/decisions/070): a picture
 * address, a markdown or HTML body that can embed one, a link, or a JSON value that holds one.
 * picture-use-sources.test.ts walks the whole schema and fails on a text or JSON column that is
 * neither here nor named there as plain text, so a new picture column cannot be forgotten.
 */
export interface PictureUseSource {
  kind: PictureUseKind;
  table: PgTable;
  /** A table the row's title comes from (a breed's texts: the breed). */
  join?: { table: PgTable; on: SQL };
  id: AnyColumn | SQL;
  title: AnyColumn | SQL;
  /** Each column and the use it is; a `json` column is searched as its text. */
  fields: readonly { field: PictureUseField; column: AnyColumn; json?: true }[];
}

export const PICTURE_USE_SOURCES: readonly PictureUseSource[] = [
  {
    kind: 'article',
    table: articles,
    id: articles.idArticle,
    title: articles.title,
    fields: [
      { field: 'image', column: articles.imageUrl },
      { field: 'mobile_image', column: articles.mobileImageUrl },
      { field: 'social_image', column: articles.socialImageUrl },
      { field: 'content', column: articles.content },
      { field: 'get_more', column: articles.getMore },
    ],
  },
  {
    kind: 'author',
    table: authors,
    id: authors.idAuthor,
    title: authors.name,
    fields: [{ field: 'byline', column: authors.imageUrl }],
  },
  {
    kind: 'product',
    table: products,
    id: products.idProduct,
    title: products.name,
    fields: [
      { field: 'image', column: products.imageUrl },
      { field: 'background_image', column: products.backgroundImageUrl },
      { field: 'background_mobile_image', column: products.backgroundMobileImageUrl },
    ],
  },
  {
    kind: 'breed',
    table: breeds,
    id: breeds.idBreed,
    title: breeds.name,
    fields: [
      { field: 'breed_image', column: breeds.imageUrl },
      { field: 'breed_wide_image', column: breeds.fluidImageUrl },
    ],
  },
  {
    kind: 'breed',
    table: breedTexts,
    join: { table: breeds, on: eq(breeds.idBreed, breedTexts.idBreed) },
    id: breeds.idBreed,
    title: breeds.name,
    fields: [{ field: 'breed_text', column: breedTexts.content }],
  },
  {
    kind: 'family',
    table: families,
    id: families.idFamily,
    title: families.name,
    fields: [
      { field: 'family_image', column: families.imageUrl },
      { field: 'menu_image', column: families.menuImageUrl },
    ],
  },
  {
    kind: 'infographic',
    table: infographics,
    id: infographics.idInfographic,
    title: infographics.title,
    fields: [
      { field: 'image', column: infographics.imagePath },
      { field: 'mobile_image', column: infographics.mobileImagePath },
      { field: 'thumbnail', column: infographics.thumbnailPath },
    ],
  },
  {
    kind: 'page',
    table: staticPages,
    id: sql`${staticPages.key} || '/' || ${staticPages.locale}`,
    title: staticPages.title,
    fields: [
      { field: 'body', column: staticPages.body },
      { field: 'html', column: staticPages.html },
    ],
  },
  {
    kind: 'settings',
    table: siteSettings,
    id: sql`'site'`,
    title: sql`''`,
    // Each setting's name is told apart in find-picture-uses.ts (the logo, or another).
    fields: [{ field: 'setting', column: siteSettings.values, json: true }],
  },
  {
    kind: 'notice',
    table: notices,
    id: notices.idNotice,
    title: notices.text,
    fields: [{ field: 'link', column: notices.linkUrl }],
  },
  {
    kind: 'newsletter',
    table: newsletterEditions,
    id: newsletterEditions.idEdition,
    title: newsletterEditions.subject,
    fields: [
      { field: 'intro', column: newsletterEditions.intro },
      { field: 'closing', column: newsletterEditions.closing },
    ],
  },
];
