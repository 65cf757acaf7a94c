import { createHash, randomBytes } from 'node:crypto';

/** The cookie that tells one anonymous poll voter from another. */
export const VOTER_COOKIE = 'pawpedia_voter';
/** A year: the cookie outlives any one poll. */
export const VOTER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A new random visitor token (24 random bytes, base64url: 32 characters). */
export function newVoterToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The visitor token in a Cookie header, or null when absent or not one of ours. */
export function readVoterToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== VOTER_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return null;
}

/**
 * What is stored in poll_votes.voter_key: a hash, never the cookie itself, so the table cannot
 * be used to vote as someone else. The prefix keeps room for member keys ('member:' + id).
 */
export function voterKeyFromToken(token: string): string {
  return createHash('sha256').update(`visitor:${token}`).digest('hex');
}

/** The voter key of the visitor who sent this Cookie header, or null for a first-time visitor. */
export function voterKeyFromCookie(cookieHeader: string | null | undefined): string | null {
  const token = readVoterToken(cookieHeader);
  return token ? voterKeyFromToken(token) : null;
}

/** The Set-Cookie value for a visitor token: random, HttpOnly, SameSite=Lax, whole site. */
export function voterCookie(token: string, options: { secure: boolean }): string {
  return [
    `${VOTER_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${VOTER_COOKIE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The voter key of the visitor sending this Cookie header, and the cookie to set when they have
 * none yet: a first vote makes one (the home page's action; the API does the same itself).
 */
export function voterOf(
  cookieHeader: string | null | undefined,
  options: { secure: boolean },
): { key: string; setCookie: string | null } {
  const token = readVoterToken(cookieHeader);
  if (token) return { key: voterKeyFromToken(token), setCookie: null };
  const fresh = newVoterToken();
  return { key: voterKeyFromToken(fresh), setCookie: voterCookie(fresh, options) };
}
