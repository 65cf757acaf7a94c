import type { Db } from '../db/client.ts';
import { recordPageView } from './analytics/record-page-view.ts';
import { getInContextArticle } from './articles/get-in-context-article.ts';
import { getBreedProfile, listBreedProducts, listRelatedBreeds } from './breeds/get-breed-profile.ts';
import { listBreeds } from './breeds/list-breeds.ts';
import { searchSite } from './search/search-site.ts';
import { getWebsiteInfo } from './site/get-website-info.ts';
import { messagesFor } from './site/messages.ts';
import type { SiteSettings } from './site/settings.ts';

/**
 * The services, built once at boot and handed to API routes and to React Router loaders alike,
 * so pages never call the app's own API over HTTP.
 */
export function createServices(db: Db, settings: SiteSettings) {
  const messages = messagesFor(settings.locale);
  const storeUrl = settings.storeUrls[settings.locale];
  return {
    settings,
    messages,
    breeds: {
      list: (idFamily: number) => listBreeds(db, idFamily),
      profile: (idBreed: number) => getBreedProfile(db, idBreed, messages, storeUrl),
      products: (idBreed: number) => listBreedProducts(db, idBreed, storeUrl),
      related: (idBreed: number) => listRelatedBreeds(db, idBreed),
    },
    articles: {
      inContext: (filter: { idFamily?: number; idCategory?: number }) => getInContextArticle(db, filter),
    },
    search: (query: string) => searchSite(db, query, { storeUrl, locale: settings.locale }),
    recordPageView: (path: string) => recordPageView(db, path),
    site: {
      websiteInfo: () => getWebsiteInfo(db, settings),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
