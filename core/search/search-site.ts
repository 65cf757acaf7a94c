import { sql } from 'drizzle-orm';
import { queryNamedRows, queryRows, type Db } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import { localizedName, type Locale } from '../site/locale.ts';
import {
  portugueseTsQuery,
  prefixTsQuery,
  SEARCH_LIMITS,
  searchWords,
  typoPattern,
} from './query.ts';

export interface SearchResults {
  breeds: {
    id_breed: number;
    id_family: number;
    name: string;
    slug: string;
    image_url: string | null;
  }[];
  articles: {
    id_article: number;
    title: string;
    slug: string;
    /** The lead picture; null when the article has none (the page shows a default one). */
    image_url: string | null;
    categories: { id_category: number; name: string }[];
  }[];
  /** Asked for by the search results page only (the header's suggestions have no such group). */
  infographics: {
    id_infographic: number;
    title: string;
    slug: string;
    thumbnail_path: string;
  }[];
  products: {
    id_product: number;
    name: string;
    link: string;
    image: string | null;
    price: number | null;
  }[];
}

/**
 * Articles ranked per search, at most: the newest matches of the words and the closest title
 * matches. Ranking reads each candidate's whole search vector, so a word found in nearly every
 * article ("dog") would otherwise cost a pass over the catalogue (decision 012).
 */
const ARTICLE_CANDIDATES = { words: 300, typo: 100 } as const;

const EMPTY: SearchResults = { breeds: [], articles: [], products: [], infographics: [] };

export type SearchGroup = keyof SearchResults;

/** Which rows of a group to answer: `limit` rows after skipping `offset`, in ranking order. */
export interface GroupSlice {
  limit: number;
  offset: number;
}

/**
 * The groups to search and the slice of each: every group, the first `SEARCH_LIMITS.perGroup`
 * rows (the header's suggestions), unless the search results page asks for a page of its own.
 * A group left out is not queried and answers empty.
 */
export type SearchSlices = Partial<Record<SearchGroup, GroupSlice>>;

const FIRST_ROWS: SearchSlices = {
  breeds: { limit: SEARCH_LIMITS.perGroup, offset: 0 },
  articles: { limit: SEARCH_LIMITS.perGroup, offset: 0 },
  products: { limit: SEARCH_LIMITS.perGroup, offset: 0 },
};

/**
 * Site-wide search. A row matches when its English or Portuguese stems match (accents folded),
 * when every word is a prefix of a word in it (typing), or, for one typo, when the query is a
 * close trigram match of one of its words (articles, products) or each of its words of 4 letters
 * or more is at most one typo away from a word of its names (breeds, typoPattern). Ranked by text
 * rank plus similarity, breeds that match the words before those found through a typo.
 */
