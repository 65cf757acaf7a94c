import { files, paths, type PageName } from '../../site/paths.ts';

/**
 * Content checks before publishing (docs/decisions/033): pure and browser-safe, so the editor runs
 * them live while the service runs the same ones with the facts only the database knows (which
 * products exist, which pages a link points to, the hero picture's size). Errors block publishing
 * and scheduling; warnings do not. A fact not given (undefined) is not checked: the editor may
 * leave out what it cannot know, the server never does.
 */

export interface CheckedArticle {
  title: string;
  excerpt: string;
  content: string;
  getMore: string | null;
  imageUrl: string | null;
  imageAlt: string;
  isActive: boolean;
  seoTitle: string;
  seoDescription: string;
}

/** A link inside the site, resolved against the page table. */
export interface LinkTarget {
  href: string;
  /** The page the path matches, or null when it matches none. */
  page: PageName | null;
  params: Record<string, string>;
}

export interface CheckFacts {
  /** Ids of the products that exist (at least those the content names). */
  knownProducts?: ReadonlySet<number>;
  /** Whether the thing a matched page shows exists (an article, a breed...); undefined: unknown. */
  exists?: (target: LinkTarget) => boolean | undefined;
  /** The hero picture's size in pixels, when known. */
  heroSize?: { width: number; height: number } | null;
  /** The site's own origin (PUBLIC_URL): absolute links to it are internal links too. */
  siteOrigin?: string;
}

export const CHECK_CODES = [
  'hero_alt_missing',
  'image_alt_missing',
  'product_unknown',
  'link_broken',
  'excerpt_empty',
  'hero_too_small',
  'title_too_long',
  'description_length',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export interface ContentCheck {
  level: 'error' | 'warning';
  code: CheckCode;
  /** The field it is about (title, excerpt, content, imageUrl, seoTitle, seoDescription...). */
  field: string;
  /** What exactly: the picture's address, the product id, the link, a length or a size. */
  detail?: string;
}

/** Search results show about this many characters of a title, and of a description. */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MIN = 50;
export const SEARCH_DESCRIPTION_MAX = 160;
/**
 * The widths the hero picture is drawn at: the full-width header of an `is_active` article spans
 * the window (the largest variant, 1920 px); the framed one is 1000 px (app/routes/article.tsx).
 */
export const HERO_MIN_WIDTH = { fullWidth: 1920, framed: 1000 } as const;

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const HTML_IMAGE = /<img\b([^>]*)>/gi;
const MARKDOWN_LINK = /(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+["'(].*)?$/gm;
const HTML_LINK = /<a\b[^>]*\bhref\s*=\s*["']([^"']*)["']/gi;
const PRODUCT_CARD = /<div\b([^>]*\bclass\s*=\s*["']product-card["'][^>]*)>/gi;

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes);
  return match ? match[1]! : null;
};

/** Images of markdown (or raw HTML) without a text alternative: their addresses. */
export function imagesWithoutAlt(markdown: string): string[] {
  const missing: string[] = [];
  for (const match of markdown.matchAll(MARKDOWN_IMAGE))
    if (!match[1]!.trim()) missing.push(match[2]!);
  for (const match of markdown.matchAll(HTML_IMAGE))
    if (!attribute(match[1]!, 'alt')?.trim()) missing.push(attribute(match[1]!, 'src') ?? '');
  return missing;
}

/** The ids of the product cards embedded in markdown (`<div class="product-card" data-id="12">`). */
export function productCardIds(markdown: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const match of markdown.matchAll(PRODUCT_CARD)) {
    const raw = attribute(match[1]!, 'data-id') ?? '';
    if (/^\d{1,9}$/.test(raw) && Number(raw) > 0) ids.push(Number(raw));
    else invalid.push(raw);
  }
  return { ids: [...new Set(ids)], invalid };
}

/** Addresses that are files rather than pages: pictures, feeds, sitemaps. */
const FILE_PREFIXES = ['/media/', '/img/', '/assets/', '/fonts/'];
const isFile = (path: string) =>
  FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
  (Object.values(files) as string[]).includes(path) ||
  /^\/sitemap[\w-]*\.xml$/.test(path);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each page's patterns as regular expressions, with their parameter names. */
const PAGE_MATCHERS = (Object.keys(paths) as PageName[])
  .filter((name) => name !== 'notFound')
  .flatMap((name) =>
    [paths[name].pattern, ...paths[name].aliases].map((pattern) => {
      const names: string[] = [];
      const source = pattern
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return escapeRegExp(segment);
          names.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      return { name, names, regex: new RegExp(`^${source === '' ? '/' : source}/?$`, 'i') };
    }),
  );

/** The page of the table a path matches, with its parameters; null when none does. */
export function matchPage(path: string): { page: PageName; params: Record<string, string> } | null {
  for (const matcher of PAGE_MATCHERS) {
    const match = matcher.regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    matcher.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(match[i + 1]!);
      } catch {
        params[name] = match[i + 1]!;
      }
    });
    return { page: matcher.name, params };
  }
  return null;
}

