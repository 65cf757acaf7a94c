import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { breeds, categories, families, products } from '../../db/schema/index.ts';
import { breedOfTheWeek } from '../breeds/breed-of-the-week.ts';
import { localizedName, localizedSlug, type Locale } from './locale.ts';
import type { SiteSettings } from './settings.ts';
import {
  activeNotices,
  listNotices,
  type BannerMessage,
  type NoticeRow,
} from './list-active-notices.ts';
import { toProduct, type Product } from '../products/to-product.ts';

export interface FamilyInfo {
  id_family: number;
  name: string;
  slug: string;
  is_root_category: 0 | 1;
  has_breeds: 0 | 1;
  id_breed_of_the_week: number | null;
  image_url: string | null;
  /** The menu band's colour (#rrggbb) an editor chose; null: the built-in one. */
  menu_colour: string | null;
  /** The menu band's picture an editor chose; null: the built-in drawing. */
  menu_image_url: string | null;
}

export interface CategoryInfo {
  id_category: number;
  name: string;
  slug: string;
}

/** The website info injected into every page: website settings, families, categories, product. */
export interface WebsiteInfo {
  website: {
    title: string;
    meta_description: string;
    meta_keywords: string;
    locale: Locale;
    logo_path: string;
    store_url: string;
    forum_url: string;
    legacy_url: string;
    facebook_url: string | null;
    instagram_url: string | null;
    contact_email: string;
    has_newsletter: 0 | 1;
    covid_notice: 0 | 1;
    /** The header's background (#rrggbb): the studio's settings, else the default green. */
    header_colour: string;
    /** The cookie notice's text; null: the standard wording. */
    cookie_text: string | null;
    stock_api_url: string;
    public_url: string;
    /** The same site in other languages; hreflang alternates when there are two or more. */
    locale_urls: Partial<Record<Locale, string>>;
    analytics: { provider: 'none' | 'first-party' | 'beacon'; url: string | null };
  };
  families: FamilyInfo[];
  categories: CategoryInfo[];
  featured_product: Product | null;
  /** The notification banner's messages showing now (the studio's Notices). */
  notices: BannerMessage[];
}

/**
 * The website info as every page reads it (decisions 052 and 056): without the site's
 * featured product, which no page of the public site draws, nor the families' breed of the week
 * and `has_breeds`, which no page reads from it (the breed list's loader sends its own).
 */
export type PageWebsiteInfo = ChromeInfo & Pick<WebsiteInfo, 'notices'>;

/** A family as the header, the footer and the pages read it. */
export type ChromeFamily = Omit<FamilyInfo, 'id_breed_of_the_week' | 'has_breeds'>;

/**
 * What the header, the footer and the pages' meta tags draw of the website info, and changes only
 * when an editor saves (or an import or the seed writes): the browser loads it as a static file
 * (core/site/chrome-asset.ts, decision 056). What turns with time (the notices showing now, the
 * breed of the week) stays out of it, so every instance makes the same file from the same rows.
 */
export interface ChromeInfo {
  website: WebsiteInfo['website'];
  families: ChromeFamily[];
  categories: CategoryInfo[];
}

/** The chrome's part of the website info. */
export function chromeInfo(info: WebsiteInfo): ChromeInfo {
  return {
    website: info.website,
    families: info.families.map(
      ({ id_breed_of_the_week: _turnsWeekly, has_breeds: _notRead, ...family }) => family,
    ),
    categories: info.categories,
  };
}

/**
 * What the website info reads from the database: it changes only when an editor saves (or an
 * import or the seed writes), so the root loader keeps it in process (core/shared/read-cache.ts).
 */
export interface SiteRows {
  families: (typeof families.$inferSelect)[];
  categories: (typeof categories.$inferSelect)[];
  featured: typeof products.$inferSelect | undefined;
  notices: NoticeRow[];
  /** The breeds of families whose breed of the week turns weekly (docs/decisions/042). */
  weeklyBreeds: { idBreed: number; idFamily: number }[];
}

export async function readSiteRows(db: Db): Promise<SiteRows> {
  const [familyRows, categoryRows, featuredRows, noticeRows] = await Promise.all([
    db.select().from(families).orderBy(asc(families.position), asc(families.idFamily)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.idCategory)),
    db.select().from(products).where(eq(products.isSiteFeatured, true)).limit(1),
    listNotices(db),
  ]);
  const weekly = familyRows.filter((f) => f.breedOfTheWeekMode === 'weekly').map((f) => f.idFamily);
  const weeklyBreeds = weekly.length
    ? await db
        .select({ idBreed: breeds.idBreed, idFamily: breeds.idFamily })
        .from(breeds)
        .where(inArray(breeds.idFamily, weekly))
    : [];
  return {
    families: familyRows,
    categories: categoryRows,
    featured: featuredRows[0],
    notices: noticeRows,
    weeklyBreeds,
  };
}

export async function getWebsiteInfo(db: Db, settings: SiteSettings): Promise<WebsiteInfo> {
  return buildWebsiteInfo(await readSiteRows(db), settings, new Date());
}

/**
 * The website info of these rows at `now`: the settings are read at each call (an editor's save
 * reloads them, core/site/live-settings.ts), and so are what turns with time (the notices showing
 * now, the weekly breed of the week).
 */
export function buildWebsiteInfo(rows: SiteRows, settings: SiteSettings, now: Date): WebsiteInfo {
  const locale = settings.locale;
  const featured = rows.featured;
  return {
    website: {
      title: settings.title,
      meta_description: settings.metaDescription,
      meta_keywords: settings.metaKeywords,
      locale,
      logo_path: settings.logoPath,
      store_url: settings.storeUrls[locale],
      forum_url: settings.forumUrl,
      legacy_url: settings.legacyUrl,
      facebook_url: settings.facebookUrl,
      instagram_url: settings.instagramUrl,
      contact_email: settings.contactEmail,
      has_newsletter: settings.hasNewsletter ? 1 : 0,
      covid_notice: settings.covidNoticeEnabled ? 1 : 0,
      header_colour: settings.headerColour,
      cookie_text: settings.cookieNoticeText,
      stock_api_url: settings.stockApiUrl,
      public_url: settings.publicUrl,
      locale_urls: settings.localeUrls,
      analytics: settings.analytics,
    },
    families: rows.families.map((f) => ({
      id_family: f.idFamily,
      name: localizedName(f.name, f.translations, locale),
      slug: localizedSlug(f.slug, f.translations, locale),
      is_root_category: f.isRootCategory ? 1 : 0,
      has_breeds: f.hasBreeds ? 1 : 0,
      id_breed_of_the_week: breedOfTheWeek(
        { mode: f.breedOfTheWeekMode, chosen: f.idBreedOfTheWeek },
        rows.weeklyBreeds.filter((b) => b.idFamily === f.idFamily).map((b) => b.idBreed),
        now,
      ),
      image_url: f.imageUrl,
      menu_colour: f.menuColour,
      menu_image_url: f.menuImageUrl,
    })),
    categories: rows.categories.map((c) => ({
      id_category: c.idCategory,
      name: localizedName(c.name, c.translations, locale),
      slug: localizedSlug(c.slug, c.translations, locale),
    })),
    featured_product: featured ? toProduct(featured, settings.storeUrls[locale]) : null,
    notices: activeNotices(rows.notices, now),
  };
}
