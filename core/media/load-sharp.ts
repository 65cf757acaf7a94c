import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded at the first picture it has to decode rather than at boot: a server whose
 * variants are already on disk never loads it, which keeps ~19 MB out of its memory, and libvips'
 * operation cache is off, so what a resize took is given back once it is done (the variants are
 * cached on disk anyway). docs/decisions/053-memory-budgets.md.
 */
export function loadSharp(): Promise<Sharp> {
  return (loading ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}
