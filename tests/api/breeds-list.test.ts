import { compareText } from '../../core/site/locale-format.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(ENGINES)('GET /api/breeds/list/{id_family} on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the dogs family with at least 70 breeds, A to Z, with the list fields', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/breeds/list/1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const breeds = response.json() as Record<string, unknown>[];
    expect(breeds.length).toBeGreaterThanOrEqual(70);
    for (const breed of breeds) {
      expect(breed).toMatchObject({
        id_breed: expect.any(Number),
        id_family: 1,
        name: expect.any(String),
        synonyms: expect.any(String),
      });
      expect(breed).toHaveProperty('image_url');
      expect(breed).toHaveProperty('fluid_image_url');
    }
    const names = breeds.map((b) => b.name as string);
    expect(names).toEqual([...names].sort(compareText('en')));
  });

  it('joins synonyms with semicolons', async () => {
    const breeds = (await app.server.inject('/api/breeds/list/1')).json() as {
      name: string;
      synonyms: string;
    }[];
    const lab = breeds.find((b) => b.name === 'Labrador Retriever');
    expect(lab).toBeDefined();
    const withSeveral = breeds.find((b) => b.synonyms.includes(';'));
    expect(withSeveral?.synonyms.split(';').every((s) => s.trim().length > 0)).toBe(true);
  });

  it('answers the cats family with at least 30 breeds', async () => {
    const breeds = (await app.server.inject('/api/breeds/list/2')).json() as unknown[];
    expect(breeds.length).toBeGreaterThanOrEqual(30);
  });

  it('answers an empty list for an unknown family', async () => {
    const response = await app.server.inject('/api/breeds/list/999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects a non-numeric family id with a 400 that names the field', async () => {
    const response = await app.server.inject('/api/breeds/list/dogs');
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/not valid/);
    expect(Object.keys(body.errors).join()).toMatch(/id_family/);
  });
});
