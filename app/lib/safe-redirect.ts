/**
 * The local path of a `?redirect=` value, or null: only a path on this site (never another host,
 * `//host`, `/\host` or a `javascript:` URL) may be followed after signing in.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const base = 'http://local.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
