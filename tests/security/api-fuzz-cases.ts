// Over 300 lines on purpose: the generator and its cases are one test, read together.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type Engine, type TestApp } from '../support/test-app.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

// Every operation of the OpenAPI document, sent malformed requests by a guest,
// by a signed-in member and by a signed-in studio owner (with a valid CSRF cookie, token, AJAX
// header and Origin), never answers 5xx. The variants come from a seeded generator: the same
// requests on every run.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  default?: unknown;
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  multipart: boolean;
}
interface Variant {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const SEED = 0x5eed_2111;
const VARIANTS_PER_OPERATION = 36;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    int: (max: number) => Math.floor(next() * max),
  };
}
type Random = ReturnType<typeof generator>;

/** Strings and numbers that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '🐶🐱'.repeat(50),
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\ufeff',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%00',
  '%zz',
  '../../etc/passwd',
  '\r\n\r\nX: y',
  'a'.repeat(1001),
  'x'.repeat(100_000),
  '1',
  '-1',
  '2147483648',
  '1e309',
  'null',
  'true',
  '{}',
  'ação@exemplo.pt',
];
const NASTY_NUMBERS = [
  0,
  -1,
  -2147483649,
  2147483647,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  Number.MIN_VALUE,
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { nested: { deeper: ['\u0000'] } },
  ...NASTY_NUMBERS,
  ...NASTY_STRINGS,
];

/** A plausible valid value of a schema, the base that the variants break. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.length) return sample(schema.anyOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key)]),
      );
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (name.includes('email')) return 'fuzz@example.com';
      if (name.includes('password')) return 'secret12';
      if (name === 'path') return '/';
      return 'fuzz';
  }
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: content['application/json']?.schema ?? null,
        // Routes that stream a multipart form declare no JSON body (server/api/pets/pet-form.ts).
        multipart: method === 'post' && !content['application/json'],
      });
    }
  }
  return operations;
}

const BAD_PATH_SEGMENTS = [
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%F0%9F%90%B6',
  '..%2F..%2Fetc',
  'x'.repeat(120),
  '%20',
];
const BAD_QUERY_VALUES = [
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '-1',
  '2147483648',
  'x'.repeat(5000),
];

function multipartBody(fields: Record<string, string>, boundary: string): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

const LONE = '\ud800';
/** 20,000 arrays nested (40 KB), far under the body limit. */
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
/** Just over the default body limit (server/app.ts). */
const OVERSIZE = 1024 * 1024 + 1;

/** Copies of `value`, each with one of its strings (at any depth) replaced by `replacement`. */
function withEachString(value: unknown, replacement: string): [string, unknown][] {
  if (typeof value === 'string') return [['body', replacement]];
  if (typeof value !== 'object' || value === null) return [];
  const copies: [string, unknown][] = [];
  for (const [key, inner] of Object.entries(value)) {
    for (const [path, changed] of withEachString(inner, replacement)) {
      const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
        ? [...(value as unknown[])]
        : { ...(value as Record<string, unknown>) };
      (copy as Record<string, unknown>)[key] = changed;
      copies.push([path === 'body' ? key : `${key}.${path}`, copy]);
    }
  }
  return copies;
}

