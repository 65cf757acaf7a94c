import { createInstance, type i18n, type TFunction } from 'i18next';
import { createContext, use, useContext, type ReactNode } from 'react';
import type { Messages } from '../../core/site/messages.ts';
import { loadedModuleFile, loadModuleFile } from './module-file.ts';

/**
 * The catalogs of texts by their file's address, given to the server's render by
 * app/entry.server.tsx from the load context: the render reads the catalog in memory, and the
 * page carries only the address (decision 052). Null in the browser, which loads the file.
 */
export const ServerTextsContext = createContext<((path: string) => Messages) | null>(null);

/**
 * The site's public texts, for a page rendered without the root's data (an action's error
 * answered before any loader ran, e.g. a 405): given by app/entry.server.tsx from the load
 * context and by app/entry.client.tsx from the page's texts file, so both render the same words.
 */
export interface SiteTexts {
  locale: string;
  lang: string;
  path: string;
}
export const SiteTextsContext = createContext<SiteTexts | null>(null);

/** The locale a texts file is written in, from its address (`/texts/<locale>.<scope>.<hash>.js`). */
export const localeOfTexts = (path: string): string =>
  /\/texts\/([A-Za-z_]+)\./.exec(path)?.[1] ?? 'en';

/** The <meta> naming the page's texts file (read by app/entry.client.tsx). */
export const TEXTS_META_NAME = 'pawpedia-texts';

/**
 * One i18next instance per catalog for the life of the process (server) or the page (browser),
 * not one per render: the catalog never changes under an address, and a fixed-language instance
 * is only read once initialised (no language change, no loading).
 */
const instances = new WeakMap<Messages, i18n>();

function i18nFor(locale: string, messages: Messages): i18n {
  let instance = instances.get(messages);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: locale,
      resources: { [locale]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      showSupportNotice: false,
    });
    instances.set(messages, instance);
  }
  return instance;
}

/** Imports a texts file (server/routes/texts.ts), once. */
export function loadTexts(path: string): Promise<Messages> {
  return loadModuleFile<Messages>(path);
}

export function I18nProvider(props: { locale: string; texts: string; children: ReactNode }) {
  const { locale, texts, children } = props;
  const server = useContext(ServerTextsContext);
  // In the browser the first page's file is loaded before hydration (app/entry.client.tsx); a
  // client navigation to a page of the other catalog suspends until its file is loaded.
  const messages = server
    ? server(texts)
    : (loadedModuleFile<Messages>(texts) ?? use(loadTexts(texts)));
  return <I18nContext value={translationOf(locale, messages)}>{children}</I18nContext>;
}

interface Translation {
  t: TFunction;
  i18n: i18n;
}

const I18nContext = createContext<Translation | null>(null);
const translations = new WeakMap<i18n, Translation>();

/** The instance of a catalog and its `t`, made once (the same object for every component). */
function translationOf(locale: string, messages: Messages): Translation {
  const instance = i18nFor(locale, messages);
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: rememberingPlainTexts(instance), i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}

/**
 * The instance's `t`, keeping what it gives: a catalog never changes under its address, so `t(key)`
 * is the same text every time, and so is `t(key, options)` for the same flat options (a count, a
 * family's name, decision 067). Most of a page's texts are plain keys, kept for good (decision
 * 062); texts with options are kept up to `MAX_KEPT_WITH_OPTIONS` and then forgotten all at once,
 * since their values can be a visitor's (a name, a search). Options holding anything but strings,
 * numbers and booleans (`returnObjects`' objects, a nested `t`) ask i18next every time.
 */
export function rememberingPlainTexts(instance: i18n): TFunction {
  const plain = new Map<string, string>();
  const withOptions = new Map<string, string>();
  const t = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const keep = (kept: Map<string, string>, memo: string, args: unknown[]) => {
    const found = t(...args);
    if (typeof found === 'string') kept.set(memo, found);
    return found;
  };
  return ((...args: unknown[]) => {
    const [key, options] = args;
    if (args.length === 1 && typeof key === 'string')
      return plain.get(key) ?? keep(plain, key, args);
    const memo = args.length === 2 ? optionsMemo(key, options) : undefined;
    if (memo === undefined) return t(...args);
    const text = withOptions.get(memo);
    if (text !== undefined) return text;
    if (withOptions.size >= MAX_KEPT_WITH_OPTIONS) withOptions.clear();
    return keep(withOptions, memo, args);
  }) as unknown as TFunction;
}

/** Texts with options kept per catalog before they are forgotten (a few hundred on a page). */
export const MAX_KEPT_WITH_OPTIONS = 2000;

/** A key (or keys, tried in order) and flat options as one string; undefined when not flat. */
function optionsMemo(key: unknown, options: unknown): string | undefined {
  let memo: string;
  if (typeof key === 'string') memo = key;
  else if (Array.isArray(key) && key.every((one) => typeof one === 'string'))
    memo = key.join('\u0001');
  else return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    // A value's type is part of it: the count 1 and the text "1" may not read the same.
    memo += `\u0000${name}\u0002${type[0]}${String(value)}`;
  }
  return memo;
}

/**
 * The page's `t` and i18next instance, as react-i18next's hook of the same name gives them, without
 * its per-call work: that hook copied the instance into a new wrapper object for every component
 * on every render and translated through a fixed-language closure (about a tenth of an article
 * page's server CPU, decision 055). The site's language never changes while a page is open, so
 * nothing here needs to re-render on a language change or wait for a namespace to load.
 */
export function useTranslation(): Translation {
  // Every page has a provider (the root's, or SiteTextsContext's for an error page without the
  // root's data); should one not, it still renders, its texts shown by their keys.
  return useContext(I18nContext) ?? translationOf('en', NO_TEXTS);
}

const NO_TEXTS: Messages = {};

/**
 * The page's texts file: its address for app/entry.client.tsx, and a module preload that
 * app/lib/defer-hydration.server.ts holds back with React Router's own, so the file is fetched
 * beside the page's chunks once the page has painted (decision 018), not before its picture.
 */
export function TextsLinks({ path }: { path: string }) {
  return (
    <>
      <meta name={TEXTS_META_NAME} content={path} />
      <link rel="modulepreload" href={path} />
    </>
  );
}
