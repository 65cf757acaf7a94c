import { createHash } from 'node:crypto';
import type { Locale } from './locale.ts';
import type { Messages } from './messages.ts';

/** Which part of the catalog a file carries: the public pages' or the studio's (all of it). */
export type TextsScope = 'public' | 'studio';

/** A catalog of texts served as a static, content-hashed JavaScript module (decision 052). */
export interface TextsAsset {
  /** `/texts/<locale>.<scope>.<hash>.js`: a new catalog is a new address. */
  path: string;
  /** The module: `export default` the catalog. */
  body: string;
  /** The catalog itself, for the server's render (never serialised into a page). */
  messages: Messages;
}

/** Where the texts files live; the route serves exactly the paths of this instance's catalogs. */
export const TEXTS_PREFIX = '/texts/';

/**
 * The module of one catalog. The object goes through `JSON.parse` of a string literal: for a
 * large object that parses faster than an object literal, and a string literal holds no markup
 * to worry about. The hash covers the body, so the address changes with any text and a browser
 * can keep the file for a year.
 */
export function textsAsset(locale: Locale, scope: TextsScope, messages: Messages): TextsAsset {
  const body = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { path: `${TEXTS_PREFIX}${locale}.${scope}.${hash}.js`, body, messages };
}
