import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

interface HomeJson {
  revision: number;
  choice: {
    featured: number[];
    home: number[];
    banners: number[];
    in_context: number | null;
    encyclopedia: number[];
  };
  articles: { id: number; title: string }[];
  banners: { id: number; title: string }[];
  families: { id: number; name: string }[];
}

/** Where each title first appears in a page: their order on it. */
const orderIn = (html: string, titles: string[]) =>
  titles.map((title) => html.indexOf(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')));

/**
 * The home page's curation (decision 044): an editor orders the carousel, the list and
 * the banners, picks the in-context article and the encyclopedia's families; the public home
 * follows at once; the preview shows an unsaved choice; a stale save is a 409; bad input is named
 * in the site's language; every save is audited; authors are refused.
 */
describe.each(ENGINES)('home curation on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  let author: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const read = async () => (await editor.get('/api/studio/home')).json() as HomeJson;
  const save = (body: Record<string, unknown>) =>
    editor.request({ method: 'PUT', url: '/api/studio/home', payload: body });
  const choiceOf = (home: HomeJson) => ({ revision: home.revision, ...home.choice });
  const title = (home: HomeJson, id: number) => home.articles.find((a) => a.id === id)!.title;

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true, env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('saves a new carousel and list order, banners and widget choices; the home follows at once', async () => {
    const before = await read();
    expect(before.revision).toBe(0);
    expect(before.choice.featured.length).toBeGreaterThanOrEqual(2);
    expect(before.choice.encyclopedia).toEqual([2, 1]);
    const featured = [...before.choice.featured].reverse();
    const home = [...before.choice.home].reverse().slice(0, 5);
    const banners = before.banners
      .map((b) => b.id)
      .slice(0, 2)
      .reverse();
    const inContext = before.articles.at(-1)!.id;

    const saved = await save({
      ...choiceOf(before),
      featured,
      home,
      banners,
      in_context: inContext,
      encyclopedia: [1],
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as HomeJson;
    expect(after.revision).toBe(1);
    expect(after.choice).toEqual({
      featured,
      home,
      banners,
      in_context: inContext,
      encyclopedia: [1],
    });

    // The services the public home reads, and the page a guest gets.
    expect((await app.services.articles.featured()).map((a) => a.id_article)).toEqual(featured);
    expect((await app.services.articles.home()).map((a) => a.id_article)).toEqual(home);
    expect((await app.services.products.banners()).map((p) => p.id_product)).toEqual(banners);
    const content = await app.services.articles.homeContent();
    expect(content.inContext?.id_article).toBe(inContext);
    expect(content.encyclopedia).toEqual([1]);
    const page = (await (await newVisitor(app)).get('/')).body;
    const positions = orderIn(
      page,
      featured.map((id) => title(after, id)),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectType, 'home'));
    expect(entries.map((e) => e.action)).toEqual(['home.save']);
    const details = entries[0]!.details as {
      before: { featured: number[] };
      after: { featured: number[] };
    };
    expect(details.before.featured).toEqual(before.choice.featured);
    expect(details.after.featured).toEqual(featured);
  });

  it('refuses a save based on an older revision (409), and changes nothing', async () => {
    const current = await read();
    const stale = await save({
      ...choiceOf(current),
      revision: current.revision - 1,
      featured: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('studio_home.conflict'));
    expect((await read()).choice).toEqual(current.choice);
  });

  it('names what is wrong in the site’s language and keeps the home as it was', async () => {
    const current = await read();
    const bad = await save({
      ...choiceOf(current),
      featured: [current.choice.featured[0], current.choice.featured[0]],
      banners: [1, 2, 3],
      encyclopedia: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      featured: [t('studio_home.errors.twice')],
      banners: [t('studio_home.errors.too_many_banners')],
      encyclopedia: [t('studio_home.errors.no_family')],
    });
    const unknown = await save({ ...choiceOf(current), home: [999_999], banners: [999_998] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      home: [t('studio_home.errors.unknown_article')],
      banners: [t('studio_home.errors.unknown_banner')],
    });
    const garbage = await save({ revision: 'x', featured: 'y' });
    expect(garbage.statusCode).toBe(422);
    expect((await read()).revision).toBe(current.revision);
  });

  it('previews an unsaved choice through a signed link; an altered link is refused', async () => {
    const current = await read();
    const featured = [...current.choice.featured].reverse();
    const answer = await editor.post('/api/studio/home/preview', { ...current.choice, featured });
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json() as { url: string };
    expect(url).toMatch(/^\/preview\/home\//);
    const guest = await newVisitor(app);
    const preview = await guest.get(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const positions = orderIn(
      preview.body,
      featured.map((id) => title(current, id)),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Nothing was saved.
    expect((await app.services.articles.featured()).map((a) => a.id_article)).toEqual(
      current.choice.featured,
    );
    const altered = url.replace(/.(?=\.)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await guest.get(altered)).statusCode).toBe(404);
  });

  it('the screen moves, previews and saves without scripts; a stale form is refused', async () => {
    const current = await read();
    const [first, second] = current.choice.featured;
    const form = {
      revision: String(current.revision),
      featured: current.choice.featured.join(','),
      home: current.choice.home.join(','),
      banners: current.choice.banners.join(','),
      encyclopedia: current.choice.encyclopedia.join(','),
      in_context: '',
    };
    const screen = await editor.get('/studio/home-page');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain(t('studio_home.heading'));
    // A move answers the edited draft, not saved.
    const moved = await editor.postForm('/studio/home-page', {
      ...form,
      intent: 'move:featured:0:1',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain(t('studio_home.unsaved'));
    expect(moved.body).toContain(
      `value="${[second, first, ...current.choice.featured.slice(2)].join(',')}"`,
    );
    expect((await read()).choice.featured).toEqual(current.choice.featured);
    const preview = await editor.postForm('/studio/home-page', { ...form, intent: 'preview' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('href="/preview/home/');
    const saved = await editor.postForm('/studio/home-page', {
      ...form,
      featured: [second, first].join(','),
      intent: 'save',
    });
    expect(saved.statusCode).toBe(200);
    expect((await read()).choice.featured.slice(0, 2)).toEqual([second, first]);
    const stale = await editor.postForm('/studio/home-page', { ...form, intent: 'save' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(t('studio_home.conflict'));
  });

  it('refuses authors and guests', async () => {
    expect((await author.get('/api/studio/home')).statusCode).toBe(403);
    const current = await read();
    const refused = await author.request({
      method: 'PUT',
      url: '/api/studio/home',
      payload: choiceOf(current),
    });
    expect(refused.statusCode).toBe(403);
    expect((await author.post('/api/studio/home/preview', current.choice)).statusCode).toBe(403);
    expect((await (await newVisitor(app)).get('/api/studio/home')).statusCode).toBe(401);
    expect((await author.get('/studio/home-page')).statusCode).toBe(403);
  });
});
