import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../demo/index.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(ENGINES)('demo content on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const counts = async () => {
    const db = app.database.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      breeds: await n(schema.breeds),
      texts: await n(schema.breedTexts),
      articles: await n(schema.articles),
      infographics: await n(schema.infographics),
      products: await n(schema.products),
      quotes: await n(schema.quotes),
      tips: await n(schema.tips),
      polls: await n(schema.polls),
      pages: await n(schema.staticPages),
    };
  };

  it('has what every screen needs', async () => {
    const db = app.database.db;
    const byFamily = async (id: number) =>
      (
        await db.select({ n: count() }).from(schema.breeds).where(eq(schema.breeds.idFamily, id))
      )[0]!.n;
    expect(await byFamily(1)).toBeGreaterThanOrEqual(70);
    expect(await byFamily(2)).toBeGreaterThanOrEqual(30);
    for (const other of [3, 4, 5]) expect(await byFamily(other)).toBeGreaterThanOrEqual(5);
    const c = await counts();
    expect(c.articles).toBeGreaterThanOrEqual(60);
    expect(c.infographics).toBeGreaterThanOrEqual(6);
    expect(c.products).toBeGreaterThanOrEqual(30);
    expect(c.polls).toBe(1);
    const families = await db.select().from(schema.families);
    expect(families.find((f) => f.idFamily === 1)?.idBreedOfTheWeek).not.toBeNull();
    expect(families.find((f) => f.idFamily === 2)?.idBreedOfTheWeek).not.toBeNull();
  });

  it('has at least 12 breeds with every text section written out', async () => {
    const rows = await app.database.db
      .select({ idBreed: schema.breedTexts.idBreed, n: count() })
      .from(schema.breedTexts)
      .groupBy(schema.breedTexts.idBreed);
    expect(
      rows.filter((r) => r.n === schema.BREED_TEXT_SECTIONS.length).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('has at least 12 full-length articles of 600+ words', async () => {
    const rows = await app.database.db
      .select({ content: schema.articles.content })
      .from(schema.articles);
    const long = rows.filter((r) => r.content.split(/\s+/).length >= 600);
    expect(long.length).toBeGreaterThanOrEqual(12);
    for (const article of long) {
      expect(article.content).toMatch(/^## /m);
      expect(article.content).toMatch(/^> /m);
      expect(article.content).toMatch(/data-id="\d+"/);
    }
  });

  it("is idempotent: a second run changes no counts and keeps visitors' votes", async () => {
    const db = app.database.db;
    const [option] = await db.select().from(schema.pollOptions).limit(1);
    await db
      .insert(schema.pollVotes)
      .values({ idPoll: option!.idPoll, idOption: option!.idOption, voterKey: 'visitor-1' });
    const before = await counts();
    await seedDemoContent(db);
    expect(await counts()).toEqual(before);
    expect((await db.select({ n: count() }).from(schema.pollVotes))[0]!.n).toBe(1);
  });
});
