// Over 300 lines on purpose: the breed, family and category cases on one booted app per engine.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import type { PurgeScope } from '../../core/publishing/purge.ts';
import type { EditableBreed } from '../../core/studio/breeds/read-breed.ts';
import { auditLog, breeds, families } from '../../db/schema/index.ts';
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * Breeds, families and categories in the studio (docs/decisions/042): editors create,
 * change and delete breeds with every profile field; a stale save is refused with 409; bad input
 * is named per field in the site's language; every change is audited and purges the public pages,
 * whose API shows it at once; authors are refused.
 */
describe.each(ENGINES)('studio breeds on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  let author: TestVisitor;
  const announced: PurgeScope[] = [];
  const t = (key: string) => translate(app.services.messages, key);
  const put = (v: TestVisitor, url: string, payload: Record<string, unknown>) =>
    v.request({ method: 'PUT', url, payload });

  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    app.services.publishing.purge.subscribe((scope) => announced.push(scope));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const newBreed = (overrides: Record<string, unknown> = {}) => ({
    id_family: 1,
    name: 'Studio Hound',
    synonyms: ['Desk dog', 'Office hound'],
    origin: 'Portugal',
    date_origin: '2026',
    race_type: 'Hound',
    utilizations: 'Company',
    abstract: 'A calm dog made in the studio.',
    lifespan: { minimum: 10, maximum: 14 },
    measures: {
      male: { weight: { minimum: 20, maximum: 30 }, height: { minimum: 50, maximum: 60 } },
      female: { weight: { minimum: 18, maximum: 26 }, height: { minimum: null, maximum: 55 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [{ attribute: 'Coat', value: 'Short' }],
    texts: { description: 'First paragraph.\n\nSecond.', history: 'Born in **2026**.' },
    image_url: null,
    fluid_image_url: null,
    featured_product: null,
    kit: [],
    related: [],
    ...overrides,
  });

  it('creates a breed with every field; the public profile, kit and related show it', async () => {
    const before = announced.length;
    const created = await editor.post('/api/studio/breeds', newBreed());
    expect(created.statusCode).toBe(201);
    const breed = created.json() as EditableBreed;
    expect(breed).toMatchObject({
      revision: 1,
      slug: 'studio-hound',
      synonyms: ['Desk dog', 'Office hound'],
    });
    expect(breed.texts.history).toBe('Born in **2026**.');
    expect(announced.length).toBeGreaterThan(before);

    const guest = await newVisitor(app);
    const profile = (await guest.get(`/api/breeds/profile/${breed.id_breed}`)).json() as {
      name: string;
      attributes: { size: { key: string; value: number } };
      texts: Record<string, string>;
    };
    expect(profile.name).toBe('Studio Hound');
    expect(profile.attributes.size).toMatchObject({ key: 'medium', value: 60 });
    expect(profile.texts.description).toBe('First paragraph.\n\nSecond.');
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'breed.create'), eq(auditLog.subjectId, String(breed.id_breed))),
      );
    expect(entry?.details).toMatchObject({ after: { name: 'Studio Hound' } });
  });

  it('saves the gauge, kit and related breeds over the revision; a stale save is 409', async () => {
    const list = (await editor.get('/api/studio/breeds?q=studio%20hound')).json() as {
      breeds: { id_breed: number }[];
      total: number;
    };
    expect(list.total).toBe(1);
    const id = list.breeds[0]!.id_breed;
    const loaded = (await editor.get(`/api/studio/breeds/${id}`)).json() as EditableBreed;
    const [other] = await app.database.db
      .select({ id: breeds.idBreed })
      .from(breeds)
      .where(eq(breeds.idFamily, 1))
      .limit(1);
    const products = (await app.services.studioBreeds.choices()).products.slice(0, 2);
    const { id_breed: _id, updated_at: _at, ...fields } = loaded;
    const body = {
      ...fields,
      attributes: { ...fields.attributes, size: 'giant' },
      kit: [products[1]!.id, products[0]!.id],
      related: [other!.id],
    };
    const saved = await put(editor, `/api/studio/breeds/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as EditableBreed).revision).toBe(2);

    const guest = await newVisitor(app);
    const profile = (await guest.get(`/api/breeds/profile/${id}`)).json() as {
      attributes: { size: { key: string; value: number } };
    };
    expect(profile.attributes.size).toMatchObject({ key: 'giant', value: 90 });
    const kit = (await guest.get(`/api/breeds/profile/${id}/products`)).json() as {
      name: string;
    }[];
    expect(kit.map((p) => p.name)).toEqual([products[1]!.name, products[0]!.name]);
    const related = (await guest.get(`/api/breeds/profile/${id}/related`)).json() as {
      id_breed: number;
    }[];
    expect(related.map((r) => r.id_breed)).toEqual([other!.id]);

    // The same revision again: someone else's save came first.
    const stale = await put(editor, `/api/studio/breeds/${id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('studio_breeds.conflict'));
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'breed.update'), eq(auditLog.subjectId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      before: { attributes: { size: 'medium' } },
      after: { attributes: { size: 'giant' } },
    });
  });

  it('names bad fields in the site language and changes nothing', async () => {
    const bad = await editor.post(
      '/api/studio/breeds',
      newBreed({
        name: ' ',
        attributes: {
          size: 'huge',
          climate: 'cold',
          exercise: 'low',
          grooming: 'low',
          training: 'easy',
        },
        measures: {
          male: { weight: { minimum: 30, maximum: 20 }, height: { minimum: -1, maximum: null } },
          female: {
            weight: { minimum: null, maximum: null },
            height: { minimum: null, maximum: null },
          },
        },
        image_url: 'https://elsewhere.example/x.png',
      }),
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors.name).toEqual([t('studio_breeds.errors.name_required')]);
    expect(errors['attributes.size']).toEqual([t('studio_breeds.errors.option')]);
    expect(errors['measures.male.weight.maximum']).toEqual([
      t('studio_breeds.errors.min_above_max'),
    ]);
    expect(errors['measures.male.height.minimum']).toEqual([t('studio_breeds.errors.positive')]);
    expect(errors.image_url).toEqual([t('studio_breeds.errors.picture')]);

    const missing = await editor.post(
      '/api/studio/breeds',
      newBreed({ kit: [999_999], id_family: 99 }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      kit: [t('studio_breeds.errors.product')],
      id_family: [t('studio_breeds.errors.family')],
    });
    const noRevision = await put(editor, '/api/studio/breeds/1', newBreed());
    expect(noRevision.statusCode).toBe(422);
    expect(await editor.get('/api/studio/breeds/999999')).toMatchObject({ statusCode: 404 });
  });

  it('families: name, menu colour (readable), breed of the week chosen or weekly; categories', async () => {
    const { families: rows, categories } = (
      await editor.get('/api/studio/catalogue/families')
    ).json() as {
      families: {
        id_family: number;
        revision: number;
        name: string;
        id_breed_of_the_week: number | null;
      }[];
      categories: { id_category: number; name: string }[];
    };
    const dogs = rows.find((f) => f.id_family === 1)!;
    const [first] = await app.database.db
      .select({ id: breeds.idBreed })
      .from(breeds)
      .where(eq(breeds.idFamily, 1))
      .limit(1);
    const family = {
      revision: dogs.revision,
      name: 'Dogs',
      is_root_category: true,
      has_breeds: true,
      menu_colour: '#ffff00',
      image_url: null,
      position: 0,
      breed_of_the_week_mode: 'chosen',
      id_breed_of_the_week: first!.id,
    };
    const unreadable = await put(editor, '/api/studio/catalogue/families/1', family);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors.menu_colour).toEqual([
      t('studio_breeds.errors.colour_contrast'),
    ]);
    const saved = await put(editor, '/api/studio/catalogue/families/1', {
      ...family,
      menu_colour: '#1d5410',
    });
    expect(saved.statusCode).toBe(200);
    let info = await app.services.site.websiteInfo();
    expect(info.families.find((f) => f.id_family === 1)).toMatchObject({
      menu_colour: '#1d5410',
      id_breed_of_the_week: first!.id,
    });
    expect(
      (await put(editor, '/api/studio/catalogue/families/1', { ...family, menu_colour: '' }))
        .statusCode,
    ).toBe(409);
    const weekly = await put(editor, '/api/studio/catalogue/families/1', {
      ...family,
      menu_colour: '',
      revision: (saved.json() as { revision: number }).revision,
      breed_of_the_week_mode: 'weekly',
      id_breed_of_the_week: null,
    });
    expect(weekly.statusCode).toBe(200);
    info = await app.services.site.websiteInfo();
    const week = info.families.find((f) => f.id_family === 1)!.id_breed_of_the_week;
    const [row] = await app.database.db.select().from(breeds).where(eq(breeds.idBreed, week!));
    expect(row?.idFamily).toBe(1);
    // The menu band's picture: a site or library path, else refused; empty is the built-in one.
    const revision = (weekly.json() as { revision: number }).revision;
    const elsewhere = await put(editor, '/api/studio/catalogue/families/1', {
      ...family,
      menu_colour: '',
      revision,
      menu_image_url: 'https://elsewhere.example/menu.svg',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.menu_image_url).toEqual([t('studio_breeds.errors.picture')]);
    const pictured = await put(editor, '/api/studio/catalogue/families/1', {
      ...family,
      menu_colour: '',
      revision,
      breed_of_the_week_mode: 'weekly',
      id_breed_of_the_week: null,
      menu_image_url: '/media/menu/dogs-band.webp',
    });
    expect(pictured.statusCode).toBe(200);
    info = await app.services.site.websiteInfo();
    expect(info.families.find((f) => f.id_family === 1)?.menu_image_url).toBe(
      '/media/menu/dogs-band.webp',
    );
    const [stored] = await app.database.db.select().from(families).where(eq(families.idFamily, 1));
    expect(stored?.menuColour).toBeNull();

    const category = categories[0]!;
    const renamed = await put(editor, `/api/studio/catalogue/categories/${category.id_category}`, {
      name: 'Health and care',
      position: 3,
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await app.services.site.websiteInfo()).categories.find(
        (c) => c.id_category === category.id_category,
      )?.name,
    ).toBe('Health and care');
  });

  it('a library picture a breed shows is listed as used and not deleted from under it', async () => {
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e7d17' },
    })
      .png()
      .toBuffer();
    const uploaded = await editor.request({
      method: 'POST',
      url: '/api/studio/media',
      ...multipart({ alt_text: 'A green dog' }, { name: 'dog.png', type: 'image/png', bytes }),
    });
    expect(uploaded.statusCode).toBe(201);
    const picture = uploaded.json() as { id: number; url: string };
    const created = await editor.post(
      '/api/studio/breeds',
      newBreed({ name: 'Pictured Hound', image_url: picture.url }),
    );
    expect(created.statusCode).toBe(201);
    const refused = await editor.request({
      method: 'DELETE',
      url: `/api/studio/media/${picture.id}`,
    });
    expect(refused.statusCode).toBe(409);
    const listed = (await editor.get('/api/studio/media?q=green%20dog')).json() as {
      items: { id: number; uses: { title: string; fields: string[] }[] }[];
    };
    expect(listed.items.find((item) => item.id === picture.id)?.uses).toEqual([
      {
        kind: 'breed',
        id: String(created.json().id_breed),
        id_article: null,
        title: 'Pictured Hound',
        fields: ['breed_image'],
      },
    ]);
  });

  it('deletes a breed (audited); authors are refused everywhere', async () => {
    const created = (
      await editor.post('/api/studio/breeds', newBreed({ name: 'Short Lived' }))
    ).json() as EditableBreed;
    for (const request of [
      author.get('/api/studio/breeds'),
      author.get(`/api/studio/breeds/${created.id_breed}`),
      author.post('/api/studio/breeds', newBreed()),
      put(author, `/api/studio/breeds/${created.id_breed}`, { ...newBreed(), revision: 1 }),
      author.request({ method: 'DELETE', url: `/api/studio/breeds/${created.id_breed}` }),
      author.get('/api/studio/catalogue/families'),
    ])
      expect((await request).statusCode).toBe(403);
    const removed = await editor.request({
      method: 'DELETE',
      url: `/api/studio/breeds/${created.id_breed}`,
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect(
      (await (await newVisitor(app)).get(`/api/breeds/profile/${created.id_breed}`)).statusCode,
    ).not.toBe(200);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'breed.delete'), eq(auditLog.subjectId, String(created.id_breed))),
      );
    expect(entry).toBeDefined();
  });
});
