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
 * Where an article uses a picture, or `byline`: a staff member's author picture; `breed_image`,
 * `family_image`: a breed's or a family's (the title is then its name).
 */
export const PICTURE_USE_FIELDS = [
  'image',
  'mobile_image',
  'social_image',
  'content',
  'get_more',
  'byline',
  // A breed's picture or wide picture, a family's picture (docs/decisions/042).
  'breed_image',
  'family_image',
] as const;
export type PictureUseField = (typeof PICTURE_USE_FIELDS)[number];

export interface PictureUse {
  /** Null for a byline (the title is then the author's name). */
  idArticle: number | null;
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
  uses: PictureUse[];
}

/** The alt text, trimmed, or null when it is missing or too long. */
export function cleanAltText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const alt = value.trim().replace(/\s+/g, ' ');
  return alt.length > 0 && alt.length <= ALT_TEXT_MAX ? alt : null;
}
