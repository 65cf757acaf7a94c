import { z } from 'zod';
import { readableHeaderColour } from './header-colour.ts';

/**
 * The website settings an editor changes in the studio ("Website settings"), by the
 * names the form and the API use. Messages are catalog keys. Browser-safe: the settings screen
 * checks with the same rules before it sends.
 */
export const SETTING_LIMITS = {
  title: 80,
  metaDescription: 300,
  metaKeywords: 300,
  url: 500,
  cookieNotice: 500,
};

/** The message of a value of the wrong kind (only a hand-made request sends one). */
const INVALID = 'studio_settings.errors.invalid';
const text = () => z.string(INVALID).trim();

/** An address on the web: http or https, with a host. */
const isWebAddress = (value: string, protocols = ['http:', 'https:']) => {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

const link = (key: string) =>
  text()
    .max(SETTING_LIMITS.url, key)
    .refine((value) => isWebAddress(value), key);
/** A link that may be left empty (no such profile): empty is null. */
const optionalLink = (key: string) =>
  z.union([z.literal('').transform(() => null), link(key)], { error: key }).nullable();
/** A picture of the site (a path it serves) or on another site (https). */
const picturePath = text()
  .max(SETTING_LIMITS.url, 'studio_settings.errors.logo')
  .refine(
    (value) =>
      (/^\/[^/\\\s]/.test(value) && !value.includes('..')) ||
      isWebAddress(value, ['https:']),
    'studio_settings.errors.logo',
  );

/** A checkbox of an HTML form sends 'on' when ticked and nothing when not; the API sends booleans. */
const flag = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')], { error: INVALID })
  .transform((value) => value === true || value === 'on' || value === 'true');

export const editableSettingsSchema = z.object({
  title: text()
    .min(1, 'studio_settings.errors.title_required')
    .max(SETTING_LIMITS.title, 'studio_settings.errors.title_too_long'),
  meta_description: text().max(SETTING_LIMITS.metaDescription, 'studio_settings.errors.too_long'),
  meta_keywords: text().max(SETTING_LIMITS.metaKeywords, 'studio_settings.errors.too_long'),
  logo_path: picturePath,
  store_url: link('studio_settings.errors.link'),
  forum_url: link('studio_settings.errors.link'),
  legacy_url: link('studio_settings.errors.link'),
  facebook_url: optionalLink('studio_settings.errors.link'),
  instagram_url: optionalLink('studio_settings.errors.link'),
  contact_email: z
    .string(INVALID)
    .trim()
    .pipe(z.email('studio_settings.errors.email').max(254, 'studio_settings.errors.email')),
  has_newsletter: flag,
  covid_notice: flag,
  /** Empty: the standard wording of the site's language. */
  cookie_notice: text()
    .max(SETTING_LIMITS.cookieNotice, 'studio_settings.errors.cookie_too_long')
    .transform((value) => value || null)
    .nullable(),
  header_colour: text()
    .regex(/^#[0-9a-f]{6}$/i, 'studio_settings.errors.colour')
    .transform((colour) => colour.toLowerCase())
    .refine(readableHeaderColour, 'studio_settings.errors.colour_contrast'),
});

export type EditableSettings = z.infer<typeof editableSettingsSchema>;
export type SettingName = keyof EditableSettings;
export const SETTING_NAMES = Object.keys(editableSettingsSchema.shape) as SettingName[];

/** The flags: a form leaves an unticked box out, so a missing flag there is false. */
export const SETTING_FLAGS: readonly SettingName[] = ['has_newsletter', 'covid_notice'];
