/**
 * How the serving process is started (docs/decisions/058-memory-under-load.md):
 * the V8 flags and the C library's allocator settings `npm run serve` passes to dist/server.js
 * (package.json), and the benchmarks with it (scripts/bench/server.ts). Both must be given when
 * the process starts: V8 sizes its heap and glibc its allocator before any of our code runs.
 */

/**
 * - `--heap-growing-percent=50`: V8 collects the old generation once it has grown by half of what
 *   the last full collection kept, instead of by V8's own factor (up to 4×, from the collector's
 *   speed): under load the heap holds what the renders keep plus half, not seconds of garbage.
 *   A soft bound, unlike `--max-old-space-size`: a large legitimate allocation (a content pack
 *   import, up to 512 MB) still fits, and the collector does not thrash near a limit.
 * - `--max-semi-space-size=8`: a young generation of 16 MB instead of 32 (a render's garbage
 *   still dies young at this size; at 2 MB it did not, decision 053).
 * - `--no-liftoff`: the embedded database's WebAssembly (PGlite) is compiled once per function,
 *   by the optimizing compiler, at its first call, instead of by the baseline compiler and then
 *   again when hot; the two tiers and their background compiles left ~45 MB more of native
 *   memory in the process (decision 064). Only WebAssembly is concerned; JavaScript is not.
 */
export const SERVER_NODE_FLAGS = [
  '--heap-growing-percent=50',
  '--max-semi-space-size=8',
  '--no-liftoff',
] as const;

/**
 * glibc's allocator: two arenas instead of eight per core (every thread of V8's compilers, the
 * garbage collector and libuv would otherwise keep its own free memory), and blocks of 128 KB and
 * more (brotli and gzip windows, compiled code buffers) mapped apart and handed back when freed;
 * without a fixed threshold glibc raises it after the first such free and keeps them.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
} as const;

/** The serve script's command for dist/server.js, as package.json must spell it. */
export function serveCommand(): string {
  const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
  return [...env, 'node', ...SERVER_NODE_FLAGS, 'dist/server.js'].join(' ');
}
