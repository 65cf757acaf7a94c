import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { SIGNED_IN_HINT } from '../../core/accounts/signed-in-hint.ts';
import { visitorCookieNames } from '../../server/plugins/visitor.ts';

/**
 * A browser-like visitor for API tests: keeps its cookies, sends the AJAX marker and the CSRF
 * token of its CSRF cookie (as the page's meta tag would), and refreshes the token from answers.
 */
export class TestVisitor {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly app: TestApp) {}

  /** Gets a CSRF cookie and token, as loading any page does. */
  async start(): Promise<this> {
    await this.request({ method: 'GET', url: '/api/articles/featured' });
    return this;
  }

  /** The values of the cookies that prove something (all but the non-secret hint, decision 072). */
  get secretCookieValues(): string[] {
    return [...this.cookies].filter(([name]) => name !== SIGNED_IN_HINT).map(([, value]) => value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    options: InjectOptions & { csrf?: boolean; ajax?: boolean },
  ): Promise<LightMyRequestResponse> {
    const { csrf = true, ajax = true, ...inject } = options;
    const response = await this.app.server.inject({
      ...inject,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(ajax ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        ...(csrf && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...inject.headers,
      },
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const token = response.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
    return response;
  }

  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: (payload ?? {}) as InjectOptions['payload'],
      headers,
    });
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  /**
   * A page's form posted as a browser does without scripts (decision 028): urlencoded, a
   * document navigation, `Sec-Fetch-Site: same-origin`; `headers` replace any of these (and
   * `undefined` leaves one out).
   */
  postForm(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string | undefined> = {},
    remoteAddress?: string,
  ) {
    const sent = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'same-origin',
      ...headers,
    };
    return this.request({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      csrf: false,
      ajax: false,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: Object.fromEntries(
        Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    });
  }
}

export const newVisitor = (app: TestApp) => new TestVisitor(app).start();

let members = 0;

/** A new member made by the service (registration has its own tests): its id and e-mail. */
export async function registeredMember(app: TestApp): Promise<{ idUser: number; email: string }> {
  const name = `m${Date.now().toString(36)}${process.pid.toString(36)}${(members++).toString(36)}`;
  const email = `${name}@example.com`;
  const account = await app.services.accounts.register({
    email,
    username: name,
    password: 'secret12',
  });
  if (!account.ok) throw new Error(`test member not registered: ${JSON.stringify(account)}`);
  return { idUser: account.idUser, email };
}

/**
 * A visitor carrying a new session of a member, made by the session service as signing in makes
 * it (`visitor.signIn`), as `staffVisitor` does for staff: no password hashed nor checked, for
 * the tests that are not about signing in (docs/decisions/066).
 */
export async function memberVisitor(app: TestApp, idUser: number): Promise<TestVisitor> {
  const token = await app.services.accounts.startSession(idUser);
  const v = await newVisitor(app);
  v.cookies.set(visitorCookieNames(app.config.publicUrl).session, token);
  return v;
}

/** A new member (made by the service; registration has its own tests), signed in through the API. */
export async function signedInMember(app: TestApp, remoteAddress?: string): Promise<TestVisitor> {
  const { email } = await registeredMember(app);
  const v = await newVisitor(app);
  const login = await v.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secret12' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (login.statusCode !== 200) throw new Error(`test member not signed in: ${login.body}`);
  return v;
}
