import { use } from 'react';
import type { HomeCurated } from '../../core/home/home-view-data.ts';
import { loadedModuleFile, loadModuleFile, serverFiles } from './module-file.ts';

/** The <meta> naming the home page's curated content file (read by app/entry.client.tsx). */
export const HOME_FILE_META_NAME = 'pawpedia-home-content';

/** On the server, the curated content of the addresses the home loader named (decision 059). */
const kept = serverFiles<HomeCurated>();

/** Called by the home loader on the server with the file it names. */
export const rememberHomeFile = kept.remember;

/** Imports a home file in the browser (before hydration: app/entry.client.tsx), once. */
export function loadHomeFile(path: string): Promise<HomeCurated> {
  return loadModuleFile<HomeCurated>(path);
}

/**
 * The curated content at an address. In the browser the first page's file is loaded before
 * hydration; a client navigation to the home, or to it after an editor's save (a new address),
 * suspends until the file is loaded, as the chrome's does (decision 056).
 */
export function useHomeFile(path: string): HomeCurated {
  return kept.get(path) ?? loadedModuleFile<HomeCurated>(path) ?? use(loadHomeFile(path));
}

/**
 * The page's home file: its address for app/entry.client.tsx, and a module preload that
 * app/lib/defer-hydration.server.ts holds back with React Router's own (decision 018). React
 * places both in the document's head.
 */
export function HomeFileLinks({ path }: { path: string }) {
  return (
    <>
      <meta name={HOME_FILE_META_NAME} content={path} />
      <link rel="modulepreload" href={path} />
    </>
  );
}
