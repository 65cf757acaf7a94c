import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { isStudioPath, paths } from '../../core/site/paths.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';
import { routeRulesPlugin } from '../../server/plugins/route-rules.ts';
import { isSharedPage } from '../../server/plugins/shared-pages.ts';
import { SHARED_RENDER_VISITOR } from '../../server/plugins/web.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, signedInMember } from '../support/visitor.ts';

// Cache rules are declared on the routes they govern (decision 030): nothing is shared unless its
// route says so, a rule is read from the route the router matched, and a route that reads the
// visitor or belongs to the studio can never be shared.

describe('page rules', () => {
  it('come from the route a URL reaches, not from its text', () => {
    for (const url of ['/%62reeds/1', '/BREEDS/1', '/breeds/1/', '/%61rticle/3/x.data']) {
      expect(isSharedPage(url), url).toBe(true);
    }
    for (const url of ['/breeds/1/x/details/more', '/breedsx/1', '/no-such-page', '/%6cogin']) {
      expect(isSharedPage(url), url).toBe(false);
    }
  });

  it('never share a studio page, whatever the table says', () => {
    for (const page of [...Object.values(paths), ...Object.values(studioPaths)]) {
      if (isStudioPath(page.pattern)) expect(page.cache, page.pattern).toBeUndefined();
    }
    // The studio's own table holds studio pages only.
    for (const page of Object.values(studioPaths)) expect(isStudioPath(page.pattern)).toBe(true);
    for (const url of ['/studio', '/studio/articles/1', '/Studio/x.data', '/%73tudio']) {
      expect(isSharedPage(url), url).toBe(false);
    }
  });

  it('hand a shared render no visitor to read', async () => {
    expect(() => SHARED_RENDER_VISITOR.csrfToken).toThrow(/must not be shared/);
    expect(await SHARED_RENDER_VISITOR.member()).toBeNull();
  });
});

describe('a route declared shared', () => {
  const boot = async (add: (app: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    await app.register(routeRulesPlugin);
    add(app);
    try {
      await app.ready();
      return app.sharedReads;
    } finally {
      await app.close();
    }
  };
  const answer = async () => ({});

  it('stops the boot when it writes, answers members only or is a studio route', async () => {
    const shared = { config: { cache: 'shared' as const } };
    await expect(boot((app) => app.post('/api/things', shared, answer))).rejects.toThrow(
      /not a read/,
    );
    await expect(
      boot((app) => app.get('/api/mine', { config: { cache: 'shared', members: true } }, answer)),
    ).rejects.toThrow(/members only/);
    await expect(boot((app) => app.get('/api/studio/articles', shared, answer))).rejects.toThrow(
      /studio/,
    );
    await expect(boot((app) => app.get('/STUDIO/x', shared, answer))).rejects.toThrow(/studio/);
  });

  it('is listed; a route that says nothing is not', async () => {
    const listed = await boot((app) => {
      app.get('/api/public', { config: { cache: 'shared' } }, answer);
      app.get('/api/public-too/but-silent', answer);
    });
    expect(listed.map((r) => r.url)).toEqual(['/api/public', '/api/public']);
  });
});

describe.each(ENGINES)('shared API reads on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: true, pageCache: true });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A value for each route parameter, from the demo content. */
  const samples = async (): Promise<Record<string, string>> => {
    const db = app.database.db;
    const [breed] = await db.select().from(schema.breeds).limit(1);
    const [article] = await db.select().from(schema.articles).limit(1);
    const [category] = await db.select().from(schema.articleCategories).limit(1);
    const [infographic] = await db.select().from(schema.infographics).limit(1);
    return {
      id_family: String(breed!.idFamily),
      id_breed: String(breed!.idBreed),
      id_article: String(article!.idArticle),
      id_category: String(category!.idCategory),
      id_infographic: String(infographic!.idInfographic),
    };
  };

  it('give a signed-in member exactly what they give a guest', async () => {
    const values = await samples();
    const reads = app.server.sharedReads.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(10);
    const guest = await newVisitor(app);
    const member = await signedInMember(app);
    for (const { url: pattern } of reads) {
      const url =
        pattern.replace(/:(\w+)/g, (_, name: string) => {
          if (!(name in values)) throw new Error(`${pattern}: no sample value for :${name}`);
          return values[name]!;
        }) + (pattern === '/api/search' ? '?q=dog' : '');
      const asGuest = await guest.request({ method: 'GET', url });
      const asMember = await member.request({ method: 'GET', url });
      expect(asGuest.statusCode, url).toBe(200);
      expect(asMember.body, url).toBe(asGuest.body);
    }
  }, 60_000);
});

describe('shared pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: true, pages: true, pageCache: true });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A real address of each shared page of the table, from the demo content. */
  const samples = async (): Promise<Partial<Record<keyof typeof paths, string>>> => {
    const db = app.database.db;
    const [family] = await db.select().from(schema.families).limit(1);
    const [category] = await db.select().from(schema.categories).limit(1);
    const [breed] = await db.select().from(schema.breeds).limit(1);
    const [article] = await db.select().from(schema.articles).limit(1);
    const [infographic] = await db.select().from(schema.infographics).limit(1);
    // The demo has sent no newsletter: one sent edition for the archive's own page.
    const [edition] = await db
      .insert(schema.newsletterEditions)
      .values({
        subject: 'A sample edition',
        state: 'sent',
        sendingAt: new Date(),
        sentAt: new Date(),
      })
      .returning();
    const familyRef = { id: family!.idFamily, slug: family!.slug };
    const breedRef = { id: breed!.idBreed, slug: breed!.slug };
    return {
      home: paths.home({}),
      breedList: paths.breedList({ id: family!.idFamily }, { q: 'a', show: 60 }),
      breedProfile: paths.breedProfile(breedRef),
      breedDetails: paths.breedDetails(breedRef),
      familyArticles: paths.familyArticles(familyRef),
      categoryArticles: paths.categoryArticles({
        ...familyRef,
        idCategory: category!.idCategory,
        slugCategory: category!.slug,
      }),
      article: paths.article({ id: article!.idArticle, slug: article!.slug }),
      infographics: paths.infographics({}),
      infographic: paths.infographic({ id: infographic!.idInfographic, slug: infographic!.slug }),
      page_about: paths.page_about({}),
      page_privacy: paths.page_privacy({}),
      page_terms: paths.page_terms({}),
      page_faq: paths.page_faq({}),
      page_tbd: paths.page_tbd({}),
      newsletterArchive: paths.newsletterArchive({}),
      newsletterEdition: paths.newsletterEdition({
        id: edition!.idEdition,
        slug: 'a-sample-edition',
      }),
    };
  };

  it('are each rendered once for every guest, without reading the visitor', async () => {
    const urls = await samples();
    const shared = Object.entries(paths).filter(([, page]) => page.cache?.shared);
    expect(shared.length).toBeGreaterThan(10);
    for (const [name] of shared) {
      const url = urls[name as keyof typeof paths];
      if (!url) throw new Error(`A shared page with no sample address here: ${name}`);
      const first = await app.server.inject({ method: 'GET', url });
      const second = await app.server.inject({ method: 'GET', url });
      // A shared render that read the visitor fails; the page is then rendered for each visitor.
      expect([200, 301], `${url}: ${first.body.slice(0, 200)}`).toContain(first.statusCode);
      expect(second.headers['cache-control'], url).toMatch(/^public/);
      expect(second.headers.etag, url).toBe(first.headers.etag);
      expect(first.headers['set-cookie'], url).toBeUndefined();
    }
  }, 120_000);
});
