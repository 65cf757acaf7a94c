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
 * The instance's `t`, keeping what a key alone gives: a catalog never changes under its address,
 * so `t(key)` without options is the same text every time, and most of a page's texts are such
 * calls (decision 062). With options (a count, values) it asks i18next each time.
 */
export function rememberingPlainTexts(instance: i18n): TFunction {
  const plain = new Map<string, string>();
  const t = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return t(...args);
    let text = plain.get(key);
    if (text === undefined) {
      const found = t(key);
      if (typeof found !== 'string') return found;
      text = found;
      plain.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
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
