import { z } from 'zod';
import type { BreedAttributeName, BreedTextSection } from '../../db/schema/index.ts';
import { SLUG, slugify } from '../shared/slug.ts';
import { AA_NORMAL_TEXT, contrastRatio } from '../site/contrast.ts';
import { ATTRIBUTE_OPTIONS } from './attributes.ts';

/**
 * A breed as the studio's API and form send it (docs/decisions/042); messages are catalog
 * keys. Measures are kilograms and centimetres, as stored (core/breeds/format.ts picks grams for
 * the small animals when it shows them). The form names its fields by their dotted path here
 * ("measures.male.weight.minimum"), so an error lands next to its field.
 */
export const BREED_LIMITS = {
  name: 120,
  line: 200,
  abstract: 2000,
  text: 20_000,
  synonyms: 20,
  specifics: 20,
  kit: 12,
  related: 6,
  url: 500,
} as const;

const INVALID = 'studio_breeds.errors.invalid';

/**
 * The ten text sections in the profile's reading order: db/schema/catalogue.ts's list, repeated
 * here because the studio's form (browser code) may not import the schema; a unit test keeps
 * the two the same.
 */
export const TEXT_SECTIONS = [
  'description',
  'temper',
  'history',
  'appearance',
  'fur_type',
  'variants',
  'health_care',
  'training',
  'curiosities',
  'species',
] as const satisfies readonly BreedTextSection[];

const line = (max: number = BREED_LIMITS.line) =>
  z.string(INVALID).trim().max(max, 'studio_breeds.errors.too_long');

/** A number from JSON or a form's text (either decimal mark); '' or null: not known. */
const measure = z.preprocess((value) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    return text === '' ? null : Number(text);
  }
  return value;
}, z.number(INVALID).finite(INVALID).positive('studio_breeds.errors.positive').max(100_000, 'studio_breeds.errors.too_large').nullable());

const range = z
  .object({ minimum: measure, maximum: measure })
  .refine((r) => r.minimum === null || r.maximum === null || r.minimum <= r.maximum, {
    message: 'studio_breeds.errors.min_above_max',
    path: ['maximum'],
  });

const sex = z.object({ weight: range, height: range });

/** An id from JSON or a form's select ('' : none). */
const id = z.preprocess(
  (value) => (typeof value === 'string' ? (value === '' ? null : Number(value)) : value),
  z.number(INVALID).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID).nullable(),
);

/** An ordered list of ids (a form's empty rows dropped), each once. */
const idList = (max: number) =>
  z
    .array(id)
    .max(max, 'studio_breeds.errors.too_many')
    .transform((ids) => ids.filter((value): value is number => value !== null))
    .refine((ids) => new Set(ids).size === ids.length, 'studio_breeds.errors.repeated');

/** A picture of this site: the media library (/media/…) or the site's own files (/img/…). */
export const sitePicture = z
  .string(INVALID)
  .trim()
  .max(BREED_LIMITS.url, 'studio_breeds.errors.too_long')
  .refine(
    (value) => value === '' || (/^\/(media|img)\/[\w./-]+$/.test(value) && !value.includes('..')),
    'studio_breeds.errors.picture',
  )
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null);

export const sectionText = z
  .string(INVALID)
  .max(BREED_LIMITS.text, 'studio_breeds.errors.too_long')
  .optional()
  .transform((value) => value?.trim() ?? '');

const attribute = (name: BreedAttributeName) =>
  z.enum(ATTRIBUTE_OPTIONS[name] as [string, ...string[]], 'studio_breeds.errors.option');

