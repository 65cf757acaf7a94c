import type { FastifyPluginAsync } from 'fastify';
import { HOME_FILE_PREFIX, type HomeFile } from '../../core/home/home-file.ts';
import { dataFileRoutes } from './chrome.ts';

/**
 * The home's curated content files (decision 059): the carousel, the articles, the banners, the
 * in-context article and the encyclopedia's families at an address named by their content, served
 * immutable and not kept by the page cache, as the chrome's files (server/routes/chrome.ts). Any
 * other name under /home-content/ is a plain 404.
 */
export const homeFileRoutes = (
  find: (path: string) => Promise<HomeFile | undefined>,
): FastifyPluginAsync => dataFileRoutes(HOME_FILE_PREFIX, find);