/** The site's own links in markdown (relative, or absolute to `siteOrigin`), resolved. */
export function internalLinks(markdown: string, siteOrigin?: string): LinkTarget[] {
  const hrefs = [
    ...[...markdown.matchAll(MARKDOWN_LINK)].map((m) => m[1]!),
    ...[...markdown.matchAll(REFERENCE_LINK)].map((m) => m[1]!),
    ...[...markdown.matchAll(HTML_LINK)].map((m) => m[1]!),
  ];
  const origin = siteOrigin?.replace(/\/$/, '');
  const targets: LinkTarget[] = [];
  for (const href of new Set(hrefs)) {
    let path: string;
    if (origin && href.toLowerCase().startsWith(`${origin.toLowerCase()}/`))
      path = href.slice(origin.length);
    else if (href.startsWith('/') && !href.startsWith('//')) path = href;
    else continue;
    path = path.replace(/[?#].*$/, '') || '/';
    if (isFile(path)) continue;
    const matched = matchPage(path);
    targets.push({ href, page: matched?.page ?? null, params: matched?.params ?? {} });
  }
  return targets;
}

/** Every check of an article, errors first. */
export function checkContent(article: CheckedArticle, facts: CheckFacts = {}): ContentCheck[] {
  const errors: ContentCheck[] = [];
  const warnings: ContentCheck[] = [];
  const bodies: [string, string][] = [
    ['content', article.content],
    ['getMore', article.getMore ?? ''],
  ];

  if (article.imageUrl && !article.imageAlt.trim())
    errors.push({ level: 'error', code: 'hero_alt_missing', field: 'imageAlt' });
  for (const [field, markdown] of bodies) {
    for (const src of imagesWithoutAlt(markdown))
      errors.push({ level: 'error', code: 'image_alt_missing', field, detail: src });
    const cards = productCardIds(markdown);
    for (const raw of cards.invalid)
      errors.push({ level: 'error', code: 'product_unknown', field, detail: raw });
    if (facts.knownProducts)
      for (const id of cards.ids)
        if (!facts.knownProducts.has(id))
          errors.push({ level: 'error', code: 'product_unknown', field, detail: String(id) });
    for (const target of internalLinks(markdown, facts.siteOrigin)) {
      const exists = target.page === null ? false : facts.exists?.(target);
      if (exists === false)
        errors.push({ level: 'error', code: 'link_broken', field, detail: target.href });
    }
  }
  if (!article.excerpt.trim())
    errors.push({ level: 'error', code: 'excerpt_empty', field: 'excerpt' });

  if (article.imageUrl && facts.heroSize) {
    const needed = article.isActive ? HERO_MIN_WIDTH.fullWidth : HERO_MIN_WIDTH.framed;
    if (facts.heroSize.width < needed)
      warnings.push({
        level: 'warning',
        code: 'hero_too_small',
        field: 'imageUrl',
        detail: `${facts.heroSize.width} < ${needed}`,
      });
  }
  const title = (article.seoTitle.trim() || article.title.trim()).length;
  if (title > SEARCH_TITLE_MAX)
    warnings.push({
      level: 'warning',
      code: 'title_too_long',
      field: article.seoTitle.trim() ? 'seoTitle' : 'title',
      detail: String(title),
    });
  const description = (article.seoDescription.trim() || article.excerpt.trim()).length;
  if (
    description > 0 &&
    (description < SEARCH_DESCRIPTION_MIN || description > SEARCH_DESCRIPTION_MAX)
  )
    warnings.push({
      level: 'warning',
      code: 'description_length',
      field: article.seoDescription.trim() ? 'seoDescription' : 'excerpt',
      detail: String(description),
    });
  return [...errors, ...warnings];
}

export const hasErrors = (checks: readonly ContentCheck[]) =>
  checks.some((check) => check.level === 'error');
