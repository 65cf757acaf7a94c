// Over 300 lines on purpose: the account API's cases (profile, password, export, erase) on one booted app per engine.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

let counter = 0;
const unique = () => `a${Date.now().toString(36)}${(counter++).toString(36)}`;
const PASSWORD = 'secret12';

describe.each(ENGINES)('the member account (password, erase, export) on %s', (engine) => {
  let app: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.4.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
    // One family for the members' pets (the demo content is not needed here).
    await app.database.db
      .insert(schema.families)
      .values({ idFamily: 1, name: 'Dogs', slug: 'dogs', isRootCategory: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  interface Member {
    v: TestVisitor;
    ip: string;
    idUser: number;
    email: string;
    username: string;
    post(url: string, payload?: unknown): ReturnType<TestVisitor['request']>;
  }

  /** Signs in an existing account in a new browser (a session of its own). */
  async function signIn(email: string, password = PASSWORD, ip = nextIp()) {
    const v = await newVisitor(app);
    const response = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });
    return { v, response };
  }

  /** A member made by the service and signed in, with an address of its own. */
  async function member(): Promise<Member> {
    const name = unique();
    const email = `${name}@example.com`;
    const account = await app.services.accounts.register({ email, username: name, password: PASSWORD });
    if (!account.ok) throw new Error(JSON.stringify(account.errors));
    const ip = nextIp();
    const { v, response } = await signIn(email, PASSWORD, ip);
    expect(response.statusCode, response.body).toBe(200);
    return {
      v,
      ip,
      idUser: account.idUser,
      email,
      username: name,
      post: (url, payload) =>
        v.request({ method: 'POST', url, remoteAddress: ip, payload: (payload ?? {}) as object }),
    };
  }

  /** Adds a pet with a picture through the API, as the pet form does. */
  async function addPet(m: Member, name: string) {
    const boundary = `----pawpedia${unique()}`;
    const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const field = (key: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
    const payload = Buffer.concat([
      field('name', name),
      field('id_family', '1'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="pet.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await m.v.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      remoteAddress: m.ip,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id_user_pet: number; name: string; image_path: string };
  }

  const pictureFile = (imagePath: string) =>
    path.join(app.config.dataDir, 'media', imagePath.replace(/^\/media\//, ''));
  const changePassword = (m: Member, body: Record<string, string>) =>
    m.post('/api/auth/me/password', {
      current_password: PASSWORD,
      password: 'newpass34',
      password_confirmation: 'newpass34',
      ...body,
    });

  it('answers 401 to guests on every call', async () => {
    const guest = await newVisitor(app);
    const password = await guest.post('/api/auth/me/password', {
      current_password: PASSWORD,
      password: 'newpass34',
      password_confirmation: 'newpass34',
    });
    expect(password.statusCode).toBe(401);
    expect(password.json().message).toBe('You are not signed in.');
    expect((await guest.post('/api/auth/me/erase', { password: PASSWORD })).statusCode).toBe(401);
    const exported = await guest.get('/api/auth/me/export');
    expect(exported.statusCode).toBe(401);
    expect(exported.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a password change or an erasure without the CSRF token or AJAX marker (403)', async () => {
    const m = await member();
    for (const url of ['/api/auth/me/password', '/api/auth/me/erase']) {
      const payload = { current_password: PASSWORD, password: 'newpass34', password_confirmation: 'newpass34' };
      const noToken = await m.v.request({ method: 'POST', url, payload: { ...payload, password: PASSWORD }, csrf: false });
      expect(noToken.statusCode, url).toBe(403);
      const noAjax = await m.v.request({ method: 'POST', url, payload, ajax: false });
      expect(noAjax.statusCode, url).toBe(403);
    }
    // Nothing happened: the account and its password are as they were.
    expect((await m.post('/api/auth/me')).statusCode).toBe(200);
    expect((await signIn(m.email)).response.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch and a weak new password on their fields', async () => {
    const m = await member();
    const wrong = await changePassword(m, { current_password: 'wrong123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct.'] });

    const mismatch = await changePassword(m, { password_confirmation: 'newpass35' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The two passwords do not match.'] });

    for (const weak of ['abc12', 'abcdefgh', '12345678', 'abc 1234']) {
      const response = await changePassword(m, { password: weak, password_confirmation: weak });
      expect(response.statusCode, weak).toBe(422);
      expect(response.json().errors, weak).toEqual({ password: ['Please enter a valid password.'] });
    }
    // The password is unchanged and the session still works.
    expect((await m.post('/api/auth/me')).statusCode).toBe(200);
    expect((await signIn(m.email, 'newpass34')).response.statusCode).toBe(401);
    expect((await signIn(m.email)).response.statusCode).toBe(200);
  });

  it("changes the password, ends the member's other sessions and keeps this one on a new id", async () => {
    const m = await member();
    const other = await signIn(m.email);
    expect((await other.v.post('/api/auth/me')).statusCode).toBe(200);
    const someoneElse = await member();
    const before = m.v.cookies.get('pawpedia_session');

    const response = await changePassword(m, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(m.v.cookies.get('pawpedia_session')).toBeDefined();
    expect(m.v.cookies.get('pawpedia_session')).not.toBe(before);
    expect((await m.post('/api/auth/me')).statusCode).toBe(200);
    expect((await other.v.post('/api/auth/me')).statusCode).toBe(401);
    expect((await someoneElse.post('/api/auth/me')).statusCode).toBe(200);

    expect((await signIn(m.email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(m.email, 'newpass34')).response.statusCode).toBe(200);
  });

  it('limits password guesses at one account, from any address, with 429 and Retry-After', async () => {
    const m = await member();
    let last = null as Awaited<ReturnType<TestVisitor['request']>> | null;
    for (let i = 0; i < 11; i++) {
      last = await m.v.request({
        method: 'POST',
        url: '/api/auth/me/password',
        remoteAddress: nextIp(),
        payload: { current_password: `guess${i}99`, password: 'newpass34', password_confirmation: 'newpass34' },
      });
      if (i < 10) expect(last.statusCode).toBe(422);
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('keeps everything when the password given to erase the account is wrong', async () => {
    const m = await member();
    const pet = await addPet(m, 'Rex');
    await app.services.newsletter.subscribeMember(m.idUser);

    const response = await m.post('/api/auth/me/erase', { password: 'wrong123' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['The current password is not correct.'] });
    const missing = await m.post('/api/auth/me/erase', {});
    expect(missing.statusCode).toBe(400);

    const { db } = app.database;
    expect(await db.select().from(schema.users).where(eq(schema.users.idUser, m.idUser))).toHaveLength(1);
    expect(await db.select().from(schema.userPets).where(eq(schema.userPets.idUser, m.idUser))).toHaveLength(1);
    expect(
      await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.idUser, m.idUser)),
    ).toHaveLength(1);
    expect(existsSync(pictureFile(pet.image_path))).toBe(true);
    expect((await m.post('/api/auth/me')).statusCode).toBe(200);
  });

  it('erases the member with pets, pictures, sessions, newsletter rows and reset tokens, and no one else', async () => {
    const { db } = app.database;
    // Subscribed as a guest first, with the e-mail the account is then made with.
    const name = unique();
    await app.services.newsletter.subscribe(`${name}@example.com`);
    const account = await app.services.accounts.register({
      email: `${name}@example.com`,
      username: name,
      password: PASSWORD,
    });
    if (!account.ok) throw new Error('registration failed');
    const ip = nextIp();
    const signedIn = await signIn(`${name}@example.com`, PASSWORD, ip);
    const m: Member = {
      v: signedIn.v,
      ip,
      idUser: account.idUser,
      email: `${name}@example.com`,
      username: name,
      post: (url, payload) =>
        signedIn.v.request({ method: 'POST', url, remoteAddress: ip, payload: (payload ?? {}) as object }),
    };
    const pet = await addPet(m, 'Rex');
    const otherBrowser = await signIn(m.email);
    await app.services.recovery.request(m.email);
    const erased: number[] = [];
    app.services.accounts.onErase(async (idUser) => void erased.push(idUser));

    const someoneElse = await member();
    const theirPet = await addPet(someoneElse, 'Luna');
    await app.services.newsletter.subscribeMember(someoneElse.idUser);

    const response = await m.post('/api/auth/me/erase', { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(erased).toEqual([m.idUser]);
    // Signed out here and everywhere.
    expect(m.v.cookies.has('pawpedia_session')).toBe(false);
    expect((await m.post('/api/auth/me')).statusCode).toBe(401);
    expect((await otherBrowser.v.post('/api/auth/me')).statusCode).toBe(401);
    expect((await signIn(m.email)).response.statusCode).toBe(401);

    const byUser = <T extends { idUser: unknown }>(table: T) => eq(table.idUser as never, m.idUser);
    expect(await db.select().from(schema.users).where(byUser(schema.users))).toEqual([]);
    expect(await db.select().from(schema.userPets).where(byUser(schema.userPets))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(byUser(schema.sessions))).toEqual([]);
    expect(
      await db.select().from(schema.passwordResetTokens).where(byUser(schema.passwordResetTokens)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, m.email)),
    ).toEqual([]);
    expect(existsSync(pictureFile(pet.image_path))).toBe(false);

    // The other member keeps everything.
    expect((await someoneElse.post('/api/auth/me')).json()).toMatchObject({ subscribed: 1 });
    const theirPets = (await someoneElse.v.get('/api/auth/me/pets')).json() as { id_user_pet: number }[];
    expect(theirPets.map((p) => p.id_user_pet)).toEqual([theirPet.id_user_pet]);
    expect(existsSync(pictureFile(theirPet.image_path))).toBe(true);

    // The e-mail and username are free again.
    const again = await app.services.accounts.register({ email: m.email, username: m.username, password: PASSWORD });
    expect(again.ok).toBe(true);
  });

  it("exports all the member's data as a JSON download, and nothing of another member", async () => {
    const m = await member();
    await addPet(m, 'Biscuit');
    await app.services.newsletter.subscribeMember(m.idUser);
    await signIn(m.email); // a second session
    const someoneElse = await member();
    await addPet(someoneElse, 'Zorro');
    await app.services.newsletter.subscribeMember(someoneElse.idUser);

    const response = await m.v.request({
      method: 'GET',
      url: '/api/auth/me/export',
      headers: { 'user-agent': 'ExportTest/1.0' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pawpedia-data-${m.username}.json"`,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id_user: m.idUser, email: m.email, username: m.username, locale: 'en' });
    expect(data.pets).toHaveLength(1);
    expect(data.pets[0]).toMatchObject({
      name: 'Biscuit',
      family: { id_family: 1, name: 'Dogs' },
      image_path: expect.stringMatching(/^\/media\/pets\//),
    });
    expect(data.newsletter).toEqual([
      expect.objectContaining({ email: m.email, status: 'pending' }),
    ]);
    expect(data.sessions).toHaveLength(2);
    for (const session of data.sessions) {
      expect(session).toEqual({
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        expires_at: expect.any(String),
        user_agent: expect.any(String),
      });
    }
    expect(typeof data.exported_at).toBe('string');

    const body = response.body;
    expect(body).not.toContain(someoneElse.email);
    expect(body).not.toContain(someoneElse.username);
    expect(body).not.toContain('Zorro');
    // No secrets: no password hash, no session token or its hash.
    expect(body).not.toMatch(/argon2|password|id_hash/i);
    for (const value of m.v.secretCookieValues) expect(body).not.toContain(value);
  });
});
