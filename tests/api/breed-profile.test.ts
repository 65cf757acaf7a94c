import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

interface ListItem {
  id_breed: number;
  name: string;
}

describe.each(ENGINES)('breed profile calls on %s', (engine) => {
  let app: TestApp;
  let labrador: ListItem;
  beforeAll(async () => {
    app = await startTestApp(engine);
    const list = (await app.server.inject('/api/breeds/list/1')).json() as ListItem[];
    labrador = list.find((b) => b.name === 'Labrador Retriever')!;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/breeds/profile/{id} answers the whole breed profile', async () => {
    const response = await app.server.inject(`/api/breeds/profile/${labrador.id_breed}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id_breed: labrador.id_breed,
      id_family: 1,
      name: 'Labrador Retriever',
      slug: 'labrador-retriever',
      origin: expect.any(String),
      lifespan: { minimum: expect.any(Number), maximum: expect.any(Number) },
      measures: {
        male: { weight: { minimum: expect.any(Number) }, height: { minimum: expect.any(Number) } },
        female: { weight: { minimum: expect.any(Number) }, height: { minimum: expect.any(Number) } },
      },
    });
    expect(Array.isArray(profile.synonyms)).toBe(true);
    for (const name of ['size', 'climate', 'exercise', 'grooming', 'training']) {
      const attribute = profile.attributes[name];
      expect(attribute.attribute_label).not.toBe('');
      expect(attribute.options.map((o: { key: string }) => o.key)).toContain(attribute.key);
      expect(attribute.value).toBeGreaterThan(0);
      expect(attribute.value).toBeLessThanOrEqual(90);
    }
    // The Labrador is one of the breeds with every section written out.
    expect(Object.keys(profile.texts).sort()).toEqual(
      ['appearance', 'curiosities', 'description', 'fur_type', 'health_care', 'history', 'species', 'temper', 'training', 'variants'],
    );
    expect(profile.specifics.length).toBeGreaterThan(0);
  });

  it('answers a missing breed with an empty answer and status 404', async () => {
    const response = await app.server.inject('/api/breeds/profile/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({});
  });

  it('GET .../products answers the breed kit with absolute shop links', async () => {
    const response = await app.server.inject(`/api/breeds/profile/${labrador.id_breed}/products`);
    expect(response.statusCode).toBe(200);
    const kit = response.json() as { link: string; price: number | null }[];
    expect(kit.length).toBeGreaterThan(0);
    for (const product of kit) expect(product.link).toMatch(/^https:\/\/shop\.pawpedia\.example\/en\//);
  });

  it('GET .../related answers other breeds of the same family, never the breed itself', async () => {
    const response = await app.server.inject(`/api/breeds/profile/${labrador.id_breed}/related`);
    expect(response.statusCode).toBe(200);
    const related = response.json() as { id_breed: number; id_family: number }[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    for (const breed of related) {
      expect(breed.id_family).toBe(1);
      expect(breed.id_breed).not.toBe(labrador.id_breed);
    }
  });

  it('rejects ids that are not digits', async () => {
    for (const url of ['/api/breeds/profile/abc', '/api/breeds/profile/1e3/products', '/api/breeds/profile/-1/related']) {
      expect((await app.server.inject(url)).statusCode).toBe(400);
    }
  });
});
