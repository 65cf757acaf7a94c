import { useRouteLoaderData } from 'react-router';
import type { WebsiteInfo } from '../../core/site/get-website-info.ts';

export interface RootData {
  websiteInfo: WebsiteInfo;
  lang: string;
}

/** The website info injected into every page (title, locale, shop URL, families, ...). */
export function useWebsiteInfo(): WebsiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useWebsiteInfo() used outside the root route');
  return data.websiteInfo;
}

/** Families 1 (dogs) and 2 (cats) show no family name in headers and menu titles. */
export function showsFamilyName(idFamily: number): boolean {
  return idFamily !== 1 && idFamily !== 2;
}
