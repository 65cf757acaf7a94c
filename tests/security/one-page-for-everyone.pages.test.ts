import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { paths } from '../../core/site/paths.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { multipart } from '../support/multipart.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

// One page for every visitor (docs/decisions/072): a public page is the same document for a guest
// and a member, so no kept page and no page a guest receives can hold a member's name, e-mail or
// pet; what is theirs comes from the API, answered `private, no-store`.

const NAME = 'Zephyrinequill';
const EMAIL = 'zephyrine.quillfeather@example.com';
const PET = 'Bartholomewsnuggle';
const PASSWORD = 'secret12';

/** The document without the parts each response has of its own: the CSP nonce, if any. */
const comparable = (body: string) => body.replace(/ nonce="[^"]*"/g, ' nonce=""');

describe.each(ENGINES)('one page for every visitor on %s', (engine) => {
  let app: TestApp;
  let member: TestVisitor;
  let urls: string[];

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: true, pages: true, pageCache: true });
    const account = await app.services.accounts.register({
      email: EMAIL,
      username: NAME,
      password: PASSWORD,
    });
    if (!account.ok) throw new Error(JSON.stringify(account));
    member = await newVisitor(app);
    const login = await member.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const pet = multipart({ name: PET, id_family: '1' });
    const added = await member.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      payload: pet.payload,
      headers: pet.headers,
    });
    expect(added.statusCode, added.body).toBe(201);

    const db = app.database.db;
    const [family] = await db.select().from(schema.families).limit(1);
    const [category] = await db.select().from(schema.categories).limit(1);
    const [breed] = await db.select().from(schema.breeds).limit(1);
    const [article] = await db.select().from(schema.articles).limit(1);
    const [infographic] = await db.select().from(schema.infographics).limit(1);
    const [edition] = await db
      .insert(schema.newsletterEditions)
      .values({ subject: 'An edition', state: 'sent', sendingAt: new Date(), sentAt: new Date() })
      .returning();
    const familyRef = { id: family!.idFamily, slug: family!.slug };
    const breedRef = { id: breed!.idBreed, slug: breed!.slug };
    const articlePath = paths.article({ id: article!.idArticle, slug: article!.slug });
    urls = [
      paths.home({}),
      // A parameter the page does not read changes nothing (core/site/paths.ts's `reads`).
      `${paths.home({})}?utm_source=mail&fbclid=x`,
      '/_root.data',
      paths.breedList({ id: family!.idFamily }),
      paths.breedList({ id: family!.idFamily }, { q: 'a', show: 60 }),
      paths.breedProfile(breedRef),
      paths.breedDetails(breedRef),
      paths.familyArticles(familyRef),
      paths.categoryArticles({
        ...familyRef,
        idCategory: category!.idCategory,
        slugCategory: category!.slug,
      }),
      articlePath,
      `${articlePath}.data`,
      paths.infographics({}),
      paths.infographic({ id: infographic!.idInfographic, slug: infographic!.slug }),
      paths.page_about({}),
      paths.page_privacy({}),
      paths.page_terms({}),
      paths.page_faq({}),
      paths.search({}, { q: 'dog' }),
      paths.newsletterArchive({}),
      paths.newsletterEdition({ id: edition!.idEdition, slug: 'an-edition' }),
      paths.newsletterSubscribed({}),
      paths.newsletterUnsubscribed({}),
      '/no-such-page',
    ];
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the member is signed in, with a pet, as the API says', async () => {
    const me = await member.post('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: NAME, email: EMAIL });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const pets = await member.get('/api/auth/me/pets');
    expect(pets.body).toContain(PET);
    expect(pets.headers['cache-control']).toBe('private, no-store');
    // The sign-in left the "signed in" hint: no identity in it.
    expect(member.cookies.get('pawpedia_signed_in')).toBe('1');
  });

  it('gives a member and a guest byte-identical pages with nothing of the member in them', async () => {
    for (const url of urls) {
      // The member first, on a cold cache: a page rendered for them would be the one kept.
      const asMember = await member.get(url);
      const asGuest = await app.server.inject({ method: 'GET', url });
      const asNewGuest = await (await newVisitor(app)).get(url);
      for (const [who, answer] of [
        ['member', asMember],
        ['guest', asGuest],
        ['new guest', asNewGuest],
      ] as const) {
        expect(answer.statusCode, `${who} ${url}`).toBeLessThan(500);
        for (const secret of [NAME, EMAIL, PET, NAME.toLowerCase()]) {
          expect(answer.body.includes(secret), `${who} ${url} holds ${secret}`).toBe(false);
        }
        expect(answer.headers['set-cookie'], `${who} ${url}`).toBeUndefined();
      }
      expect(comparable(asMember.body), url).toBe(comparable(asGuest.body));
      expect(comparable(asNewGuest.body), url).toBe(comparable(asGuest.body));
      expect(asMember.headers['cache-control'], url).toBe(asGuest.headers['cache-control']);
      // No per-visitor token in any public page (the API hands it out).
      expect(asMember.body, url).not.toMatch(/name="csrf-token" content="[^"]/);
    }
  }, 240_000);

  it('serves a member from the very entry a guest’s request made, one render for both', async () => {
    const url = paths.page_about({});
    const guest = await app.server.inject({ method: 'GET', url: `${url}?utm_campaign=a` });
    const asMember = await member.get(`${url}?gclid=b`);
    expect(asMember.headers.etag).toBe(guest.headers.etag);
    expect(asMember.headers['cache-control']).toMatch(/^public, /);
    // Revalidated like a guest's: the same ETag answers 304.
    const again = await member.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(guest.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps rendering the pages that are one person’s for that person, never kept', async () => {
    for (const url of [paths.account({}), paths.accountErase({}), paths.registerPet({})]) {
      const page = await member.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(page.headers.etag, url).toBeUndefined();
    }
    const account = await member.get(paths.account({}));
    expect(account.body.includes(EMAIL)).toBe(true);
    // A guest is sent to sign in, and never gets the member's page.
    const guest = await app.server.inject({ method: 'GET', url: paths.account({}) });
    expect(guest.body.includes(EMAIL)).toBe(false);
  });
});
