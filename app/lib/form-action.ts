import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { Refusal } from '../../core/site/page-action-tools.ts';

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

/** The body, read up to MAX_FORM_BYTES: urlencoded (what `<Form>` sends) or multipart. */
async function readBody(
  request: Request,
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
    if (size > MAX_FORM_BYTES) {
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
  | { ok: true; data: z.output<S>; values: Record<string, string> }
  | { ok: false; answer: ReturnType<typeof failure> };

/**
 * The posted form checked with `schema`: its data, or the answer to send back (400 with each
 * field's message, 413, 415). `t` translates catalog keys into the site's language.
 */
export async function parseForm<S extends z.ZodObject>(
  request: Request,
  schema: S,
  t: (key: string) => string,
): Promise<Parsed<S>> {
  const body = await readBody(request);
  if (body === 'too_large') return { ok: false, answer: failed(t('api_errors.too_large'), 413) };
  if (body === null) return { ok: false, answer: failed(t('api_errors.unsupported_type'), 415) };
  const input: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, value] of body.entries()) {
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
  return { ok: true, data: result.data, values };
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
 * The member of an action that checks their current password (password change, erasure),
 * counted as the API counts them: per address, then per account. Otherwise the answer to send:
 * a 429, or to sign in (`signInPath`) for a guest.
 */
export async function passwordCheckingMember(
  context: AppLoadContext,
  action: 'password-change' | 'erase',
  signInPath: string,
) {
  const limited = await context.actions.limit('accountPassword');
  if (limited) return { answer: refused(limited) };
  const member = await context.visitor.member();
  if (!member) return { answer: redirect(signInPath) };
  const perAccount = await context.actions.limit('accountPasswordPerAccount', {
    account: member.idUser,
    action,
  });
  if (perAccount) return { answer: refused(perAccount) };
  return { member };
}
