/**
 * Calls to the app's own JSON API from the browser. Every request carries the AJAX marker
 * header and the CSRF token of `<meta name="csrf-token">`, refreshed from the `X-CSRF-Token`
 * response header.
 */

/** An API answer that was not 2xx: its status, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The whole answer, for errors that say more (a 409 with a diff). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function csrfMeta(): HTMLMetaElement | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta)
    console.error('CSRF token not found: <meta name="csrf-token"> is missing from the page.');
  return meta;
}

let tokenRequest: Promise<void> | null = null;

/**
 * Forgets the page's token, so the next call asks the API again: a sign-in by a form's action
 * gave this browser a new CSRF cookie (server/plugins/visitor.ts), which the old token no longer
 * matches, and pages carry none of their own (decision 072).
 */
export function forgetCsrfToken(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (meta) meta.content = '';
}

/**
 * Pages for guests come from a shared cache with an empty token (every guest gets the same
 * page); the first state-changing call asks the API for this visitor's token, once per page.
 */
async function ensureCsrfToken(): Promise<void> {
  if (csrfMeta()?.content) return;
  tokenRequest ??= fetch('/api/auth/csrf', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  })
    .then((response) => {
      const token = response.headers.get('x-csrf-token');
      const meta = csrfMeta();
      if (token && meta) meta.content = token;
    })
    .catch(() => {})
    .finally(() => {
      tokenRequest = null;
    });
  return tokenRequest;
}

/** A path on this site (not `//other-host/...`): the only place a CSRF token is sent. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The token goes only to this site's own API, never to another host (e.g. a stock service). */
function headers(path: string, extra: Record<string, string> = {}): Record<string, string> {
  const token = isOwnPath(path) ? csrfMeta()?.content : undefined;
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { 'X-CSRF-Token': token } : {}),
    ...extra,
  };
}

async function handle<T>(path: string, response: Response): Promise<T> {
  const fresh = response.headers.get('x-csrf-token');
  if (fresh) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
    if (meta) meta.content = fresh;
  }
  // No body (204) or not JSON: an empty one. But a read the caller called off (its signal, as the
  // editor's preview does when the text changes) is no answer at all: the caller's catch gets it,
  // never an empty success its screen would render.
  const body = (await response.json().catch((error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return {};
  })) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok)
    throw new ApiError(
      response.status,
      body.message ?? `${path}: HTTP ${response.status}`,
      body.errors,
      body,
    );
  return body as T;
}

export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    headers: headers(path),
    credentials: 'same-origin',
    ...(init.signal ? { signal: init.signal } : {}),
  });
  return handle<T>(path, response);
}

/** A state-changing call with a JSON body (or a FormData body for uploads). */
export async function send<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const call = async () => {
    if (isOwnPath(path)) await ensureCsrfToken();
    return fetch(path, {
      method,
      headers: headers(
        path,
        isForm || body === undefined ? {} : { 'Content-Type': 'application/json' },
      ),
      credentials: 'same-origin',
      body: isForm ? body : body === undefined ? null : JSON.stringify(body),
      ...(init.signal ? { signal: init.signal } : {}),
      // A request that outlives the page (the editor's save on leaving).
      ...(init.keepalive ? { keepalive: true } : {}),
    });
  };
  let response = await call();
  // The token kept was another first call's (server/plugins/visitor.ts, CSRF_REFUSED): ask for
  // the one of the cookie this browser holds, and send once more.
  if (response.status === 403 && response.headers.get('x-csrf-refused') && isOwnPath(path)) {
    forgetCsrfToken();
    response = await call();
  }
  return handle<T>(path, response);
}

export const postJson = <T>(path: string, body?: unknown, init?: { signal?: AbortSignal }) =>
  send<T>('POST', path, body ?? {}, init);
