import { use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeInfo, PageWebsiteInfo } from '../../core/site/get-website-info.ts';
import type { BannerMessage } from '../../core/site/list-active-notices.ts';
import { loadedModuleFile, loadModuleFile, serverFiles } from './module-file.ts';

/** What the root loader sends of the website info on a public page (decision 056). */
export interface RootData {
  /** The address of the chrome's data file (server/routes/chrome.ts). */
  chrome: string;
  /** The notification banner's messages showing now: they turn with time, so not in the file. */
  notices: BannerMessage[];
  lang: string;
  /** The address of the texts file (decision 052). */
  texts: string;
}

/** The <meta> naming the page's chrome file (read by app/entry.client.tsx). */
export const CHROME_META_NAME = 'pawpedia-chrome';

/**
 * On the server, the chrome's data of the addresses the root loader named, for the render and the
 * meta functions (which have no React context); the page carries only its address.
 */
const kept = serverFiles<ChromeInfo>();

/** Called by the root loader on the server with the file it names. */
export const rememberChrome = kept.remember;

/** The chrome's data at an address, if it is at hand (on the server, or imported in the browser). */
export function chromeAt(path: string): ChromeInfo | undefined {
  return kept.get(path) ?? loadedModuleFile<ChromeInfo>(path);
}

/** Imports a chrome file in the browser (before hydration: app/entry.client.tsx), once. */
export function loadChrome(path: string): Promise<ChromeInfo> {
  return loadModuleFile<ChromeInfo>(path);
}

/**
 * The chrome's data of an address (null: none). In the browser the first page's file is loaded
 * before hydration; a client navigation after an editor's save names a new file, and the render
 * suspends until it is loaded.
 */
export function useChrome(path: string | null): ChromeInfo | null {
  if (path === null) return null;
  return chromeAt(path) ?? use(loadChrome(path));
}

/** One object per chrome data and notices, so components see the same one on every render. */
const pageInfos = new WeakMap<ChromeInfo, WeakMap<readonly BannerMessage[], PageWebsiteInfo>>();

function pageInfoOf(chrome: ChromeInfo, notices: BannerMessage[]): PageWebsiteInfo {
  let byNotices = pageInfos.get(chrome);
  if (!byNotices) pageInfos.set(chrome, (byNotices = new WeakMap()));
  let info = byNotices.get(notices);
  if (!info) byNotices.set(notices, (info = { ...chrome, notices }));
  return info;
}

/** The website info of every public page (title, locale, shop URL, families, notices, ...). */
export function useWebsiteInfo(): PageWebsiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useWebsiteInfo() used outside the root route');
  return pageInfoOf(useChrome(data.chrome)!, data.notices);
}

/**
 * The start of the key of a part of the chrome kept as HTML on the server (app/lib/server-html.tsx,
 * decision 063): the chrome's data file and the texts file, both named by their content; the part
 * adds its name and what it draws of the visitor. Null without the root's data: not kept.
 */
export function useChromeHtmlKey(): string | null {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ? `${data.chrome} ${data.texts}` : null;
}

/** Families 1 (dogs) and 2 (cats) show no family name in headers and menu titles. */
export function showsFamilyName(idFamily: number): boolean {
  return idFamily !== 1 && idFamily !== 2;
}

/**
 * The page's chrome file: its address for app/entry.client.tsx, and a module preload that
 * app/lib/defer-hydration.server.ts holds back with React Router's own (decision 018), as the
 * texts file's (app/lib/i18n.tsx, TextsLinks).
 */
export function ChromeLinks({ path }: { path: string }) {
  return (
    <>
      <meta name={CHROME_META_NAME} content={path} />
      <link rel="modulepreload" href={path} />
    </>
  );
}
