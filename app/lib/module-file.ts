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
