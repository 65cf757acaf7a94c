import { withImage } from '../articles/default-image.ts';
import type { InfographicSummary } from '../infographics/infographic-summary.ts';
import { productView, type Product, type ProductView } from '../products/to-product.ts';
import type { HomeContent } from './home-content.ts';

/** Home articles: the first 6 in the main list, the rest as "more stories". */
export const HOME_MAIN_ARTICLES = 6;

type Summary = HomeContent['home'][number];

/**
 * The default picture of an article without one, drawn once per article rather than per call: the
 * home file's address is a hash of this data (decision 059), so every instance, and every build of
 * the file from the same content, must draw the same one. Still spread over the candidates (the
 * specification's random pick), by the article's id.
 */
const pictured = <T extends Summary | NonNullable<HomeContent['inContext']>>(a: T) =>
  withImage(a, () => (a.id_article * 0.6180339887) % 1);

/**
 * Each article with only what its part of the page draws: the home file's data, or the studio
 * preview's hydration data (decisions 052 and 059). The featured
 * carousel: picture (and its mobile crop), title, excerpt; a card of the main list: picture,
 * first category, title, author; a row of "more stories": the same and its excerpt; the
 * in-context widget: title, excerpt and picture. Default pictures are chosen here, on the server.
 */
const featuredArticle = (a: Summary) => {
  const { id_article, slug, title, excerpt, image_url, mobile_image_url } = pictured(a);
  return { id_article, slug, title, excerpt, image_url, mobile_image_url };
};
/**
 * One object per author and per first category, whichever articles carry them: turbo-stream
 * sends a value once and refers to it by index after (decision 056), so the studio preview's 27
 * articles by a few authors in six categories carry each once.
 */
function sharer() {
  const kept = new Map<string, unknown>();
  return <T>(key: string, value: T): T => {
    if (!kept.has(key)) kept.set(key, value);
    return kept.get(key) as T;
  };
}
const listedArticle = (share: ReturnType<typeof sharer>) => (a: Summary, index: number) => {
  const { id_article, slug, title, excerpt, image_url, author, categories } = pictured(a);
  const first = categories[0];
  const card = {
    id_article,
    slug,
    title,
    image_url,
    author: author ? share(`author ${JSON.stringify(author)}`, author) : author,
    categories: share(`categories ${first ? JSON.stringify(first) : ''}`, first ? [first] : []),
  };
  return index < HOME_MAIN_ARTICLES ? card : { ...card, excerpt };
};

/**
 * The curated articles of the lists: "more stories" leaves out those the carousel already shows,
 * so a visitor does not meet the same story twice on one page.
 */
function listedArticles(content: HomeContent): Summary[] {
  const inCarousel = new Set(content.featured.map((a) => a.id_article));
  return content.home.filter(
    (a, index) => index < HOME_MAIN_ARTICLES || !inCarousel.has(a.id_article),
  );
}

/** The curated parts as the page draws them. */
export const homeViewData = (content: HomeContent) => ({
  featured: content.featured.map(featuredArticle),
  home: listedArticles(content).map(listedArticle(sharer())),
  banners: content.banners.map(productView),
  inContext: content.inContext
    ? {
        id_article: content.inContext.id_article,
        slug: content.inContext.slug,
        title: content.inContext.title,
        excerpt: content.inContext.excerpt,
        image_url: pictured(content.inContext).image_url,
      }
    : null,
  encyclopedia: content.encyclopedia,
});

/** The home's infographic: the widget draws its thumbnail, title and link, not its posters. */
export const homeInfographic = (infographic: InfographicSummary | null) =>
  infographic
    ? {
        id_infographic: infographic.id_infographic,
        title: infographic.title,
        slug: infographic.slug,
        thumbnail_path: infographic.thumbnail_path,
      }
    : null;

/**
 * The featured products as their cards draw them; a banner that is also one of the home's banners
 * is the same object, which turbo-stream sends once.
 */
export const homeProducts = (
  products: readonly Product[],
  banners: readonly ProductView[],
): ProductView[] =>
  products.map(
    (product) => banners.find((b) => b.id_product === product.id_product) ?? productView(product),
  );

/** The curated parts as the home page draws them: the home file's data (decision 059). */
export type HomeCurated = ReturnType<typeof homeViewData>;