export async function searchSite(
  db: Db,
  query: string,
  options: { storeUrl: string; locale: Locale; slices?: SearchSlices },
): Promise<SearchResults> {
  const words = searchWords(query);
  if (words.join('').length < SEARCH_LIMITS.minLength) return EMPTY;
  const text = words.join(' ');
  const prefix = prefixTsQuery(words);
  const ptQuery = portugueseTsQuery(words);
  const typos = typoPattern(words);
  const slices = options.slices ?? FIRST_ROWS;
  // Nothing to ask for a group left out: an empty answer without a query.
  const none = Promise.resolve([]);
  const slice = (group: SearchGroup) => {
    const { limit, offset } = slices[group]!;
    return sql`LIMIT ${limit} OFFSET ${offset}`;
  };

  // One matching rule for every group, on that group's stored search vectors (db/schema/search-columns.ts)
  // and its name, for typos.
  const match = (alias: string) => {
    const en = sql.raw(`${alias}.search_en`);
    const pt = sql.raw(`${alias}.search_pt`);
    const name = sql.raw(`${alias}.search_name`);
    const words = sql`(
        ${en} @@ plainto_tsquery('pawpedia_en', ${text})
        OR ${pt} @@ to_tsquery('pawpedia_pt', ${ptQuery})
        OR ${en} @@ to_tsquery('pawpedia_en', pawpedia_unaccent(${prefix}))
      )`;
    const typo = sql`pawpedia_unaccent(lower(${text})) <% ${name}`;
    return {
      words,
      typo,
      where: sql`(${words} OR ${typo})`,
      rank: sql`(
        ts_rank(${en}, plainto_tsquery('pawpedia_en', ${text}))
        + ts_rank(${pt}, to_tsquery('pawpedia_pt', ${ptQuery}))
        + word_similarity(pawpedia_unaccent(lower(${text})), ${name}) * 2
      )`,
    };
  };

  // Breeds forgive one typo in each word of their names and synonyms (query.ts, typoPattern),
  // found through their trigram index, instead of the trigram similarity of the other groups: a
  // short word's similarity is too low for a transposition ("persain" and "persian" share a third
  // of their trigrams) and too high for words that only share letters ("ração" and "cão-rã").
  // The words' matches rank first, then the breeds whose own name (not a synonym) matches.
  const breedMatch = match('b');
  const breed = {
    ...breedMatch,
    where: sql`(${breedMatch.words} OR b.search_name ~ ${typos}::text)`,
    order: sql`${breedMatch.words} DESC,
      coalesce(pawpedia_unaccent(lower(b.name)) ~ ${typos}::text, false) DESC,
      ${breedMatch.rank} DESC`,
  };
  const article = match('a');
  const product = match('p');

  // Breeds are a named statement: PostgreSQL plans it once per connection, and that one plan is as
  // good for every word (a few hundred rows). Articles and products are planned for each search:
  // whether walking the newest articles or the word's index is cheaper depends on how common the
  // word is, which a plan made once cannot know (twice the time for common words on the
  // 10,000-article benchmark catalogue).
  // Infographics are a few dozen titles: matched by their title's words, parsed in the query.
  const infographicTitle = (config: 'pawpedia_en' | 'pawpedia_pt') =>
    sql`to_tsvector(${sql.raw(`'${config}'`)}, i.title)`;
  const infographicWords = sql`(
      ${infographicTitle('pawpedia_en')} @@ plainto_tsquery('pawpedia_en', ${text})
      OR ${infographicTitle('pawpedia_pt')} @@ to_tsquery('pawpedia_pt', ${ptQuery})
      OR ${infographicTitle('pawpedia_en')} @@ to_tsquery('pawpedia_en', pawpedia_unaccent(${prefix}))
    )`;

  const [breeds, articles, products, infographics] = await Promise.all([
    slices.breeds
      ? queryNamedRows<SearchResults['breeds'][number]>(
          db,
          'search_breeds',
          sql`
      SELECT b.id_breed, b.id_family, b.name, b.slug, b.image_url
      FROM breeds b WHERE ${breed.where}
      ORDER BY ${breed.order}, b.name, b.id_breed ${slice('breeds')}`,
        )
      : none,
    !slices.articles
      ? none
      : queryRows<{
          id_article: number;
          title: string;
          slug: string;
          image_url: string | null;
          categories: { id_category: number; name: string; translations: Translations }[] | null;
        }>(
          db,
          sql`
      SELECT a.id_article, a.title, a.slug, a.image_url,
        (SELECT json_agg(json_build_object('id_category', c.id_category, 'name', c.name, 'translations', c.translations) ORDER BY c.position)
           FROM article_categories ac JOIN categories c ON c.id_category = ac.id_category
          WHERE ac.id_article = a.id_article) AS categories
      FROM articles a
      WHERE a.id_article IN (
        (SELECT a.id_article FROM articles a WHERE a.status = 'published' AND ${article.words} ORDER BY a.published_at DESC LIMIT ${ARTICLE_CANDIDATES.words})
        UNION
        (SELECT a.id_article FROM articles a WHERE a.status = 'published' AND ${article.typo} LIMIT ${ARTICLE_CANDIDATES.typo}))
      ORDER BY ${article.rank} DESC, a.published_at DESC, a.id_article ${slice('articles')}`,
        ),
    !slices.products
      ? none
      : queryRows<{
          id_product: number;
          name: string;
          link: string;
          image_url: string | null;
          price: string | number | null;
        }>(
          db,
          sql`
      SELECT p.id_product, p.name, p.link, p.image_url, p.price
      FROM products p WHERE p.type <> 'banner' AND ${product.where}
      ORDER BY ${product.rank} DESC, p.name, p.id_product ${slice('products')}`,
        ),
    !slices.infographics
      ? none
      : queryRows<SearchResults['infographics'][number]>(
          db,
          sql`
      SELECT i.id_infographic, i.title, i.slug, i.thumbnail_path
      FROM infographics i WHERE ${infographicWords}
      ORDER BY ts_rank(${infographicTitle('pawpedia_en')}, plainto_tsquery('pawpedia_en', ${text})) DESC,
        i.published_at DESC, i.id_infographic ${slice('infographics')}`,
        ),
  ]);
  const base = options.storeUrl.replace(/\/?$/, '/');
  return {
    breeds: breeds.map((r) => ({
      ...r,
      id_breed: Number(r.id_breed),
      id_family: Number(r.id_family),
    })),
    articles: articles.map((r) => ({
      id_article: Number(r.id_article),
      title: r.title,
      slug: r.slug,
      image_url: r.image_url,
      categories: (r.categories ?? []).map((c) => ({
        id_category: c.id_category,
        name: localizedName(c.name, c.translations, options.locale),
      })),
    })),
    products: products.map((r) => ({
      id_product: Number(r.id_product),
      name: r.name,
      link: new URL(r.link.replace(/^\//, ''), base).href,
      image: r.image_url,
      price: r.price == null ? null : Number(r.price),
    })),
    infographics: infographics.map((r) => ({ ...r, id_infographic: Number(r.id_infographic) })),
  };
}
