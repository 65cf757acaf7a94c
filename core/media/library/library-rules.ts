/**
 * The media library's limits (docs/decisions/036-editor-and-media-library.md), kept free of
 * sharp and the database so the studio's pages can show them.
 */

/** The largest upload read: a phone's photo fits, a raw camera file does not. */
export const LIBRARY_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Stored pictures are bounded inside this box (the widest variant is 1920 px). */
export const LIBRARY_MAX_SIDE = 2400;

/** Alt text: required, and short enough for a screen reader to read it out. */
export const ALT_TEXT_MAX = 300;

/** Pictures per page of the library. */
export const LIBRARY_PAGE_SIZE = 24;

/**
 * What shows a picture (docs/decisions/070): every row of the content that can hold a library
 * address, by kind. `core/media/library/picture-use-sources.ts` says which columns of each.
 */
export const PICTURE_USE_KINDS = [
  'article',
  'author',
  'product',
  'breed',
  'family',
  'infographic',
  'page',
  'settings',
  'notice',
  'newsletter',
] as const;
export type PictureUseKind = (typeof PICTURE_USE_KINDS)[number];

/** Where in its row a picture is used (a column, or a markdown or HTML body). */
export const PICTURE_USE_FIELDS = [
  // Articles (and infographics: image, mobile_image).
  'image',
  'mobile_image',
  'social_image',
  'content',
  'get_more',
  // A staff member's or a demo author's byline.
  'byline',
  // Products.
  'background_image',
  'background_mobile_image',
  // Breeds and families (docs/decisions/042).
  'breed_image',
  'breed_wide_image',
  'breed_text',
  'family_image',
  'menu_image',
  // Infographics.
  'thumbnail',
  // Static pages: the markdown body and the HTML field.
  'body',
  'html',
  // Website settings: the logo, or any other setting's value.
  'logo',
  'setting',
  // Notices: the link.
  'link',
  // Newsletter editions.
  'intro',
  'closing',
] as const;
export type PictureUseField = (typeof PICTURE_USE_FIELDS)[number];

export interface PictureUse {
  kind: PictureUseKind;
  /** The row: an article's, product's or breed's number, `terms/pt` for a page, `site`. */
  id: string;
  /** The article's number (the editor's links), null for every other kind. */
  idArticle: number | null;
  /** The row's title or name (empty for the website settings). */
  title: string;
  fields: PictureUseField[];
}

/** One picture of the library, as the studio shows it. */
export interface LibraryPicture {
  idMedia: number;
  path: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  altText: string;
  createdAt: Date;
  /** The staff member who uploaded it; null when unknown (an import, or a byline's picture). */
  uploadedBy: number | null;
  uses: PictureUse[];
}

/** The alt text, trimmed, or null when it is missing or too long. */
export function cleanAltText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const alt = value.trim().replace(/\s+/g, ' ');
  return alt.length > 0 && alt.length <= ALT_TEXT_MAX ? alt : null;
}
