import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import {
  editableSettingsSchema,
  SETTING_NAMES,
  type EditableSettings,
  type SettingName,
} from './editable-settings.ts';
import type { SiteSettings } from './settings.ts';

/** The editable settings as they stand in a SiteSettings (the environment's, or the live ones). */
export function editableOf(settings: SiteSettings): EditableSettings {
  return {
    title: settings.title,
    meta_description: settings.metaDescription,
    meta_keywords: settings.metaKeywords,
    logo_path: settings.logoPath,
    store_url: settings.storeUrls[settings.locale],
    forum_url: settings.forumUrl,
    legacy_url: settings.legacyUrl,
    facebook_url: settings.facebookUrl,
    instagram_url: settings.instagramUrl,
    contact_email: settings.contactEmail,
    has_newsletter: settings.hasNewsletter,
    covid_notice: settings.covidNoticeEnabled,
    header_colour: settings.headerColour,
    cookie_notice: settings.cookieNoticeText,
  };
}

/** Writes editable values into a SiteSettings, in place. */
function assign(target: SiteSettings, values: EditableSettings) {
  target.title = values.title;
  target.metaDescription = values.meta_description;
  target.metaKeywords = values.meta_keywords;
  target.logoPath = values.logo_path;
  target.storeUrls = { ...target.storeUrls, [target.locale]: values.store_url };
  target.forumUrl = values.forum_url;
  target.legacyUrl = values.legacy_url;
  target.facebookUrl = values.facebook_url;
  target.instagramUrl = values.instagram_url;
  target.contactEmail = values.contact_email;
  target.hasNewsletter = values.has_newsletter;
  target.covidNoticeEnabled = values.covid_notice;
  target.headerColour = values.header_colour;
  target.cookieNoticeText = values.cookie_notice;
}

/**
 * The saved values that still pass today's rules, by name; a value that no longer does (a rule
 * made stricter since) falls back to its default rather than breaking the site.
 */
export function validSaved(saved: Record<string, unknown>): Partial<EditableSettings> {
  const out: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    if (!(name in saved)) continue;
    const parsed = editableSettingsSchema.shape[name].safeParse(saved[name]);
    if (parsed.success) out[name] = parsed.data;
  }
  return out as Partial<EditableSettings>;
}

/** Only the values that differ from the defaults: the others keep following the environment. */
export function differences(values: EditableSettings, defaults: EditableSettings) {
  const out: Partial<Record<SettingName, unknown>> = {};
  for (const name of SETTING_NAMES) if (values[name] !== defaults[name]) out[name] = values[name];
  return out;
}

/**
 * The site's live settings: one SiteSettings object that every service and page reads
 * at each use, updated in place. The environment's values are the defaults; what an editor saved
 * (`site_settings`) wins. `reload()` after a save here, a purge announcement from another
 * instance, or a change of the content version (migration 0012's trigger).
 */
export function createLiveSettings(db: Db, settings: SiteSettings) {
  const defaults = editableOf(settings);
  let revision = 0;
  let loaded = false;
  // Counts applies, so that a reload whose read began before a save's apply cannot undo it.
  let applied = 0;
  const apply = (saved: Record<string, unknown>, savedRevision: number) => {
    assign(settings, { ...defaults, ...validSaved(saved) });
    revision = savedRevision;
    loaded = true;
    applied += 1;
  };
  return {
    /** The environment's values, which a value never saved follows. */
    defaults: () => ({ ...defaults }),
    current: () => editableOf(settings),
    revision: () => revision,
    /** Whether the saved values were read at least once (not while the database was out at boot). */
    loaded: () => loaded,
    apply,
    /**
     * Reads the saved values again. A read that began before a newer apply (this instance's save
     * lands while a purge's or the content version's reload is in flight) keeps the newer values
     * unless it read a later revision.
     */
    async reload() {
      const before = applied;
      const [row] = await db
        .select({ values: siteSettings.values, revision: siteSettings.revision })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      const readRevision = row?.revision ?? 0;
      if (applied !== before && readRevision <= revision) return;
      apply(row?.values ?? {}, readRevision);
    },
  };
}

export type LiveSettings = ReturnType<typeof createLiveSettings>;
