/**
 * Shapes of the hand-written demo content. The seed script turns these into rows; keys (not
 * numeric ids) tie content together so files can be written independently.
 */

export type FamilyKey = 'dogs' | 'cats' | 'birds' | 'fish' | 'exotics';

export type CategoryKey = 'health' | 'nutrition' | 'behaviour' | 'care' | 'adoption' | 'lifestyle';

/** Option keys of the five breed attributes; a gauge shows the position among the options. */
export const ATTRIBUTE_OPTIONS = {
  size: ['tiny', 'small', 'medium', 'large', 'giant'],
  climate: ['cold', 'temperate', 'warm'],
  exercise: ['low', 'moderate', 'high', 'very_high'],
  grooming: ['low', 'moderate', 'high'],
  training: ['easy', 'moderate', 'demanding'],
} as const;

export type AttributeName = keyof typeof ATTRIBUTE_OPTIONS;
export type BreedAttributes = { [K in AttributeName]: (typeof ATTRIBUTE_OPTIONS)[K][number] };

/** Inclusive range; null where a bound is not known (shown as "up to N" / "N+"). */
export interface Range {
  min: number | null;
  max: number | null;
}

export interface SexMeasures {
  /** kilograms */
  weight: Range;
  /** centimetres at the withers (or body length for fish, birds and exotics) */
  height: Range;
}

export type BreedTextSection =
  | 'description'
  | 'temper'
  | 'history'
  | 'appearance'
  | 'fur_type'
  | 'variants'
  | 'health_care'
  | 'training'
  | 'curiosities'
  | 'species';

export interface SeedBreed {
  /** Unique, stable, kebab-case, e.g. 'labrador-retriever'. */
  key: string;
  family: FamilyKey;
  name: string;
  synonyms: string[];
  origin: string;
  /** Free text, e.g. '19th century', '1880s', 'Ancient'. */
  dateOrigin: string;
  /** e.g. 'Retriever', 'Herding dog', 'Longhair cat', 'Parrot'. */
  raceType: string;
  /** What the breed is used or kept for, comma separated. */
  utilizations: string;
  /** One or two sentences. */
  abstract: string;
  /** years */
  lifespan: Range;
  measures: { male: SexMeasures; female: SexMeasures };
  attributes: BreedAttributes;
  /** Short facts shown as a list, e.g. { attribute: 'Coat', value: 'Short, dense, double' }. */
  specifics: { attribute: string; value: string }[];
  /**
   * Markdown paragraphs (blank line between paragraphs). `description` and `temper` are required;
   * the others are written out in full for the breeds with complete profiles.
   */
  texts: { description: string; temper: string } & Partial<Record<BreedTextSection, string>>;
  /** Two or three dominant coat colours as hex, used to draw the breed's illustration. */
  colors: string[];
  /** Breed of the week for its family (one dog, one cat). */
  breedOfTheWeek?: boolean;
}

export interface SeedAuthor {
  key: string;
  name: string;
  occupation: string;
  biography: string;
}

export interface SeedArticle {
  /** Unique, stable, kebab-case. */
  key: string;
  title: string;
  excerpt: string;
  families: FamilyKey[];
  categories: CategoryKey[];
  author: string;
  /** ISO date, between 2024-01-01 and 2026-11-01. */
  date: string;
  /**
   * Markdown. Headings start at `##`. Images: `![alt](/media/illustrations/NAME.webp "fluid")`,
   * where the title is a size hint: fluid, large or square. Embedded product cards are raw HTML
   * on their own line: `<div class="product-card" data-id="12" data-title="…"></div>`.
   */
  content: string;
  /** Optional "get more" markdown shown after the content (further reading, a tip box). */
  getMore?: string;
  imageCaption?: string;
  /** false: the article has no image of its own and gets a random default one. */
  hasImage: boolean;
  /** Special full-width header with a fluid image menu. */
  isActive?: boolean;
  isComic?: boolean;
  /** Listed on the home page. */
  home?: boolean;
  /** In the home page's featured carousel. */
  featured?: boolean;
}

export interface SeedInfographic {
  key: string;
  title: string;
  /** What the poster shows: a title line and 4 to 6 short facts drawn on the image. */
  facts: string[];
  family: FamilyKey;
  /** keys of related infographics */
  related: string[];
  home?: boolean;
}

export interface SeedProduct {
  id: number;
  name: string;
  title: string;
  abstract: string;
  description: string;
  /** Path on the shop, joined to the locale's store URL. */
  link: string;
  /** euros */
  price: number;
  type: 'banner' | 'product';
  family: FamilyKey | null;
  /** Shown in the shop's featured strip on the home page. */
  featured?: boolean;
  /** The site's featured product (exactly one). */
  siteFeatured?: boolean;
  /** keys of breeds whose kit includes this product */
  breeds?: string[];
  buyText: string;
  fromText: string;
  colors: string[];
}

export interface SeedQuote {
  content: string;
  author: string;
}

export interface SeedTip {
  content: string;
  audience: 'all' | 'guests' | 'members';
}

export interface SeedPoll {
  question: string;
  options: string[];
}

export type StaticPageKey = 'about' | 'privacy' | 'terms' | 'faq' | 'tbd';

export interface SeedStaticPage {
  key: StaticPageKey;
  locale: 'en' | 'pt' | 'pt_BR';
  title: string;
  /** Markdown */
  body: string;
}
