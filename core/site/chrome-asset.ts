import { createDataFiles, type DataFile } from './data-file.ts';
import type { ChromeInfo } from './get-website-info.ts';
import type { Locale } from './locale.ts';

/**
 * The chrome's data (the website info the header, footer and meta tags draw) served as a static,
 * content-hashed JavaScript module beside the page, as the texts are (decisions 052 and 056): the
 * page's hydration data carries only its address. The files themselves: core/site/data-file.ts.
 */
export interface ChromeAsset {
  /** `/chrome/<locale>.<hash>.js`: new content is a new address. */
  path: string;
  /** The module: `export default` the chrome's data. */
  body: string;
  info: ChromeInfo;
}

/** Where the chrome's files live. */
export const CHROME_PREFIX = '/chrome/';

export interface ChromeFiles {
  /** The file of this chrome data, made once per content and kept among the recent ones. */
  fileOf(info: ChromeInfo): ChromeAsset;
  /**
   * The file at an address: one this instance made recently, or the current one (another
   * instance's page names the file of the same rows and settings); undefined: neither.
   */
  find(path: string): Promise<ChromeAsset | undefined>;
}

/** One asset object per file, so callers may compare them. */
const assets = new WeakMap<DataFile<ChromeInfo>, ChromeAsset>();
const assetOf = (file: DataFile<ChromeInfo>): ChromeAsset => {
  let asset = assets.get(file);
  if (!asset) assets.set(file, (asset = { path: file.path, body: file.body, info: file.data }));
  return asset;
};

/**
 * The recent chrome files of an instance. `current` reads the chrome's data now (from the kept
 * site rows, decision 051); a file depends only on the rows and the settings, so every instance
 * serves the address any of them named, as long as nothing was saved since.
 */
export function createChromeFiles(
  locale: () => Locale,
  current: () => Promise<ChromeInfo>,
): ChromeFiles {
  const files = createDataFiles(CHROME_PREFIX, locale, current);
  return {
    fileOf: (info) => assetOf(files.fileOf(info)),
    async find(path) {
      const file = await files.find(path);
      return file && assetOf(file);
    },
  };
}