/** The malformed requests of one operation. */
function variantsOf(op: Operation, random: Random): Variant[] {
  const baseParams = Object.fromEntries(op.pathParams.map((name) => [name, '1']));
  const baseUrl = fill(op.path, baseParams);
  const baseQuery = Object.fromEntries(
    Object.entries(op.query).map(([name, schema]) => [name, String(sample(schema, name))]),
  );
  const withQuery = (url: string, query: Record<string, string>, raw = '') => {
    const text = new URLSearchParams(query).toString();
    const all = [text, raw].filter(Boolean).join('&');
    return all ? `${url}?${all}` : url;
  };
  const url = withQuery(baseUrl, baseQuery);
  const base = (op.body ? sample(op.body) : {}) as Record<string, unknown>;
  const fields = Object.keys(op.body?.properties ?? {});
  const json = (label: string, value: unknown): Variant => ({
    label,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const variants: Variant[] = [];

  // Fixed variants every operation gets.
  variants.push(
    json('valid sample', base),
    json('empty object', {}),
    {
      label: 'extra fields',
      url,
      payload: JSON.stringify({ ...base, extra: 'x', constructor: 1 }).replace(
        /^\{/,
        '{"__proto__":{"admin":true},',
      ),
      contentType: 'application/json',
    },
    json('array body', [base]),
    json('null body', null),
    json('string body', 'just a string'),
    json('number body', 42),
    { label: 'bad JSON: truncated', url, payload: '{"email": "a', contentType: 'application/json' },
    { label: 'bad JSON: garbage', url, payload: '{,}}', contentType: 'application/json' },
    {
      label: 'bad JSON: NUL byte',
      url,
      payload: '{"a":"\u0000"}',
      contentType: 'application/json',
    },
    { label: 'empty JSON body', url, payload: '', contentType: 'application/json' },
    {
      label: 'lone surrogate escape',
      url,
      payload: JSON.stringify(base).replace(/"fuzz[^"]*"/g, '"\\ud800"'),
      contentType: 'application/json',
    },
    { label: 'text/plain', url, payload: JSON.stringify(base), contentType: 'text/plain' },
    { label: 'xml', url, payload: '<a>1</a>', contentType: 'application/xml' },
    {
      label: 'form',
      url,
      payload: 'email=a&password=b',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      label: 'multipart without boundary',
      url,
      payload: 'name=x',
      contentType: 'multipart/form-data',
    },
    {
      label: 'unknown charset',
      url,
      payload: '{}',
      contentType: 'application/json; charset=ebcdic',
    },
    { label: 'query: bad percent-encoding', url: withQuery(baseUrl, {}, 'x=%&y=%zz&%=1') },
    {
      label: 'query: repeated keys',
      url: withQuery(
        baseUrl,
        {},
        `${
          Object.keys(op.query)
            .map((k) => `${k}=1&${k}=2`)
            .join('&') || 'a=1&a=2'
        }`,
      ),
    },
  );
  // Past the limits (docs/decisions/068): nested 20,000 deep (40 KB), and over the body limit.
  variants.push(
    { label: 'deep JSON body', url, payload: DEEP, contentType: 'application/json' },
    {
      label: 'deep JSON in a field',
      url,
      payload: JSON.stringify({ ...base, [fields[0] ?? 'value']: 'DEEP' }).replace('"DEEP"', DEEP),
      contentType: 'application/json',
    },
    {
      label: 'oversize body',
      url,
      payload: JSON.stringify({ ...base, [fields[0] ?? 'value']: 'z'.repeat(OVERSIZE) }),
      contentType: 'application/json',
    },
    json('lone surrogate in a key', { ...base, [`k${LONE}`]: 'x' }),
  );
  // A lone surrogate in every string of the body, nested ones included, one at a time.
  for (const [path, value] of withEachString(base, LONE))
    variants.push(json(`lone surrogate at ${path}`, value));
  if (op.multipart) {
    const boundary = 'fuzzboundary';
    variants.push(
      {
        label: 'multipart: NUL in name',
        url,
        payload: multipartBody({ name: 'a\u0000b', id_family: '1' }, boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        label: 'multipart: huge numbers',
        url,
        payload: multipartBody(
          { name: 'Rex', id_family: '2147483648', id_breed: '99999999999' },
          boundary,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        label: 'multipart: cut short',
        url,
        payload: multipartBody({ name: 'Rex', id_family: '1' }, boundary).slice(0, 60),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        label: 'multipart: bad date and lone surrogate',
        url,
        payload: multipartBody(
          { name: '\ud800', id_family: '1', birth_date: '2020-02-31' },
          boundary,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    );
  }
  // Each body field: a NUL, a lone surrogate, the wrong type, a huge string, a huge number.
  for (const field of fields) {
    for (const [what, value] of [
      ['NUL', `${String(base[field] ?? '')}\u0000`],
      ['lone surrogate', '\ud800'],
      ['wrong type', { [field]: [field] }],
      ['huge string', 'y'.repeat(200_000)],
      ['huge number', 2147483648],
    ] as const) {
      variants.push(json(`${field}: ${what}`, { ...base, [field]: value }));
    }
  }
  // Path parameters: each bad segment in each parameter.
  for (const name of op.pathParams) {
    for (const segment of BAD_PATH_SEGMENTS) {
      variants.push({
        label: `path ${name}=${segment.slice(0, 20)}`,
        url: withQuery(fill(op.path, { ...baseParams, [name]: segment }), baseQuery),
        ...(op.body ? { payload: JSON.stringify(base), contentType: 'application/json' } : {}),
      });
    }
  }
  // Query parameters: raw (unencoded) bad values.
  for (const name of Object.keys(op.query)) {
    for (const value of BAD_QUERY_VALUES) {
      variants.push({
        label: `query ${name}=${value.slice(0, 20)}`,
        url: withQuery(baseUrl, {}, `${name}=${value}`),
      });
    }
  }
  // Seeded random variants until the operation has its share: one or more fields replaced by
  // nasty values, dropped, or the whole body rebuilt.
  while (variants.length < VARIANTS_PER_OPERATION) {
    const body: Record<string, unknown> = { ...base };
    const keys = fields.length ? fields : ['value'];
    const changes = 1 + random.int(keys.length);
    for (let i = 0; i < changes; i++) {
      const key = random.pick(keys);
      if (random.next() < 0.15) delete body[key];
      else body[key] = random.pick(NASTY_VALUES);
    }
    const queryName = Object.keys(op.query).length ? random.pick(Object.keys(op.query)) : null;
    const query = queryName
      ? { ...baseQuery, [queryName]: String(random.pick(NASTY_VALUES)) }
      : baseQuery;
    variants.push({
      label: `random ${variants.length}`,
      url: withQuery(baseUrl, query),
      payload: JSON.stringify(body),
      contentType: 'application/json',
    });
  }
  return variants;
}

/**
 * The fuzzing on one engine. Each engine's is a file of its own (api-fuzz.test.ts on PGlite,
 * api-fuzz-postgres.test.ts on PostgreSQL), so that Vitest's two workers share it
 * (docs/decisions/066); skipped on an engine this run does not test.
 */
export function apiFuzzOn(engine: Engine) {
  (ENGINES.includes(engine) ? describe : describe.skip)(`API fuzzing on ${engine}`, () => {
    let app: TestApp;
    let operations: Operation[];
    let accounts = 0;

    beforeAll(async () => {
      app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '10000' } });
      const document = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
      operations = operationsOf(document.json());
    });
    afterAll(async () => {
      await app?.close();
    });

    let idOwner: number | null = null;
    /**
     * The studio's owner, in a new session (an earlier variant may have signed them out); an
     * admin instead once the owner cannot sign in (there is one owner, decision 031).
     */
    async function studioOwner(): Promise<TestVisitor> {
      idOwner ??= (await createStaff(app, 'owner')).idStaff;
      const v = await staffVisitor(app, idOwner).catch(() => null);
      if (v && (await v.get('/api/studio/profile')).statusCode === 200) return v;
      idOwner = (await createStaff(app, 'admin')).idStaff;
      return staffVisitor(app, idOwner);
    }

    /** A new account, signed in (an earlier variant may have signed out or erased the last one). */
    async function signedIn(): Promise<TestVisitor> {
      const name = `fuzz${accounts++}`;
      const email = `${name}@example.com`;
      await app.services.accounts.register({ email, username: name, password: 'secret12' });
      const visitor = await newVisitor(app);
      const login = await visitor.post('/api/auth/login', { email, password: 'secret12' });
      expect(login.statusCode, login.body).toBe(200);
      return visitor;
    }

    it('reads every operation of the OpenAPI document', () => {
      expect(operations.length).toBeGreaterThan(40);
      expect(operations.filter((op) => op.multipart).map((op) => op.path)).toEqual(
        expect.arrayContaining(['/api/auth/me/pets', '/api/auth/me/pet/{id_user_pet}']),
      );
    });

    it('answers no malformed request with a 5xx, as a guest, a member or a studio owner', async () => {
      const random = generator(SEED);
      const failures: string[] = [];
      let sent = 0;
      // Studio answers other than 401/403: the owner's session really reached the routes.
      let studioReached = 0;
      const guest = await newVisitor(app);
      let member = await signedIn();
      let staff = await studioOwner();
      for (const op of operations) {
        const variants = variantsOf(op, random);
        expect(variants.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(30);
        for (const variant of variants) {
          for (const who of ['guest', 'member', 'staff'] as const) {
            const visitor = who === 'guest' ? guest : who === 'member' ? member : staff;
            const options: InjectOptions = {
              method: op.method,
              url: variant.url,
              headers: {
                origin: new URL(app.config.publicUrl).origin,
                ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
              },
              ...(variant.payload !== undefined && op.method !== 'GET'
                ? { payload: variant.payload }
                : {}),
            };
            const response = await visitor.request(options);
            sent++;
            if (who === 'staff' && op.path.startsWith('/api/studio/'))
              if (response.statusCode !== 401 && response.statusCode !== 403) studioReached++;
            if (response.statusCode >= 500)
              failures.push(
                `${who} ${op.method} ${variant.url.slice(0, 120)} [${variant.label}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            // A variant that signed out, changed the password or erased the account: a new member.
            if (who === 'member' && response.statusCode < 300 && op.method !== 'GET') {
              const still = await member.get('/api/auth/me/pets');
              if (still.statusCode === 401) member = await signedIn();
            }
            if (who === 'staff' && response.statusCode < 300 && op.method !== 'GET') {
              const still = await staff.get('/api/studio/profile');
              if (still.statusCode !== 200) staff = await studioOwner();
            }
          }
        }
      }
      // The figures of the run, for docs/security.md.
      console.log(
        `API fuzzing on ${engine}: ${operations.length} operations, ${sent} requests (${studioReached} studio ones past the permission check), ${failures.length} answered 5xx`,
      );
      expect(studioReached).toBeGreaterThan(
        operations.filter((op) => op.path.startsWith('/api/studio/')).length * 20,
      );
      expect(sent).toBeGreaterThan(operations.length * 90);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
