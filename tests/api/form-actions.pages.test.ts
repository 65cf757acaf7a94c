// Over 300 lines on purpose: the pet, registration, newsletter and poll actions side by side with the API they mirror.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { multipart, type FilePart } from '../support/multipart.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

const MB = 1024 * 1024;
/** What a browser sends with a form posted without scripts (decision 028). */
const DOCUMENT = {
  accept: 'text/html',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'same-origin',
};
/** What a fetcher's request sends: the page stays, the answer is data. */
const FETCHER = { accept: '*/*', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' };

/**
 * The pet form, registration and newsletter posted to their pages' actions (decision 028): the
 * same services, schemas, limits and bot checks as the JSON API, answers in the page.
 */
describe.each(ENGINES)(
  'page actions of the pet, registration and newsletter forms on %s',
  (engine) => {
    let app: TestApp;
    let count = 0;
    let idFamily: string;
    const t = (key: string) => translate(app.services.messages, key);
    /** Each test its own address, so the per-address limits of one do not reach the next. */
    const address = () => `10.2.${Math.floor(count / 200)}.${(count++ % 200) + 1}`;

    beforeAll(async () => {
      app = await startTestApp(engine, { pages: true });
      idFamily = String((await app.services.site.websiteInfo()).families[0]!.id_family);
    }, 180_000);
    afterAll(async () => {
      await app?.close();
    });

    async function member() {
      const name = `fa${Date.now().toString(36)}${(count++).toString(36)}`;
      const account = { email: `${name}@example.com`, username: name, password: 'secret12' };
      const created = await app.services.accounts.register(account);
      if (!created.ok) throw new Error('not registered');
      const v = await newVisitor(app);
      const from = address();
      expect((await v.postForm('/login', account, {}, from)).statusCode).toBe(302);
      return { v, from, idUser: created.idUser };
    }

    const send = (
      v: TestVisitor,
      url: string,
      fields: Record<string, string>,
      options: { file?: FilePart; from?: string; headers?: Record<string, string> } = {},
    ) => {
      const body = multipart(fields, options.file);
      return v.request({
        method: 'POST',
        url,
        csrf: false,
        ajax: false,
        payload: body.payload,
        ...(options.from ? { remoteAddress: options.from } : {}),
        headers: { ...DOCUMENT, ...options.headers, ...body.headers },
      });
    };
    const png = () =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();

    describe('the pet form', () => {
      it('adds a pet with a picture and goes home; a fetcher gets data and stays; a change from the account goes back there', async () => {
        const m = await member();
        const added = await send(
          m.v,
          '/register/pet',
          { name: 'Rex', id_family: idFamily, id_breed: '', day: '17', month: '5', year: '2020' },
          { from: m.from, file: { name: 'rex.png', type: 'image/png', bytes: await png() } },
        );
        expect(added.statusCode, added.body.slice(0, 300)).toBe(302);
        expect(added.headers.location).toBe('/?flash=pet_saved');
        const [pet] = await app.services.pets.list(m.idUser);
        expect(pet).toMatchObject({ name: 'Rex', birth_date: '2020-05-17' });
        expect(pet!.image_path).toMatch(/^\/media\/pets\/[\w-]+\.webp$/);

        const changed = await send(
          m.v,
          `/register/pet.data?id_user_pet=${pet!.id_user_pet}`,
          { name: 'Rexy', id_family: idFamily },
          { from: m.from, headers: FETCHER },
        );
        expect(changed.statusCode, changed.body.slice(0, 300)).toBe(200);
        expect(changed.headers.location).toBeUndefined();
        const [after] = await app.services.pets.list(m.idUser);
        expect(after).toMatchObject({
          name: 'Rexy',
          birth_date: null,
          image_path: pet!.image_path,
        });

        // A pet changed from the account goes back there; right after registration, home.
        const edited = await send(
          m.v,
          `/register/pet?id_user_pet=${pet!.id_user_pet}`,
          { name: 'Rexo', id_family: idFamily },
          { from: m.from },
        );
        expect(edited.statusCode, edited.body.slice(0, 300)).toBe(302);
        expect(edited.headers.location).toBe('/account?flash=pet_saved');
        const welcomed = await send(
          m.v,
          `/register/pet?id_user_pet=${pet!.id_user_pet}&just_registered=1`,
          { name: 'Rex', id_family: idFamily },
          { from: m.from },
        );
        expect(welcomed.headers.location).toBe('/?flash=pet_saved');
      });

      it("wrong fields answer 400 with each field's message in the page, what was typed kept", async () => {
        const m = await member();
        const empty = await send(
          m.v,
          '/register/pet',
          { name: '', id_family: idFamily },
          { from: m.from },
        );
        expect(empty.statusCode).toBe(400);
        expect(empty.body).toContain(t('pets.errors.fix_fields'));
        expect(empty.body).toContain(t('pets.errors.name_required'));
        expect(empty.body).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-name-error"/);

        const partDate = await send(
          m.v,
          '/register/pet',
          { name: 'Tom', id_family: idFamily, day: '3' },
          { from: m.from },
        );
        expect(partDate.statusCode).toBe(400);
        expect(partDate.body).toContain(t('pets.form.birth_date_incomplete'));
        expect(partDate.body).toContain('value="Tom"');
        // Half a date is said together with what else is wrong.
        const both = await send(
          m.v,
          '/register/pet',
          { name: '', id_family: idFamily, month: '4' },
          { from: m.from },
        );
        expect(both.statusCode).toBe(400);
        expect(both.body).toContain(t('pets.form.birth_date_incomplete'));
        expect(both.body).toContain(t('pets.errors.name_required'));

        const notPicture = await send(
          m.v,
          '/register/pet',
          { name: 'Tom', id_family: idFamily },
          { from: m.from, file: { name: 'a.png', type: 'image/png', bytes: Buffer.from('no') } },
        );
        expect(notPicture.statusCode).toBe(400);
        expect(notPicture.body).toContain(t('pets.errors.picture_invalid'));
        expect(await app.services.pets.list(m.idUser)).toEqual([]);
      });

      it('a picture of 5 MB is refused 413 with its message; a bigger body unread', async () => {
        const m = await member();
        const fields = { name: 'Big', id_family: idFamily };
        const five = { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(5 * MB, 1) };
        const refused = await send(m.v, '/register/pet', fields, { from: m.from, file: five });
        expect(refused.statusCode).toBe(413);
        expect(refused.body).toContain(t('pets.image_too_large'));
        const six = { ...five, bytes: Buffer.alloc(6 * MB, 1) };
        expect(
          (await send(m.v, '/register/pet', fields, { from: m.from, file: six })).statusCode,
        ).toBe(413);
        expect(await app.services.pets.list(m.idUser)).toEqual([]);
      });

      it("a guest is sent to sign in; another member's pet is not found", async () => {
        const guest = await newVisitor(app);
        const fields = { name: 'Rex', id_family: idFamily };
        const response = await send(guest, '/register/pet', fields, { from: address() });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/login');

        const owner = await member();
        await send(owner.v, '/register/pet', fields, { from: owner.from });
        const [pet] = await app.services.pets.list(owner.idUser);
        const other = await member();
        const url = `/register/pet?id_user_pet=${pet!.id_user_pet}`;
        expect((await send(other.v, url, { name: 'Mine' }, { from: other.from })).statusCode).toBe(
          404,
        );
        const deleted = await other.v.postForm(
          `/account/pet/${pet!.id_user_pet}/delete`,
          {},
          {},
          other.from,
        );
        expect(deleted.statusCode).toBe(404);
        expect((await app.services.pets.list(owner.idUser))[0]).toMatchObject({ name: 'Rex' });

        const gone = await owner.v.postForm(
          `/account/pet/${pet!.id_user_pet}/delete`,
          {},
          {},
          owner.from,
        );
        expect(gone.statusCode).toBe(302);
        expect(gone.headers.location).toBe('/account');
        expect(await app.services.pets.list(owner.idUser)).toEqual([]);
      });

      it("uploads count against the API's limits: 20 an hour per account, on either door", async () => {
        const m = await member();
        const fields = { name: 'Rex', id_family: idFamily };
        for (let i = 0; i < 20; i += 1) {
          const door = i % 2 ? '/register/pet' : '/api/auth/me/pets';
          const response =
            door === '/register/pet'
              ? await send(m.v, door, fields, { from: address() })
              : await m.v.request({
                  method: 'POST',
                  url: door,
                  remoteAddress: address(),
                  ...multipart(fields),
                });
          expect(response.statusCode, `${i}: ${response.body.slice(0, 200)}`).toBeLessThan(400);
        }
        const refused = await send(m.v, '/register/pet', fields, { from: address() });
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
        expect(refused.body).toContain(t('account.too_many_requests'));
      });
    });

    describe('registration', () => {
      const fields = () => {
        const name = `rg${Date.now().toString(36)}${(count++).toString(36)}`;
        return {
          email: `${name}@example.com`,
          username: name,
          password: 'secret12',
          subscribed: '1',
        };
      };

      it('creates the account with a bot-check token, signs it in and subscribes it', async () => {
        const v = await newVisitor(app);
        const account = fields();
        const token = await app.botCheckToken('register_account');
        const response = await v.postForm(
          '/register.data',
          { ...account, token },
          FETCHER,
          address(),
        );
        expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
        expect(v.cookies.get('pawpedia_session')).toBeDefined();
        expect((await v.post('/api/auth/me')).json()).toMatchObject({
          email: account.email,
          username: account.username,
          subscribed: 1,
        });
      });

      it('without a bot-check token it is refused 403, and nobody is signed in', async () => {
        const v = await newVisitor(app);
        const response = await v.postForm('/register', fields(), {}, address());
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain(t('account.bot_check_failed'));
        expect(v.cookies.get('pawpedia_session')).toBeUndefined();
      });

      it("wrong fields answer 400 with the services' messages", async () => {
        const v = await newVisitor(app);
        const token = await app.botCheckToken('register_account');
        const response = await v.postForm(
          '/register.data',
          { ...fields(), email: 'not-an-email', token },
          FETCHER,
          address(),
        );
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(t('account.fix_fields'));
        expect(v.cookies.get('pawpedia_session')).toBeUndefined();
      });

      it('a cross-site post is refused 403 before any work', async () => {
        const v = await newVisitor(app);
        const token = await app.botCheckToken('register_account');
        const response = await v.postForm(
          '/register',
          { ...fields(), token },
          { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
          address(),
        );
        expect(response.statusCode).toBe(403);
        expect(v.cookies.get('pawpedia_session')).toBeUndefined();
      });
    });

    describe('the newsletter', () => {
      const email = () => `nl${Date.now().toString(36)}${(count++).toString(36)}@example.com`;

      it('subscribes a guest with a bot-check token: pending until confirmed', async () => {
        const v = await newVisitor(app);
        const token = await app.botCheckToken('subscribe_newsletter');
        const response = await v.postForm(
          '/newsletter/subscribe.data',
          { email: email(), token },
          FETCHER,
          address(),
        );
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.body).toContain(t('newsletter.check_inbox'));
      });

      const stored = (address: string) =>
        app.database.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, address));

      it('without a token nothing is subscribed and the check is asked for; a bad token 403; a wrong e-mail 400', async () => {
        const v = await newVisitor(app);
        const typed = email();
        // Posted before the scripts (decision 085): the address comes back, nothing is stored.
        const pending = await v.postForm(
          '/newsletter/subscribe.data',
          { email: typed },
          FETCHER,
          address(),
        );
        expect(pending.statusCode).toBe(200);
        expect(pending.body).toContain(t('newsletter.needs_check'));
        expect(pending.body).toContain(typed);
        expect(await stored(typed)).toEqual([]);
        const refused = await v.postForm(
          '/newsletter/subscribe.data',
          { email: typed, token: 'forged' },
          FETCHER,
          address(),
        );
        expect(refused.statusCode).toBe(403);
        expect(await stored(typed)).toEqual([]);
        const token = await app.botCheckToken('subscribe_newsletter');
        const wrong = await v.postForm(
          '/newsletter/subscribe.data',
          { email: 'nope', token },
          FETCHER,
          address(),
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.body).toContain(t('newsletter.invalid_email'));
      });

      it('a member subscribes their account without typing an e-mail', async () => {
        const m = await member();
        const token = await app.botCheckToken('subscribe_newsletter');
        const response = await m.v.postForm(
          '/newsletter/subscribe.data',
          { token },
          FETCHER,
          m.from,
        );
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(await app.services.accounts.isSubscribed(m.idUser)).toBe(true);
      });
    });
    describe('the poll', () => {
      /** The active poll as this Cookie header's visitor sees it. */
      const pollFor = async (v?: TestVisitor) => {
        const poll = await app.services.widgets.poll(
          v ? app.services.widgets.voterKey(v.cookieHeader) : null,
        );
        if (!poll) throw new Error('the demo content has no active poll');
        return poll;
      };

      it('a vote posted without scripts counts once, sets the voter cookie and shows the results', async () => {
        const poll = await pollFor();
        const option = poll.options[1]!;
        const fields = { id_poll: String(poll.id_poll), id_option: String(option.id_option) };
        const v = await newVisitor(app);
        const from = address();
        const voted = await v.postForm('/?index', fields, {}, from);
        expect(voted.statusCode, voted.body.slice(0, 300)).toBe(303);
        expect(voted.headers.location).toBe(`/?poll=results#poll-widget-heading-${poll.id_poll}`);
        expect(v.cookies.get('pawpedia_voter')).toBeTruthy();
        const seen = await pollFor(v);
        expect(seen.has_voted).toBe(true);
        expect(seen.voted_option).toBe(option.id_option);
        expect(seen.options[1]!.votes).toBe(option.votes + 1);
        // Back on the home page it was sent to (one shared page: decision 072), the visitor sees
        // the results instead of the form.
        const home = await v.request({
          method: 'GET',
          url: '/?poll=results',
          csrf: false,
          ajax: false,
        });
        expect(home.body).toContain('data-testid="poll-results"');
        expect(home.body).not.toContain('data-testid="poll-form"');
        // The same visitor again: back to the results, no second vote.
        expect((await v.postForm('/?index', fields, {}, from)).statusCode).toBe(303);
        expect((await pollFor(v)).options[1]!.votes).toBe(option.votes + 1);
      });

      it('without an answer it says to choose one (400) and counts nothing', async () => {
        const poll = await pollFor();
        const v = await newVisitor(app);
        const response = await v.postForm(
          '/?index',
          { id_poll: String(poll.id_poll) },
          {},
          address(),
        );
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(t('widgets.poll.choose'));
        expect((await pollFor()).total_votes).toBe(poll.total_votes);
      });

      it('a cross-site post is refused 403 before any vote', async () => {
        const poll = await pollFor();
        const v = await newVisitor(app);
        const fields = {
          id_poll: String(poll.id_poll),
          id_option: String(poll.options[0]!.id_option),
        };
        const response = await v.postForm(
          '/',
          fields,
          { 'sec-fetch-site': 'cross-site' },
          address(),
        );
        expect(response.statusCode).toBe(403);
        expect((await pollFor()).total_votes).toBe(poll.total_votes);
      });
    });
  },
);
