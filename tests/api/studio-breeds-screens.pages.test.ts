import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { paths } from '../../core/site/paths.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';
import { breeds, families } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * The breed screens without scripts (docs/decisions/042): the list searches, the editor's form
 * refuses a bad value next to its field with what was typed kept, saves a good one over its
 * revision (a stale one is a 409), adds a breed and deletes it after the confirmation; the
 * families screen saves a family. An author gets the 403 screen.
 */
describe.each(ENGINES)('studio breed screens on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true, env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** Every field of the editor's form as the page's loader fills it, as the browser would post. */
  const formOf = async (id: number) => {
    const breed = (await app.services.studioBreeds.get(id))!;
    const fields: Record<string, string> = {
      intent: 'save',
      revision: String(breed.revision),
      weight_unit: 'kg',
      name: breed.name,
      slug: breed.slug,
      synonyms: breed.synonyms.join('\n'),
      id_family: String(breed.id_family),
      origin: breed.origin,
      date_origin: breed.date_origin,
      race_type: breed.race_type,
      utilizations: breed.utilizations,
      abstract: breed.abstract,
      'lifespan.minimum': String(breed.lifespan.minimum ?? ''),
      'lifespan.maximum': String(breed.lifespan.maximum ?? ''),
      image_url: breed.image_url ?? '',
      fluid_image_url: breed.fluid_image_url ?? '',
      featured_product: String(breed.featured_product ?? ''),
    };
    for (const sex of ['male', 'female'] as const)
      for (const measure of ['weight', 'height'] as const)
        for (const bound of ['minimum', 'maximum'] as const)
          fields[`measures.${sex}.${measure}.${bound}`] = String(
            breed.measures[sex][measure][bound] ?? '',
          );
    for (const [name, option] of Object.entries(breed.attributes))
      fields[`attributes.${name}`] = option;
    for (const [section, text] of Object.entries(breed.texts)) fields[`texts.${section}`] = text;
    breed.specifics.forEach((row, index) => {
      fields[`specifics.${index}.attribute`] = row.attribute;
      fields[`specifics.${index}.value`] = row.value;
    });
    breed.kit.forEach((product, index) => (fields[`kit.${index}`] = String(product)));
    return fields;
  };

  it('lists, refuses a bad field with what was typed, saves, refuses a stale save', async () => {
    const [first] = await app.database.db
      .select()
      .from(breeds)
      .where(eq(breeds.idFamily, 1))
      .orderBy(breeds.name)
      .limit(1);
    const list = await editor.get(studioPaths.studioBreeds({}, { q: first!.name.slice(0, 5) }));
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(first!.name);

    const url = studioPaths.studioBreed({ id: first!.idBreed });
    expect((await editor.get(url)).statusCode).toBe(200);
    const form = await formOf(first!.idBreed);
    const refused = await editor.postForm(url, {
      ...form,
      'measures.male.weight.minimum': '-3',
      origin: 'Typed origin',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(t('studio_breeds.errors.positive'));
    expect(refused.body).toContain('id="breed-measures-male-weight-minimum-error"');
    expect(refused.body).toContain('value="Typed origin"');

    const saved = await editor.postForm(url, { ...form, 'attributes.size': 'giant' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(t('studio_breeds.saved'));
    const [row] = await app.database.db
      .select()
      .from(breeds)
      .where(eq(breeds.idBreed, first!.idBreed));
    expect(row?.attributes.size).toBe('giant');
    // The measures came back as they were (kilograms in, kilograms stored).
    expect(row?.measures).toEqual(first!.measures);

    const stale = await editor.postForm(url, form);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(t('studio_breeds.conflict'));
  });

  it('adds a breed in grams, deletes it after the confirmation; saves a family', async () => {
    // A new breed's form has no revision.
    const { revision: _revision, ...form } = await formOf(1);
    const added = await editor.postForm(studioPaths.studioNewBreed({}), {
      ...form,
      name: 'Screen Tetra',
      slug: '',
      weight_unit: 'g',
      'measures.male.weight.minimum': '0.5',
      'measures.male.weight.maximum': '2',
      'kit.0': '',
    });
    expect(added.statusCode).toBe(302);
    const id = Number(/\/studio\/breeds\/(\d+)/.exec(added.headers.location ?? '')?.[1]);
    const [row] = await app.database.db.select().from(breeds).where(eq(breeds.idBreed, id));
    expect(row).toMatchObject({ name: 'Screen Tetra', slug: 'screen-tetra' });
    expect(row!.measures.male.weight).toEqual({ minimum: 0.0005, maximum: 0.002 });

    const url = studioPaths.studioBreed({ id });
    const unconfirmed = await editor.postForm(url, { intent: 'delete' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.body).toContain(t('studio_breeds.errors.confirm_delete'));
    const deleted = await editor.postForm(url, { intent: 'delete', confirm: 'on' });
    expect(deleted.statusCode).toBe(302);
    expect(await app.database.db.select().from(breeds).where(eq(breeds.idBreed, id))).toEqual([]);

    const [family] = await app.database.db.select().from(families).where(eq(families.idFamily, 2));
    const screen = await editor.get(studioPaths.studioFamilies({}));
    expect(screen.statusCode).toBe(200);
    const savedFamily = await editor.postForm(studioPaths.studioFamilies({}), {
      intent: 'family',
      id: '2',
      revision: String(family!.revision),
      name: 'Cats',
      is_root_category: 'on',
      has_breeds: 'on',
      menu_colour: '#8a4b00',
      image_url: '',
      position: String(family!.position),
      breed_of_the_week_mode: 'weekly',
      id_breed_of_the_week: '',
    });
    expect(savedFamily.statusCode).toBe(200);
    expect(savedFamily.body).toContain(t('studio_breeds.families_saved'));
    const [after] = await app.database.db.select().from(families).where(eq(families.idFamily, 2));
    expect(after).toMatchObject({ menuColour: '#8a4b00', breedOfTheWeekMode: 'weekly' });
    // The public cats list shows the menu band in the new colour.
    const guest = await newVisitor(app);
    const cats = await guest.get(paths.breedList({ id: 2 }));
    expect(cats.statusCode).toBe(200);
    expect(cats.body).toMatch(/class="menu-band menu-band--orange" style="background:#8a4b00"/);

    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get(studioPaths.studioBreeds({}))).statusCode).toBe(403);
    expect((await author.get(studioPaths.studioFamilies({}))).statusCode).toBe(403);
  });
});
