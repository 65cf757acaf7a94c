import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurgeScope } from '../../core/publishing/purge.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// Purge within a second (decision 035): an announcement empties the page cache of this process
// at once, and, with REDIS_URL set, of every other instance. The title is changed with the
// database's triggers off, so the content version does not move and nothing but the
// announcement can empty a cache: without it, the old page would be served for the whole TTL.

/** A change guests would see, made without bumping the content version. */
async function retitleQuietly(app: TestApp, idArticle: number, title: string) {
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(schema.articles).set({ title }).where(eq(schema.articles.idArticle, idArticle));
  });
}

/** The article as a guest gets it; asked twice first, so the cache keeps it (API reads). */
async function titleSeenBy(app: TestApp, idArticle: number): Promise<string> {
  const response = await app.server.inject({ method: 'GET', url: `/api/article/${idArticle}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ title: string }>().title;
}

const firstArticle = async (app: TestApp) =>
  (await app.database.db.select().from(schema.articles).limit(1))[0]!;

describe.each(ENGINES)('purge announcements in one process on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { pageCache: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('empty the page cache at once', async () => {
    const article = await firstArticle(app);
    await titleSeenBy(app, article.idArticle);
    expect(await titleSeenBy(app, article.idArticle)).toBe(article.title);
    await retitleQuietly(app, article.idArticle, 'A title changed in the studio');
    // Kept: the change is not seen yet (the content version did not move).
    expect(await titleSeenBy(app, article.idArticle)).toBe(article.title);
    app.services.publishing.purge.announce({ kind: 'article', id: article.idArticle });
    expect(await titleSeenBy(app, article.idArticle)).toBe('A title changed in the studio');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!adminUrl || !redisUrl)('purge announcements across instances', () => {
  const name = `pawpedia_test_purge_${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { REDIS_URL: redisUrl! };
    // Two instances of one site: one PostgreSQL, one Redis, each its own page cache.
    a = await startTestApp('postgres', { databaseUrl: url.href, env, pageCache: true });
    b = await startTestApp('postgres', {
      databaseUrl: url.href,
      env,
      pageCache: true,
      seed: false,
    });
    await Promise.all([a.server.purgeFanout.listening(), b.server.purgeFanout.listening()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('empty the page cache of the other instance too', async () => {
    expect(a.server.purgeFanout.status()).toBe('up');
    const article = await firstArticle(a);
    await titleSeenBy(b, article.idArticle);
    expect(await titleSeenBy(b, article.idArticle)).toBe(article.title);
    await retitleQuietly(a, article.idArticle, 'Renamed on instance A');
    expect(await titleSeenBy(b, article.idArticle)).toBe(article.title);

    // Announced on A; B hears it from Redis (an event, not a wait).
    const heardOnB = new Promise<PurgeScope>((resolve) => {
      const stop = b.services.publishing.purge.subscribe((scope) => {
        stop();
        resolve(scope);
      });
    });
    a.services.publishing.purge.announce({ kind: 'article', id: article.idArticle });
    expect(await heardOnB).toEqual({ kind: 'article', id: article.idArticle });
    expect(await titleSeenBy(b, article.idArticle)).toBe('Renamed on instance A');
  });

  it('are not sent back by the instance that hears them', async () => {
    const heardOnA: PurgeScope[] = [];
    const stop = a.services.publishing.purge.subscribe((scope) => heardOnA.push(scope));
    const heardOnB = new Promise<void>((resolve) => {
      const stopB = b.services.publishing.purge.subscribe(() => {
        stopB();
        resolve();
      });
    });
    a.services.publishing.purge.announce({ kind: 'site' });
    await heardOnB;
    // A round trip through Redis after B relayed it: an echo would have arrived before this one.
    const marker = new Promise<void>((resolve) => {
      const stopMarker = a.services.publishing.purge.subscribe((scope) => {
        if (scope.kind === 'article' && scope.id === 999_999) {
          stopMarker();
          resolve();
        }
      });
    });
    b.services.publishing.purge.announce({ kind: 'article', id: 999_999 });
    await marker;
    stop();
    expect(heardOnA).toEqual([{ kind: 'site' }, { kind: 'article', id: 999_999 }]);
  });
});

describe('purge announcements while Redis is down', () => {
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      pageCache: true,
      // Nothing listens on port 1.
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still empty this instance’s cache, and the outage is logged once', async () => {
    const article = await firstArticle(app);
    await titleSeenBy(app, article.idArticle);
    await titleSeenBy(app, article.idArticle);
    await retitleQuietly(app, article.idArticle, 'Changed while Redis is down');
    for (let i = 0; i < 3; i++) app.services.publishing.purge.announce({ kind: 'site' });
    expect(await titleSeenBy(app, article.idArticle)).toBe('Changed while Redis is down');
    expect(app.server.purgeFanout.status()).toBe('down');
    const outage = lines.filter((line) => line.includes('purge: Redis unreachable'));
    expect(outage).toHaveLength(1);
  });
});
