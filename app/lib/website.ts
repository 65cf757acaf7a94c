import { useRouteLoaderData } from 'react-router';
import type { WebsiteInfo } from '../../core/site/get-website-info.ts';

export interface RootData {
  websiteInfo: WebsiteInfo;
  lang: string;
}

/** The website-info data object of spec section 1, available to every component. */
export function useWebsiteInfo(): WebsiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useWebsiteInfo() used outside the root route');
  return data.websiteInfo;
}

/** Families 1 (dogs) and 2 (cats) show no family name in headers and menu titles (spec 9). */
export function showsFamilyName(idFamily: number): boolean {
  return idFamily !== 1 && idFamily !== 2;
}
