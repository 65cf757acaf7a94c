import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infographics } from '../../db/schema/index.ts';
import { demoContent } from '../support/demo-content.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

const seedInfographics = demoContent().infographics;

interface Summary {
  id_infographic: number;
  title: string;
  slug: string;
  image_path: string;
  mobile_image_path: string;
  thumbnail_path: string;
}

const SUMMARY_KEYS = [
  'id_infographic',
  'image_path',
  'mobile_image_path',
  'slug',
  'thumbnail_path',
  'title',
];

describe.each(ENGINES)('infographic calls on %s', (engine) => {
  let app: TestApp;
  let list: Summary[];
  beforeAll(async () => {
    app = await startTestApp(engine);
    list = (await app.server.inject('/api/infographics/list')).json() as Summary[];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/infographics/list answers every infographic with its list fields', async () => {
    const response = await app.server.inject('/api/infographics/list');
    expect(response.statusCode).toBe(200);
    expect(list).toHaveLength(seedInfographics.length);
    expect(list.map((i) => i.title).sort()).toEqual(seedInfographics.map((i) => i.title).sort());
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      expect(item.slug).toMatch(/^[\w-]+$/);
      expect(item.image_path).toMatch(/^\/media\/infographics\/.+\.webp$/);
      expect(item.mobile_image_path).toMatch(/-mobile\.webp$/);
      expect(item.thumbnail_path).toMatch(/-thumb\.webp$/);
    }
    // Newest first: the demo content is published one month apart, in its written order.
    expect(list[0]!.title).toBe(seedInfographics.at(-1)!.title);
  });

  it('GET /api/infographics/{id} answers one infographic with its related ones, in order', async () => {
    const seed = seedInfographics.find((i) => i.key === 'puppy-vaccination-timeline')!;
    const item = list.find((i) => i.title === seed.title)!;
    const response = await app.server.inject(`/api/infographics/${item.id_infographic}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ...item, facts: seed.facts });
    const titleOf = (key: string) => seedInfographics.find((i) => i.key === key)!.title;
    expect(body.related.map((r: Summary) => r.title)).toEqual(seed.related.map(titleOf));
    for (const related of body.related) {
      expect(Object.keys(related).sort()).toEqual(SUMMARY_KEYS);
      expect(related.id_infographic).not.toBe(item.id_infographic);
    }
  });

  it('answers a missing infographic with an empty answer and status 404', async () => {
    const response = await app.server.inject('/api/infographics/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({});
  });

  it('rejects ids that are not digits', async () => {
    for (const url of ['/api/infographics/abc', '/api/infographics/1e3', '/api/infographics/-1']) {
      const response = await app.server.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('GET /api/infographics/home answers the home infographic, and {} once there is none', async () => {
    const home = seedInfographics.find((i) => i.is_home)!;
    const response = await app.server.inject('/api/infographics/home');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(list.find((i) => i.title === home.title));

    await app.database.db
      .update(infographics)
      .set({ isHome: false })
      .where(eq(infographics.isHome, true));
    try {
      const none = await app.server.inject('/api/infographics/home');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({});
    } finally {
      await app.database.db
        .update(infographics)
        .set({ isHome: true })
        .where(eq(infographics.key, home.key));
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.server.inject('/api/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/infographics/list',
        '/api/infographics/home',
        '/api/infographics/{id_infographic}',
      ]),
    );
  });
});
