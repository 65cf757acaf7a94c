import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import {
  memberVisitor,
  newVisitor,
  registeredMember,
  type TestVisitor,
} from '../support/visitor.ts';

// A member's own reads are kept a few seconds (decision 073). What a kept read must never do:
// outlive a change. Each case changes something through a request and reads it back at once,
// within the keeping time, on the same instance and (PostgreSQL with Redis) on another one.

const sessionQueries = (queries: string[]) =>
  queries.filter((q) => /from "sessions"/i.test(q) && /^select/i.test(q.trim())).length;

describe.each(ENGINES)("a member's kept reads on %s", (engine) => {
  let app: TestApp;
  const queries: string[] = [];
  beforeAll(async () => {
    app = await startTestApp(engine, { onQuery: (q) => queries.push(q) });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function member(): Promise<{ idUser: number; visitor: TestVisitor }> {
    const { idUser } = await registeredMember(app);
    return { idUser, visitor: await memberVisitor(app, idUser) };
  }

  it('reads the session once for the calls a page makes after load', async () => {
    const { visitor } = await member();
    expect((await visitor.post('/api/auth/me', {})).statusCode).toBe(200);
    queries.length = 0;
    for (let i = 0; i < 5; i++) {
      expect((await visitor.post('/api/auth/me', {})).statusCode).toBe(200);
      expect((await visitor.get('/api/auth/me/pets')).statusCode).toBe(200);
    }
    expect(sessionQueries(queries)).toBe(0);
  });

  it('refuses the old session at once after signing out', async () => {
    const { visitor } = await member();
    expect((await visitor.get('/api/auth/me/pets')).statusCode).toBe(200);
    const stolen = new Map(visitor.cookies);
    expect((await visitor.post('/api/auth/logout', {})).statusCode).toBe(200);
    const thief = await newVisitor(app);
    for (const [name, value] of stolen) thief.cookies.set(name, value);
    // A read (no CSRF token needed), as the thief's first call would be.
    expect((await thief.get('/api/auth/me/pets')).statusCode).toBe(401);
  });

  it('shows a pet added, renamed and deleted at once', async () => {
    const { visitor } = await member();
    expect(await visitor.get('/api/auth/me/pets').then((r) => r.json())).toEqual([]);
    const form = (name: string) => multipart({ name, id_family: '1' });
    const added = await visitor.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      ...form('Kept'),
    });
    expect(added.statusCode).toBe(201);
    const names = async () =>
      ((await visitor.get('/api/auth/me/pets')).json() as { name: string }[]).map((p) => p.name);
    expect(await names()).toEqual(['Kept']);
    const { id_user_pet: id } = added.json() as { id_user_pet: number };
    const changed = await visitor.request({
      method: 'POST',
      url: `/api/auth/me/pet/${id}`,
      ...form('Renamed'),
    });
    expect(changed.statusCode).toBe(200);
    expect(await names()).toEqual(['Renamed']);
    const deleted = await visitor.request({ method: 'DELETE', url: `/api/auth/me/pet/${id}` });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await names()).toEqual([]);
    expect((await visitor.get(`/api/auth/me/pet/${id}/articles`)).statusCode).toBe(404);
  });

  it('ends every session of a member the studio disables, at once', async () => {
    const { idUser, visitor } = await member();
    expect((await visitor.post('/api/auth/me', {})).statusCode).toBe(200);
    const { idStaff } = await createStaff(app, 'admin');
    const admin = await staffVisitor(app, idStaff);
    expect((await admin.post(`/api/studio/members/${idUser}/disable`, {})).statusCode).toBe(200);
    expect((await visitor.post('/api/auth/me', {})).statusCode).toBe(401);
  });

  it("shows the member's own vote at once", async () => {
    const { visitor } = await member();
    const poll = (await visitor.get('/api/widgets/poll')).json() as {
      id_poll: number;
      has_voted: boolean;
      total_votes: number;
      options: { id_option: number }[];
    };
    expect(poll.has_voted).toBe(false);
    const vote = await visitor.request({
      method: 'POST',
      url: `/api/widgets/poll/${poll.id_poll}/vote`,
      payload: { id_option: poll.options[0]!.id_option },
    });
    expect(vote.statusCode).toBe(200);
    const after = (await visitor.get('/api/widgets/poll')).json() as typeof poll;
    expect(after.has_voted).toBe(true);
    // Another visitor sees the new count too: the results are not kept past a vote.
    const other = (await (await newVisitor(app)).get('/api/widgets/poll')).json() as typeof poll;
    expect(other.total_votes).toBe(poll.total_votes + 1);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!adminUrl || !redisUrl)("a member's kept reads across instances", () => {
  let a: TestApp;
  let b: TestApp;
  const name = `pawpedia_members_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { REDIS_URL: redisUrl! };
    a = await startTestApp('postgres', { databaseUrl: url.href, env });
    b = await startTestApp('postgres', { databaseUrl: url.href, env, seed: false });
    await Promise.all([a.server.purgeFanout.listening(), b.server.purgeFanout.listening()]);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a sign-out on one instance ends the session on the other as soon as it hears of it', async () => {
    const { idUser } = await registeredMember(a);
    const onA = await memberVisitor(a, idUser);
    const onB = await newVisitor(b);
    for (const [cookie, value] of onA.cookies) onB.cookies.set(cookie, value);
    expect((await onB.get('/api/auth/me/pets')).statusCode).toBe(200);
    const heard = new Promise<void>((resolve) => {
      const stop = b.services.publishing.purge.subscribe((scope) => {
        if (scope.kind !== 'members') return;
        stop();
        resolve();
      });
    });
    expect((await onA.post('/api/auth/logout', {})).statusCode).toBe(200);
    await heard;
    expect((await onB.get('/api/auth/me/pets')).statusCode).toBe(401);
  });
});
