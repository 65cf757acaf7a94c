import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AccountAction, PageLimit, Refusal } from '../../core/site/page-action-tools.ts';

/**
 * What a page's action reads and answers (decision 028): the posted form checked with the same
 * zod schema as the API route, and failures as `{ message, errors, values }` with a 4xx status,
 * shown by the page next to the fields (app/components/form-feedback.tsx).
 */

/** One message per field, in the site's language. */
export type FieldErrors = Partial<Record<string, string>>;

/** The answer of a form that was not accepted. */
export interface FormFailure {
  ok: false;
  message: string;
  errors: FieldErrors;
  /** What was typed, to fill the fields again (never a password). */
  values: Record<string, string>;
}

/** Far above any of the site's forms; a bigger body is refused unread. */
const MAX_FORM_BYTES = 64 * 1024;

const failure = (
  message: string,
  status: number,
  errors: FieldErrors = {},
  values: Record<string, string> = {},
  headers?: HeadersInit,
) =>
  data<FormFailure>(
    { ok: false, message, errors, values },
    { status, ...(headers ? { headers } : {}) },
  );

/** A refusal before the work (a rate limit, the login guard): 429 with Retry-After. */
export const refused = (refusal: Refusal, values: Record<string, string> = {}) =>
  failure(refusal.message, refusal.status, {}, values, {
    'Retry-After': String(refusal.retryAfter),
  });

/** A failure with a message for the whole form (and optionally per field). */
export const failed = (
  message: string,
  status: number,
  values: Record<string, string> = {},
  errors: FieldErrors = {},
) => failure(message, status, errors, values);

/** The body, read up to `maxBytes`: urlencoded (what `<Form>` sends) or multipart. */
async function readBody(
  request: Request,
  maxBytes: number,
): Promise<URLSearchParams | FormData | 'too_large' | null> {
  const type = request.headers.get('content-type') ?? '';
  const urlencoded = type.startsWith('application/x-www-form-urlencoded');
  if (!urlencoded && !type.startsWith('multipart/form-data')) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      return 'too_large';
    }
    chunks.push(next.value);
  }
  const bytes = new Blob(chunks as BlobPart[]);
  if (urlencoded) return new URLSearchParams(await bytes.text());
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null);
}

/** The catalog key of what zod found wrong with a field. */
function issueKey(issue: z.core.$ZodIssue, input: unknown): string {
  if (input === undefined || input === '') return 'account_page.required';
  if (issue.code === 'too_big') return 'forms.too_long';
  return 'forms.invalid';
}

type Parsed<S extends z.ZodObject> =
  | { ok: true; data: z.output<S>; values: Record<string, string>; files: Record<string, File> }
  | { ok: false; answer: ReturnType<typeof failure> };

/** A form that takes a file says how big its body may be (MAX_FORM_BYTES otherwise). */
export interface FormLimits {
  maxBytes: number;
}

/**
 * The posted form checked with `schema`: its data and files, or the answer to send back (400
 * with each field's message, 413, 415). `t` translates catalog keys into the site's language.
 */
export async function parseForm<S extends z.ZodObject>(
  request: Request,
  schema: S,
  t: (key: string) => string,
  limits: FormLimits = { maxBytes: MAX_FORM_BYTES },
): Promise<Parsed<S>> {
  const body = await readBody(request, limits.maxBytes);
  if (body === 'too_large') return { ok: false, answer: failed(t('api_errors.too_large'), 413) };
  if (body === null) return { ok: false, answer: failed(t('api_errors.unsupported_type'), 415) };
  const input: Record<string, string> = {};
  const errors: FieldErrors = {};
  const files: Record<string, File> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value !== 'string') files[name] ??= value;
    if (typeof value !== 'string' || name in input) continue;
    input[name] = value;
    // PostgreSQL cannot store NUL in text: refused here, like the API's bad-input check.
    if (value.includes('\u0000')) errors[name] = t('forms.invalid_character');
  }
  const values = Object.fromEntries(
    Object.entries(input).filter(([name]) => !name.includes('password') && !errors[name]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= t(issueKey(issue, input[field]));
    }
  }
  if (!result.success || Object.keys(errors).length) {
    return { ok: false, answer: failed(t('account.fix_fields'), 400, values, errors) };
  }
  return { ok: true, data: result.data, values, files };
}

/** The services' field errors (catalog keys per field) as one message per field. */
export function fieldMessages(
  errors: Partial<Record<string, string[]>>,
  t: (key: string) => string,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, keys]) => (keys?.[0] ? [[field, t(keys[0])]] : [])),
  );
}

/**
 * Whether a post is a document navigation (a form sent before scripts, or without them) rather
 * than a fetcher's request, by the same rule as the server's refusal page
 * (server/plugins/same-origin.ts): such a post is answered with a redirect, a fetcher with data.
 */
export function isDocumentPost(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  return (
    dest === 'document' ||
    (dest === null && (request.headers.get('accept') ?? '').includes('text/html'))
  );
}

/**
 * The member of an action counted as the API counts it: per address (`perAddress`, a guest's
 * posts too), then per account (`perAccount`, keyed by `action`). Otherwise the answer to send:
 * a 429, or to sign in (`signInPath`) for a guest.
 */
export async function countedMember(
  context: AppLoadContext,
  limits: { perAddress: PageLimit; perAccount: PageLimit; action: AccountAction },
  signInPath: string,
) {
  const limited = await context.actions.limit(limits.perAddress);
  if (limited) return { answer: refused(limited) };
  const member = await context.visitor.member();
  if (!member) return { answer: redirect(signInPath) };
  const perAccount = await context.actions.limit(limits.perAccount, {
    account: member.idUser,
    action: limits.action,
  });
  if (perAccount) return { answer: refused(perAccount) };
  return { member };
}

/** The member of an action that checks their current password (password change, erasure). */
export const passwordCheckingMember = (
  context: AppLoadContext,
  action: 'password-change' | 'erase',
  signInPath: string,
) =>
  countedMember(
    context,
    { perAddress: 'accountPassword', perAccount: 'accountPasswordPerAccount', action },
    signInPath,
  );
