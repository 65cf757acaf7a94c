/**
 * The "signed in" hint (decision 072): a cookie that says only that this browser has a member's
 * session, so the page's first paint shows member chrome instead of guest chrome before the
 * session check answers. Not secret, not HttpOnly (the page's inline script reads it), no
 * identity: its value is always `1`. The session cookie stays the only proof of who someone is.
 */
export const SIGNED_IN_HINT = 'pawpedia_signed_in';

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return new RegExp(`(^|;\\s*)${SIGNED_IN_HINT}=1(;|$)`).test(cookies ?? '');
}

/**
 * The inline script of every page's `<head>` (named by hash in the cached page's policy,
 * decision 020): `data-member` on `<html>` before the first paint; CSS hides guest-only or
 * member-only parts from it (app/styles/app.css, "Audience").
 */
export const SIGNED_IN_HINT_SCRIPT = `if(/(^|;\\s*)${SIGNED_IN_HINT}=1(;|$)/.test(document.cookie))document.documentElement.dataset.member='1';`;

/**
 * What `document.cookie` is given to forget the hint in this browser: a logout clears the local
 * state whatever its call answers (spec, "logout"), and the next page's first paint is a guest's.
 */
export const FORGET_SIGNED_IN_HINT = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
