import { createDataFiles, type DataFile } from '../site/data-file.ts';
import type { Locale } from '../site/locale.ts';
import type { HomeContent } from './home-content.ts';
import { homeViewData, type HomeCurated } from './home-view-data.ts';

/**
 * The home's curated content (the carousel, the articles, the banners, the in-context article,
 * the encyclopedia's families) as a static, content-hashed file beside the page, as the chrome's
 * data is (decisions 056 and 059): it changes only when an editor saves, an import or the seed
 * writes, and the home page's data carries only its address.
 */
export type HomeFile = DataFile<HomeCurated>;

/** Where the home's files live. */
export const HOME_FILE_PREFIX = '/home-content/';

export interface HomeFiles {
  /** The file of this curated content, made once per content and kept among the recent ones. */
  fileOf(content: HomeContent): HomeFile;
  /** The file at an address: a recent one, or the current one; undefined: neither. */
  find(path: string): Promise<HomeFile | undefined>;
}

/**
 * The recent home files of an instance. `current` reads the saved curation now (from the pages'
 * read cache, decision 055): a file depends only on the rows and the settings, so every instance
 * serves the address any of them named, as long as nothing was saved since.
 */
export function createHomeFiles(
  locale: () => Locale,
  current: () => Promise<HomeContent>,
): HomeFiles {
  const files = createDataFiles(HOME_FILE_PREFIX, locale, async () =>
    homeViewData(await current()),
  );
  // The read cache hands every page the same content object until a purge (decision 055): its
  // file is found again without building and serializing the view at each page.
  const byContent = new WeakMap<HomeContent, HomeFile>();
  return {
    fileOf(content) {
      const known = byContent.get(content);
      if (known && files.touch(known)) return known;
      const file = files.fileOf(homeViewData(content));
      byContent.set(content, file);
      return file;
    },
    find: (path) => files.find(path),
  };
}
