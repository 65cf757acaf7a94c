import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeCurated } from '../../core/home/home-view-data.ts';
import type { App } from '../../server/app.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

/**
 * A save of the home's curation against the guest's home, event by event (decisions 015, 055 and
 * 059; the browser spec tests/e2e/site-wide/home-curation.spec.ts): the save answers only once
 * every cache that could serve the old carousel is purged, and nothing begun before the save (a
 * page render, a read of the curation) is kept or served after it. The API-only app has no React
 * Router build, so a route stands in for the home page and does what its loader and render do
 * (the curated content read through the pages' read cache, its content-addressed file named); the
 * page cache, the read cache, the home files and the save are the real ones. With
 * TEST_REDIS_URL, the PostgreSQL app also fans its purges out over Redis, as production does.
 */
describe.each(ENGINES)('a home save and the guest’s next home on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  // The next render of the stand-in home waits here, once it has read the curation.
  let holdRender: { entered: () => void; released: Promise<void> } | null = null;

  beforeAll(async () => {
    const redisUrl = engine === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
    app = await startTestApp(engine, {
      pageCache: true,
      env: { RATE_LIMIT_SCALE: '100', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      beforeReady: ({ server, services }: App) => {
        server.get('/', { config: { page: true } }, async (_request, reply) => {
          // app/routes/home.tsx: the curated content through the read cache, named by its file.
          const content = await services.forPages.articles.homeContent();
          const file = services.site.homeFile(content);
          const hold = holdRender;
          holdRender = null;
          if (hold) {
            hold.entered();
            await hold.released;
          }
          const featured = file.data.featured.map((a) => a.id_article).join(',');
          return reply
            .type('text/html')
            .send(
              `<!doctype html><meta name="pawpedia-home-content" content="${file.path}">` +
                `<ol data-featured="${featured}"></ol>`,
            );
        });
      },
    });
    if (redisUrl) await app.server.purgeFanout.listening();
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What a guest (no cookie: the page cache's answer) is sent for the home. */
  const guestHome = async () => {
    const response = await app.server.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    return {
      featured: /data-featured="([\d,]*)"/.exec(response.body)![1]!.split(',').map(Number),
      file: /name="pawpedia-home-content" content="([^"]+)"/.exec(response.body)![1]!,
    };
  };
  /** The carousel's ids in the home file at `path`, as a browser loads it. */
  const featuredInFile = async (path: string) => {
    const response = await app.server.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const literal = /^export default JSON\.parse\((".*")\);\n$/s.exec(response.body)![1]!;
    const data = JSON.parse(JSON.parse(literal) as string) as HomeCurated;
    return data.featured.map((a) => a.id_article);
  };
  /** Saves the carousel in a new order through the studio API; its answer, and the order. */
  const saveReversed = async () => {
    const home = (await editor.get('/api/studio/home')).json() as {
      revision: number;
      choice: Record<string, unknown> & { featured: number[] };
    };
    const featured = [...home.choice.featured].reverse();
    const answer = await editor.request({
      method: 'PUT',
      url: '/api/studio/home',
      payload: { revision: home.revision, ...home.choice, featured },
    });
    expect(answer.statusCode).toBe(200);
    return { old: home.choice.featured, featured };
  };
  /** A guest's home, or what it waited for if it joined a render held open by the test. */
  const guestHomeUnlessHeld = () =>
    Promise.race([
      guestHome(),
      sleep(5_000).then(() => 'waited for a render begun before the save'),
    ]);

  it('answers the save after the purge: the guest’s next home and its file show the new order', async () => {
    // Kept by the page cache and the read cache first, as a busy home is.
    await guestHome();
    const kept = await guestHome();
    const purged: string[] = [];
    // A content purge; every request that changes something also drops members' own reads
    // (kind `members`, decision 073), which is no purge of pages.
    const stop = app.services.publishing.purge.subscribe((scope) => {
      if (scope.kind !== 'members') purged.push('purged');
    });
    const saving = saveReversed().then((saved) => {
      purged.push('answered');
      return saved;
    });
    const { old, featured } = await saving;
    stop();
    expect(purged).toEqual(['purged', 'answered']);
    // With Redis the purge still empties this instance's caches before the answer, not on its echo.
    if (engine === 'postgres' && process.env.TEST_REDIS_URL)
      expect(app.server.purgeFanout.status()).toBe('up');
    expect(featured).not.toEqual(old);
    const next = await guestHome();
    expect(next.featured).toEqual(featured);
    expect(next.file).not.toBe(kept.file);
    expect(await featuredInFile(next.file)).toEqual(featured);
    // The file the earlier page named still holds what that page showed.
    expect(await featuredInFile(kept.file)).toEqual(old);
  });

  it('neither serves nor keeps a home render that read the curation before the save', async () => {
    let entered: () => void = () => {};
    let release: () => void = () => {};
    const renderEntered = new Promise<void>((resolve) => (entered = resolve));
    holdRender = { entered, released: new Promise<void>((resolve) => (release = resolve)) };
    try {
      // The home rendered again (the page cache kept the last test's)...
      app.services.publishing.purge.announce({ kind: 'site' });
      // ...for a guest, from the curation as it was, and still being sent...
      const early = guestHome();
      await renderEntered;
      // ...when the editor's save is answered: the next guest must not get that render.
      const { old, featured } = await saveReversed();
      const next = await guestHomeUnlessHeld();
      release();
      expect(next).toEqual({ featured, file: expect.any(String) as string });
      expect((await early).featured).toEqual(old);
      // Nor is the early render kept once it ends.
      const later = await guestHome();
      expect(later.featured).toEqual(featured);
      expect(await featuredInFile(later.file)).toEqual(featured);
    } finally {
      holdRender = null;
      release();
    }
  });

  it('keeps no read of the curation begun before the save and answered after it', async () => {
    const read = app.services.articles.homeContent;
    let entered: () => void = () => {};
    let release: () => void = () => {};
    const readEntered = new Promise<void>((resolve) => (entered = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    // The first read after the next purge reads the database before the save and answers after.
    app.services.articles.homeContent = async (...args) => {
      const answer = await read(...args);
      if (!held && !args.length) {
        held = true;
        entered();
        await released;
      }
      return answer;
    };
    try {
      app.services.publishing.purge.announce({ kind: 'site' });
      const early = guestHome();
      await readEntered;
      const { old, featured } = await saveReversed();
      const next = await guestHomeUnlessHeld();
      release();
      expect(next).toEqual({ featured, file: expect.any(String) as string });
      expect((await early).featured).toEqual(old);
      const later = await guestHome();
      expect(later.featured).toEqual(featured);
      expect(await featuredInFile(later.file)).toEqual(featured);
    } finally {
      release();
      app.services.articles.homeContent = read;
    }
  });
});
