/**
 * Calls to the app's own JSON API from the browser. Every request carries the AJAX marker
 * header (spec section 7); the CSRF token joins it with the members' features.
 */
export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    ...(init.signal ? { signal: init.signal } : {}),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
