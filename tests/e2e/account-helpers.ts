import { expect, type APIRequestContext, type Page } from './fixtures.ts';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge, type Challenge } from 'altcha-lib';

let counter = 0;
/** A name no other test (or earlier run on the same server) has used. */
export const uniqueName = () =>
  `u${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;

export const PASSWORD = 'secret12';

/** A bot-check token for registration, solved as the browser widget would (ALTCHA). */
async function botCheckToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge?action=register_account');
  if (response.status() === 404) return ''; // another provider, or none: the server decides
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Account {
  email: string;
  username: string;
  password: string;
}

/**
 * Registers an account through the API with this request context: `page.request` signs the
 * page's browser in too; the `request` fixture leaves the browser a guest.
 */
export async function registerAccount(request: APIRequestContext): Promise<Account> {
  const start = await request.get('/api/articles/featured');
  const name = uniqueName();
  const account = { email: `${name}@example.com`, username: name, password: PASSWORD };
  const response = await request.post('/api/auth/register', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': start.headers()['x-csrf-token'] ?? '',
    },
    data: { ...account, subscribed: 0, token: await botCheckToken(request) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs in through the API with this request context; the status of the answer. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const start = await request.get('/api/articles/featured');
  const response = await request.post('/api/auth/login', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': start.headers()['x-csrf-token'] ?? '',
    },
    data: { email, password },
  });
  return response.status();
}

/**
 * Errors the page writes to its console or throws (hydration mismatches included). The
 * browser's own note about a 4xx answer is left out: the tests provoke those (a wrong password
 * is a 422) and the page shows them.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
