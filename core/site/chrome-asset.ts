import { createHash } from 'node:crypto';
import type { ChromeInfo } from './get-website-info.ts';
import type { Locale } from './locale.ts';

/**
 * The chrome's data (the website info the header, footer and meta tags draw) served as a static,
 * content-hashed JavaScript module beside the page, as the texts are (decisions 052 and 056): the
 * page's hydration data carries only its address.
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

/** How many recent files an instance keeps: one per content version, a save making a new one. */
const KEPT = 16;

function chromeAsset(locale: Locale, json: string, info: ChromeInfo): ChromeAsset {
  const body = `export default JSON.parse(${JSON.stringify(json)});\n`;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { path: `${CHROME_PREFIX}${locale}.${hash}.js`, body, info };
}

export interface ChromeFiles {
  /** The file of this chrome data, made once per content and kept among the recent ones. */
  fileOf(info: ChromeInfo): ChromeAsset;
  /**
   * The file at an address: one this instance made recently, or the current one (another
   * instance's page names the file of the same rows and settings); undefined: neither.
   */
  find(path: string): Promise<ChromeAsset | undefined>;
}

/**
 * The recent chrome files of an instance. `current` reads the chrome's data now (from the kept
 * site rows, decision 051); a file depends only on the rows and the settings, so every instance
 * serves the address any of them named, as long as nothing was saved since.
 */
export function createChromeFiles(
  locale: () => Locale,
  current: () => Promise<ChromeInfo>,
): ChromeFiles {
  // By the data's JSON: building it per page is cheaper than tracking what it was made from.
  const byJson = new Map<string, ChromeAsset>();
  const byPath = new Map<string, ChromeAsset>();
  const fileOf = (info: ChromeInfo): ChromeAsset => {
    const json = JSON.stringify(info);
    let asset = byJson.get(json);
    if (asset) {
      // Most recently used last, so the oldest goes first.
      byJson.delete(json);
      byJson.set(json, asset);
      return asset;
    }
    asset = chromeAsset(locale(), json, info);
    byJson.set(json, asset);
    byPath.set(asset.path, asset);
    while (byJson.size > KEPT) {
      const [oldest, old] = byJson.entries().next().value!;
      byJson.delete(oldest);
      byPath.delete(old.path);
    }
    return asset;
  };
  return {
    fileOf,
    async find(path) {
      if (!path.startsWith(CHROME_PREFIX)) return undefined;
      const kept = byPath.get(path);
      if (kept) return kept;
      const now = fileOf(await current());
      return now.path === path ? now : undefined;
    },
  };
}
