import { createHash } from 'node:crypto';
import type { Locale } from './locale.ts';

/**
 * Data served as a static, content-hashed JavaScript module beside the page (decisions 052, 056
 * and 059): the page's hydration data carries only its address. The chrome's data
 * (core/site/chrome-asset.ts) and the home's curated content (core/home/home-file.ts) are such
 * files.
 */
export interface DataFile<T> {
  /** `<prefix><locale>.<hash>.js`: new content is a new address. */
  path: string;
  /** The module: `export default` the data. */
  body: string;
  data: T;
}

/** How many recent files an instance keeps of each kind: one per content, a save making a new one. */
const KEPT = 16;

function dataFile<T>(prefix: string, locale: Locale, json: string, data: T): DataFile<T> {
  const body = `export default JSON.parse(${JSON.stringify(json)});\n`;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { path: `${prefix}${locale}.${hash}.js`, body, data };
}

export interface DataFiles<T> {
  /** The file of this data, made once per content and kept among the recent ones. */
  fileOf(data: T): DataFile<T>;
  /**
   * The file at an address: one this instance made recently, or the current one (another
   * instance's page names the file of the same rows and settings); undefined: neither.
   */
  find(path: string): Promise<DataFile<T> | undefined>;
  /**
   * Marks a file made earlier as just used, as `fileOf` of its data would, without serializing
   * the data again; false: it is no longer kept (make it again with `fileOf`).
   */
  touch(file: DataFile<T>): boolean;
}

/**
 * The recent files of one kind (`prefix`) of an instance. `current` reads the data now; a file
 * depends only on the rows and the settings, so every instance serves the address any of them
 * named, as long as nothing was saved since.
 */
export function createDataFiles<T>(
  prefix: string,
  locale: () => Locale,
  current: () => Promise<T>,
): DataFiles<T> {
  // By the data's JSON: building it per page is cheaper than tracking what it was made from.
  const byJson = new Map<string, DataFile<T>>();
  const byPath = new Map<string, { file: DataFile<T>; json: string }>();
  const touch = (file: DataFile<T>): boolean => {
    const kept = byPath.get(file.path);
    if (kept?.file !== file) return false;
    // Most recently used last, so the oldest goes first.
    byJson.delete(kept.json);
    byJson.set(kept.json, file);
    return true;
  };
  const fileOf = (data: T): DataFile<T> => {
    const json = JSON.stringify(data);
    let file = byJson.get(json);
    if (file) {
      touch(file);
      return file;
    }
    file = dataFile(prefix, locale(), json, data);
    byJson.set(json, file);
    byPath.set(file.path, { file, json });
    while (byJson.size > KEPT) {
      const [oldest, old] = byJson.entries().next().value!;
      byJson.delete(oldest);
      byPath.delete(old.path);
    }
    return file;
  };
  return {
    fileOf,
    async find(path) {
      if (!path.startsWith(prefix)) return undefined;
      const kept = byPath.get(path);
      if (kept) return kept.file;
      const now = fileOf(await current());
      return now.path === path ? now : undefined;
    },
    touch,
  };
}
