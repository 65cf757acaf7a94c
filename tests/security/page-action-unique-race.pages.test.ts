import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

/**
 * A page action whose insert loses a race for a unique row (another request made the same row a
 * moment before) is answered 409 with the API's sentence in the site's language, as the API
 * answers it, never React Router's 500, and the winner's row is untouched. The race is made
 * certain here by a unique index the test adds: the database refuses the second pet of the same
 * name exactly as it refuses the loser of a real race.
 */
describe.each(ENGINES)('a page action that loses a unique race on %s', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
    await app.database.db.execute(
      sql.raw('CREATE UNIQUE INDEX test_one_pet_name ON user_pets (id_user, name)'),
    );
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers 409 with the conflict page and keeps the first row', async () => {
    const name = `race${Date.now().toString(36)}`;
    const created = await app.services.accounts.register({
      email: `${name}@example.com`,
      username: name,
      password: 'secret12',
    });
    if (!created.ok) throw new Error('not registered');
    const from = '10.4.0.1';
    const v = await newVisitor(app);
    const login = await v.postForm(
      '/login',
      { email: `${name}@example.com`, password: 'secret12' },
      {},
      from,
    );
    expect(login.statusCode).toBe(302);
    const idFamily = String((await app.services.site.websiteInfo()).families[0]!.id_family);
    const first = await v.postForm('/register/pet', { name: 'Rex', id_family: idFamily }, {}, from);
    expect(first.statusCode).toBe(302);

    const second = await v.postForm(
      '/register/pet',
      { name: 'Rex', id_family: idFamily },
      {},
      from,
    );
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('Two saves met');
    expect(second.body).toContain('someone may have made it at the same moment');
    const pets = await app.services.pets.list(created.idUser);
    expect(pets.map((pet) => pet.name)).toEqual(['Rex']);
  });
});
