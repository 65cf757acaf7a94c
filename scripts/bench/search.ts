/**
 * Search benchmark (npm run bench): a generated catalogue of 10,000 articles, 1,000 breeds and
 * 1,000 products, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
 * Prints p50/p95/p99 of searchSite() for a mix of queries: exact, prefix, typo, accents.
 */
import { performance } from 'node:perf_hooks';
import { searchSite } from '../../core/search/search-site.ts';
import { breedSearchText } from '../../core/search/search-text.ts';
import { slugify } from '../../core/shared/slug.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { withScratchDatabase } from './scratch-database.ts';
import * as schema from '../../db/schema/index.ts';

const WORDS = (
  'dog cat puppy kitten health food diet training walk lead harness coat grooming brush vet ' +
  'vaccine parasite flea tick worm teeth dental senior joint arthritis weight exercise play toy ' +
  'behaviour anxiety bark litter scratch travel car holiday summer winter heat water fountain ' +
  'cão gato saúde alimentação treino passeio pelagem veterinário vacina pulga carraça dentes'
).split(' ');
const NAMES = ['Labrador', 'Retriever', 'Shepherd', 'Terrier', 'Spaniel', 'Pointer', 'Setter', 'Hound', 'Collie', 'Mastiff', 'Coon', 'Siamese', 'Persian', 'Rex', 'Shorthair', 'Água', 'Serra', 'Estrela'];

/** A small deterministic generator, so every run benchmarks the same catalogue. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function fill(database: Database) {
  const r = rng(42);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const db = database.db;
  await db.insert(schema.families).values([
    { idFamily: 1, name: 'Dogs', slug: 'dogs', isRootCategory: true },
    { idFamily: 2, name: 'Cats', slug: 'cats', isRootCategory: true },
  ]);
  const breeds = Array.from({ length: 1000 }, (_, i) => {
    const name = `${pick(NAMES)} ${pick(NAMES)} ${i}`;
    const synonyms = [`${pick(NAMES)} ${pick(WORDS)}`];
    return {
      key: `b${i}`, idFamily: (i % 2) + 1, name, slug: slugify(name), synonyms,
      measures: { male: { weight: { minimum: 1, maximum: 2 }, height: { minimum: 1, maximum: 2 } }, female: { weight: { minimum: 1, maximum: 2 }, height: { minimum: 1, maximum: 2 } } },
      attributes: { size: 'medium', climate: 'temperate', exercise: 'high', grooming: 'low', training: 'easy' },
      specifics: [], searchText: breedSearchText({ name, synonyms, origin: 'Portugal', raceType: 'Dog' }),
    };
  });
  for (let i = 0; i < breeds.length; i += 500) await db.insert(schema.breeds).values(breeds.slice(i, i + 500));
  const products = Array.from({ length: 1000 }, (_, i) => ({
    idProduct: i + 1, name: `${pick(WORDS)} ${pick(WORDS)} ${i}`, title: sentence(4), abstract: sentence(12), link: `/p/${i}`, price: 10,
  }));
  for (let i = 0; i < products.length; i += 500) await db.insert(schema.products).values(products.slice(i, i + 500));
  for (let i = 0; i < 10_000; i += 500) {
    await db.insert(schema.articles).values(
      Array.from({ length: 500 }, (_, j) => {
        const title = `${sentence(5)} ${i + j}`;
        return { key: `a${i + j}`, title, slug: slugify(title), excerpt: sentence(25), content: sentence(400), publishedAt: new Date(2025, 0, 1 + ((i + j) % 300)) };
      }),
    );
  }
  await database.db.execute('ANALYZE' as never);
}

const QUERIES = ['labrador', 'labr', 'labrdor', 'retriever', 'siamese', 'coon', 'cao', 'água', 'dental health', 'harness', 'vaccine', 'flea tick', 'arthritis', 'kitten food', 'grooming brush', 'pelagem'];

async function run(database: Database, label: string) {
  const t0 = performance.now();
  await database.migrate();
  await fill(database);
  console.log(`${label}: catalogue loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const options = { storeUrl: 'https://shop.example/en', locale: 'en' as const };
  for (const q of QUERIES) await searchSite(database.db, q, options); // warm-up
  const times: number[] = [];
  const rounds = 15;
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      await searchSite(database.db, q, options);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label}: ${times.length} searches, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`);
}

// BENCH_ENGINES=postgres skips PGlite, whose full-text search at this size takes minutes.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) {
  const pglite = await openDatabase({});
  await run(pglite, 'search on PGlite');
  await pglite.close();
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl && engines.includes('postgres')) {
  await withScratchDatabase(adminUrl, async (url) => {
    const database = await openDatabase({ url });
    try {
      await run(database, 'search on PostgreSQL');
    } finally {
      await database.close();
    }
  });
} else {
  console.log('search on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
