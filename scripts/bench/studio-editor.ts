/**
 * A signed-in editor for the studio benchmarks (npm run bench): the staff row and a verified
 * session written straight to the database, as tests/support/staff.ts does (the API's sign-in,
 * password then TOTP code, has its own tests and rate limits), and an HTTP client that calls the
 * studio API as the editor's page does: the studio cookie, the CSRF cookie and its token, the AJAX
 * marker, JSON bodies.
 *
 * On PGlite the database lives in DATA_DIR and only one process may open it: the editor is made
 * before the server starts.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '../../core/accounts/password.ts';
import { createSecretBox } from '../../core/studio/secret-box.ts';
import { newTotpSecret } from '../../core/studio/second-factor.ts';
import { promoteSession, startPendingSession } from '../../core/studio/staff-sessions.ts';
import { openDatabase } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';

/** Cookie names when PUBLIC_URL is http (the benchmarks run on loopback without TLS). */
const STUDIO_COOKIE = 'pawpedia_studio';
const CSRF_COOKIE = 'pawpedia_csrf';

/**
 * Writes an enrolled editor and a verified session into the database of `env` (DATABASE_URL,
 * else PGlite in DATA_DIR; migrated first) and answers the session's token, the studio cookie's
 * value. `sessionSecret` must be the server's SESSION_SECRET (it seals the TOTP secret).
 */
export async function createBenchEditor(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  sessionSecret: string,
  role: 'editor' | 'admin' = 'editor',
): Promise<string> {
  const database = await openDatabase({
    url: env.DATABASE_URL ?? null,
    pgliteDir: path.join(env.DATA_DIR, 'db'),
  });
  try {
    await database.migrate();
    const [row] = await database.db
      .insert(staff)
      .values({
        email: `bench-${randomBytes(4).toString('hex')}@example.com`,
        displayName: 'Bench Editor',
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        role,
        totpSecret: createSecretBox(sessionSecret).seal(newTotpSecret()),
        enrolledAt: new Date(),
      })
      .returning({ idStaff: staff.idStaff });
    const pending = await startPendingSession(database.db, row!.idStaff, {
      userAgent: 'pawpedia-bench',
    });
    const token = await promoteSession(database.db, pending);
    if (!token) throw new Error('bench editor: session not promoted');
    return token;
  } finally {
    await database.close();
  }
}

export interface StudioAnswer<T> {
  status: number;
  body: T;
}

/** The editor's answer, the parts the benchmarks read (docs/decisions/033, "API"). */
export interface EditorView {
  article: Record<string, unknown> & {
    id_article: number;
    slug: string;
    status: string;
    revision: number;
  };
}

/** Calls the studio API at `base` as the editor of `sessionToken`, like the studio's pages. */
export class StudioClient {
  private csrfCookie = '';
  private csrfToken = '';

  constructor(
    readonly base: string,
    private readonly sessionToken: string,
  ) {}

  /** Gets a CSRF cookie and its token, as the studio's first API call does. */
  async start(): Promise<this> {
    let response: Response;
    // A server just started on a busy machine may shed the first calls (503, decision 022).
    for (let attempt = 0; ; attempt++) {
      response = await fetch(`${this.base}/api/studio/articles`, {
        headers: { cookie: `${STUDIO_COOKIE}=${this.sessionToken}` },
      });
      await response.arrayBuffer();
      if (response.status !== 503 || attempt >= 10) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (response.status !== 200) throw new Error(`studio list answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
      ?.split(';')[0];
    const token = response.headers.get('x-csrf-token');
    if (!cookie || !token) throw new Error('studio API gave no CSRF cookie and token');
    this.csrfCookie = cookie;
    this.csrfToken = token;
    return this;
  }

  async request<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<StudioAnswer<T>> {
    const response = await fetch(this.base + url, {
      method,
      headers: {
        cookie: `${STUDIO_COOKIE}=${this.sessionToken}; ${this.csrfCookie}`,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': this.csrfToken,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      // Bytes are sent as they are: JSON made before the clock starts (scripts/bench/pack-import.ts).
      ...(body === undefined
        ? {}
        : { body: body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /**
   * The same call, failing unless it answers `expected`. A 503 (the instance shedding load,
   * decision 022) is tried again after a second, as a person would, at most 10 times.
   */
  async expect<T>(
    expected: number,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.request<T>(method, url, body);
      if (answer.status === 503 && attempt < 10) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      if (answer.status !== expected)
        throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    }
  }
}
