/**
 * Static modules the page names by address and the browser imports before it hydrates: the texts
 * (decision 052) and the chrome's data (decision 056). Each is imported once per page's life, by
 * the same request as its module preload.
 */
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

/** The module's default export, imported once. */
export function loadModuleFile<T>(path: string): Promise<T> {
  let promise = loading.get(path);
  if (!promise) {
    promise = import(/* @vite-ignore */ path).then(
      (module: { default: T }) => {
        loaded.set(path, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed download is tried again by the next render that needs it.
        loading.delete(path);
        throw error;
      },
    );
    loading.set(path, promise);
  }
  return promise as Promise<T>;
}

/** The module's default export if it is loaded already. */
export function loadedModuleFile<T>(path: string): T | undefined {
  return loaded.get(path) as T | undefined;
}

/**
 * On the server, the data of the files a loader named, for the render (and for meta functions,
 * which have no React context): the page carries only the address. Content-addressed, so
 * concurrent pages never mix; the `kept` most recently named are kept (decisions 056 and 059).
 */
export function serverFiles<T>(kept = 16) {
  const files = new Map<string, T>();
  return {
    /** Called by the loader on the server with the file it names. */
    remember(path: string, data: T): void {
      if (files.get(path) === data) return;
      files.delete(path);
      files.set(path, data);
      while (files.size > kept) files.delete(files.keys().next().value!);
    },
    get: (path: string): T | undefined => files.get(path),
  };
}
