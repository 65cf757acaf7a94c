import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

const MB = 1024 * 1024;

/**
 * The pet form's and the delete buttons' page actions (decision 028): a forged post changes no
 * member's pets, whatever the path's spelling, and an oversized body is refused without being
 * stored. The CSRF rule is the pages' route's; these show it covers the new doors too.
 */
describe.each(ENGINES)('pet page actions against forged and oversized posts on %s', (engine) => {
  let app: TestApp;
  let count = 0;
  let idFamily = '';

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
    idFamily = String((await app.services.site.websiteInfo()).families[0]!.id_family);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A member with one pet, signed in from an address of its own. */
  async function owner() {
    const name = `sp${Date.now().toString(36)}${(count++).toString(36)}`;
    const created = await app.services.accounts.register({
      email: `${name}@example.com`,
      username: name,
      password: 'secret12',
    });
    if (!created.ok) throw new Error('not registered');
    const from = `10.3.0.${count}`;
    const v = await newVisitor(app);
    const login = await v.postForm(
      '/login',
      { email: `${name}@example.com`, password: 'secret12' },
      {},
      from,
    );
    expect(login.statusCode).toBe(302);
    const saved = await app.services.pets.save({
      idUser: created.idUser,
      idUserPet: null,
      fields: { name: 'Rex', id_family: idFamily },
      picture: null,
    });
    if (!saved.ok) throw new Error('pet not saved');
    return { v, from, idUser: created.idUser, idUserPet: saved.pet.id_user_pet };
  }
  const pets = (idUser: number) => app.services.pets.list(idUser);
  const upload = (
    v: TestVisitor,
    url: string,
    bytes: number,
    headers: Record<string, string>,
    from: string,
  ) => {
    const body = multipart(
      { name: 'Forged', id_family: idFamily },
      { name: 'x.png', type: 'image/png', bytes: Buffer.alloc(bytes, 1) },
    );
    return v.request({
      method: 'POST',
      url,
      csrf: false,
      ajax: false,
      remoteAddress: from,
      payload: body.payload,
      headers: { accept: 'text/html', 'sec-fetch-dest': 'document', ...headers, ...body.headers },
    });
  };

  it('a cross-site or same-site delete, in any spelling of the path, deletes nothing', async () => {
    const m = await owner();
    for (const path of [
      `/account/pet/${m.idUserPet}/delete`,
      `/%61ccount/pet/${m.idUserPet}/delete`,
    ]) {
      for (const site of ['cross-site', 'same-site', 'none']) {
        const response = await m.v.postForm(path, {}, { 'sec-fetch-site': site }, m.from);
        expect(response.statusCode, `${path} ${site}`).toBe(403);
      }
      const noHeaders = await m.v.postForm(path, {}, { 'sec-fetch-site': undefined }, m.from);
      expect(noHeaders.statusCode).toBe(403);
    }
    expect(await pets(m.idUser)).toHaveLength(1);
  });

  it('a cross-site pet upload changes nothing', async () => {
    const m = await owner();
    const url = `/register/pet?id_user_pet=${m.idUserPet}`;
    const forged = await upload(
      m.v,
      url,
      100,
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      m.from,
    );
    expect(forged.statusCode).toBe(403);
    expect((await pets(m.idUser))[0]).toMatchObject({ name: 'Rex' });
  });

  it('a body beyond the picture limit is refused 413 and nothing is stored', async () => {
    const m = await owner();
    const huge = await upload(
      m.v,
      '/register/pet',
      8 * MB,
      { 'sec-fetch-site': 'same-origin' },
      m.from,
    );
    expect(huge.statusCode).toBe(413);
    expect(await pets(m.idUser)).toHaveLength(1);
  });
});
