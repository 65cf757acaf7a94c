import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * Pages' forms post to route actions without the API's token (decision 028): a post is accepted
 * only when Fetch Metadata proves it same-origin, decided from the matched route. Before that
 * decision every unsafe request to a page was refused for want of the token, so these tests
 * show the new door lets in only what it should.
 */
describe.each(ENGINES)('CSRF of page actions on %s', (engine) => {
  let app: TestApp;
  const password = 'secret12';
  let email = '';

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
    email = `csrf${Date.now().toString(36)}@example.com`;
    const account = await app.services.accounts.register({
      email,
      username: `csrf${Date.now().toString(36)}`,
      password,
    });
    expect(account.ok).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const refusedWithoutSession = (response: Awaited<ReturnType<TestVisitor['postForm']>>) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
    expect(response.cookies.map((c) => c.name)).not.toContain('pawpedia_session');
  };

  it('signs in from a same-origin form post: a redirect and the session cookie', async () => {
    const v = await newVisitor(app);
    const response = await v.postForm('/login', { email, password });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.map((c) => c.name)).toContain('pawpedia_session');
  }, 60_000);

  it('refuses a cross-site form post to /login with valid credentials: 403, no session', async () => {
    const v = await newVisitor(app);
    const response = await v.postForm(
      '/login',
      { email, password },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    refusedWithoutSession(response);
    // A document navigation gets a page, in the site's language.
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      translate(app.services.messages, 'account.csrf_failed').replace(/'/g, '&#39;'),
    );
  });

  it('refuses same-site, none, a null Origin and a request with neither header', async () => {
    const v = await newVisitor(app);
    for (const headers of [
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': undefined, origin: 'null' },
      { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
      { 'sec-fetch-site': undefined },
      // Same-origin by its own word, but from another Origin: not proven.
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ]) {
      refusedWithoutSession(await v.postForm('/login', { email, password }, headers));
    }
  });

  it('accepts a browser without Fetch Metadata when its Origin is ours', async () => {
    const v = await newVisitor(app);
    const response = await v.postForm(
      '/login',
      { email, password },
      // The origin of the request's own URL (inject's host); React Router checks it too.
      { 'sec-fetch-site': undefined, origin: 'http://localhost:80' },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
  });

  it('gives encoded paths the same check (the matched route decides)', async () => {
    const v = await newVisitor(app);
    for (const url of ['/%6cogin', '/l%6Fgin', '/login.data', '/account/%65rase', '/logout']) {
      const response = await v.postForm(
        url,
        { email, password },
        {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-dest': 'empty',
          origin: 'https://evil.example',
          accept: '*/*',
        },
      );
      refusedWithoutSession(response);
      expect(response.json<{ message: string }>().message).toBe(
        translate(app.services.messages, 'account.csrf_failed'),
      );
    }
  });
});
