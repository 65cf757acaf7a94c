import { useRouteLoaderData } from 'react-router';
import type { PageWebsiteInfo, WebsiteInfo } from '../../core/site/get-website-info.ts';

export interface RootData {
  websiteInfo: PageWebsiteInfo;
  lang: string;
}

/** What the root loader sends of the website info (decision 052: no featured product). */
export function pageWebsiteInfo(info: WebsiteInfo): PageWebsiteInfo {
  const { featured_product: _notDrawn, ...page } = info;
  return page;
}

/** The website info injected into every page (title, locale, shop URL, families, ...). */
export function useWebsiteInfo(): PageWebsiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useWebsiteInfo() used outside the root route');
  return data.websiteInfo;
}

/** Families 1 (dogs) and 2 (cats) show no family name in headers and menu titles. */
export function showsFamilyName(idFamily: number): boolean {
  return idFamily !== 1 && idFamily !== 2;
}