/** The fields of a breed, each with its rule (content packs check their rows with them). */
export const breedFields = z.object({
  id_family: id.refine((value) => value !== null, 'studio_breeds.errors.family'),
  name: line(BREED_LIMITS.name).min(1, 'studio_breeds.errors.name_required'),
  /** Empty: made from the name. */
  slug: line(BREED_LIMITS.name)
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || SLUG.test(value), 'studio_breeds.errors.slug'),
  /** A list, or a form's text with one name per line (or separated by semicolons). */
  synonyms: z
    .union([z.array(z.string(INVALID)), z.string(INVALID).transform((t) => t.split(/[\n;]/))])
    .optional()
    .transform((names = []) => names.map((n) => n.trim()).filter(Boolean))
    .refine((names) => names.length <= BREED_LIMITS.synonyms, 'studio_breeds.errors.too_many')
    .refine(
      (names) => names.every((n) => n.length <= BREED_LIMITS.line),
      'studio_breeds.errors.too_long',
    ),
  origin: line().default(''),
  date_origin: line().default(''),
  race_type: line().default(''),
  utilizations: line(BREED_LIMITS.abstract).default(''),
  abstract: line(BREED_LIMITS.abstract).default(''),
  lifespan: range,
  measures: z.object({ male: sex, female: sex }),
  attributes: z.object({
    size: attribute('size'),
    climate: attribute('climate'),
    exercise: attribute('exercise'),
    grooming: attribute('grooming'),
    training: attribute('training'),
  }),
  /** Label and value pairs; a row with both empty is dropped. */
  specifics: z
    .array(z.object({ attribute: line(), value: line() }))
    .max(BREED_LIMITS.specifics, 'studio_breeds.errors.too_many')
    .default([])
    .transform((rows) => rows.filter((row) => row.attribute || row.value))
    .refine(
      (rows) => rows.every((row) => row.attribute && row.value),
      'studio_breeds.errors.specific_half',
    ),
  /** Markdown per section; an empty section is not shown. */
  texts: z
    .object(
      Object.fromEntries(TEXT_SECTIONS.map((section) => [section, sectionText])) as Record<
        (typeof TEXT_SECTIONS)[number],
        typeof sectionText
      >,
    )
    .default({} as never),
  image_url: sitePicture,
  fluid_image_url: sitePicture,
  featured_product: id.optional().transform((value) => value ?? null),
  kit: idList(BREED_LIMITS.kit).default([]),
  related: idList(BREED_LIMITS.related).default([]),
});

export const breedSchema = breedFields
  .transform((breed) => ({ ...breed, slug: breed.slug || slugify(breed.name) }))
  .refine((breed) => breed.slug !== '', {
    message: 'studio_breeds.errors.slug',
    path: ['slug'],
  });

export type BreedInput = z.output<typeof breedSchema>;

/** The menu band's text is white (app/styles/app.css `.menu-band`): its colour must carry it. */
export const MENU_TEXT_COLOUR = '#ffffff';
export const readableMenuColour = (colour: string) =>
  contrastRatio(MENU_TEXT_COLOUR, colour) >= AA_NORMAL_TEXT;

const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
);

/** A family as the studio saves it: its name in the site's language, flags, menu, order. */
export const familySchema = z.object({
  revision: z.coerce.number(INVALID).int(INVALID).min(0, INVALID),
  name: line(BREED_LIMITS.name).min(1, 'studio_breeds.errors.name_required'),
  is_root_category: flag,
  has_breeds: flag,
  menu_colour: z
    .string(INVALID)
    .trim()
    .nullish()
    .transform((value) => value?.toLowerCase() || null)
    .refine(
      (value) => value === null || /^#[0-9a-f]{6}$/.test(value),
      'studio_breeds.errors.colour',
    )
    .refine(
      // zod runs every refinement: a value that is no colour at all was refused just above.
      (value) => value === null || !/^#[0-9a-f]{6}$/.test(value) || readableMenuColour(value),
      'studio_breeds.errors.colour_contrast',
    ),
  image_url: sitePicture,
  menu_image_url: sitePicture.prefault(''),
  position: z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(1000, INVALID),
  breed_of_the_week_mode: z.enum(['chosen', 'weekly'], INVALID),
  id_breed_of_the_week: id.optional().transform((value) => value ?? null),
});

export type FamilyInput = z.output<typeof familySchema>;

export const categorySchema = z.object({
  name: line(BREED_LIMITS.name).min(1, 'studio_breeds.errors.name_required'),
  position: z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(1000, INVALID),
});

export type CategoryInput = z.output<typeof categorySchema>;

/**
 * Field errors keyed by the dotted path of the field (the form's input names), first message
 * of each; `fieldErrorsOf` (core/studio/staff-rules.ts) keys by the top level only.
 */
export function pathErrorsOf<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; errors: Record<string, string[]> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= [issue.message];
  }
  return { ok: false, errors };
}

/**
 * A form's dotted names to the nested object the schemas read: "kit.0" and "kit.1" make an
 * array, "measures.male.weight.minimum" nested objects. Only names of letters, digits and _.
 */
export function unflattenForm(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const parts = name.split('.');
    if (parts.length > 6 || !parts.every((part) => /^\w{1,40}$/.test(part))) continue;
    if (
      parts.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')
    )
      continue;
    // A row number past any list of the forms would only make a long sparse array.
    if (parts.some((part) => /^\d+$/.test(part) && Number(part) >= 50)) continue;
    let node: Record<string, unknown> = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) {
        node[part] = value;
        break;
      }
      const next = parts[index + 1]!;
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      const child = node[part];
      if (typeof child !== 'object' || child === null) break;
      node = child as Record<string, unknown>;
    }
  }
  // Arrays from numbered rows keep their order; a missing row is none.
  const dense = (value: unknown): unknown => {
    if (Array.isArray(value)) return Array.from(value, (item) => dense(item ?? ''));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dense(v)]));
    return value;
  };
  return dense(root) as Record<string, unknown>;
}
