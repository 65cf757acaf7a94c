/**
 * The demo portal: content (content/), its pictures (art/) and the loader (load/). Nothing of the
 * app imports it; scripts/seed.ts loads it (npm run db:seed, and on the first start of an empty
 * embedded database). See docs/decisions/029-demo-outside-the-app.md.
 */
export { isDatabaseEmpty, seedDemoContent, type SeedOptions } from './load/seed-demo-content.ts';
export { seedNotices } from './load/seed-notices.ts';
