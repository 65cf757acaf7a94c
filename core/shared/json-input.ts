/**
 * Checks on JSON a visitor sent, before any code walks it (docs/decisions/068). Every walk here
 * is iterative: a body nested 20,000 deep is 40 KB, and a recursive walk of it overflows the
 * stack.
 */

/**
 * The deepest nesting any body or content pack of the site needs is about 8 (a pack's tables →
 * rows → an article's blocks); 64 leaves room and still bounds every recursive walker after us.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether arrays and objects in `value` nest deeper than `max` (a scalar has depth 0). */
export function jsonTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: [object, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return true;
    for (const inner of Object.values(node))
      if (typeof inner === 'object' && inner !== null) stack.push([inner, depth + 1]);
  }
  return false;
}

/** A UTF-16 surrogate without its partner: no UTF-8 text, so PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Whether a text can be stored in PostgreSQL: no NUL character (text and jsonb cannot hold one)
 * and no lone surrogate (not valid Unicode, so not UTF-8).
 */
export function storableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text made storable: NUL removed, each lone surrogate replaced by U+FFFD. */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\ufffd');
}

/**
 * The path (`email`, `items.2.name`) of the first text or key that PostgreSQL could not store
 * (storableText), or null. A top-level string is `request`.
 */
export function unstorableField(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (!storableText(node)) return path || 'request';
      continue;
    }
    // Bytes are not text: a content pack's file is read by its own route (decision 069), and
    // walking a buffer entry by entry takes minutes and gigabytes.
    if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node)) continue;
    // Reversed onto the stack, so the first field in the body is reported first.
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const at = path ? `${path}.${key}` : key;
      if (!storableText(key)) return at;
      stack.push([inner, at]);
    }
  }
  return null;
}

/**
 * A copy of internal data (an audit entry's details) with every text and key storable, nesting
 * cut at MAX_JSON_DEPTH: what goes into a jsonb column can then never fail on its content.
 */
export function storableJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storable(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_JSON_DEPTH) return null;
  // What JSON.stringify would write for it (a Date's ISO text, ...).
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return storableJson(toJSON.call(value), depth + 1);
  if (Array.isArray(value)) return value.map((inner) => storableJson(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [storable(key), storableJson(inner, depth + 1)]),
  );
}
