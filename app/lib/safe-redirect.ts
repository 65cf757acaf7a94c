const BASE = 'http://local.invalid';

/**
 * The local path of a `?redirect=` value, or null: only a path on this site may be followed
 * after signing in. The value is normalised by the URL parser first (dot segments, percent
 * escapes, tabs and newlines the parser drops), and the result must still be a path of this
 * origin that starts with one `/`: `/.//host` normalises to `//host`, which a browser reads as
 * another host, so it is refused like `//host`, `/\host`, `https://host` and `javascript:`.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // Backslashes and control characters (tabs, newlines, DEL) have no business in a local path;
  // parsers disagree on them, so they are refused rather than cleaned.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // The normalised path must mean the same when it is followed again (no second reading).
  try {
    if (new URL(path, BASE).origin !== BASE) return null;
  } catch {
    return null;
  }
  return path;
}
