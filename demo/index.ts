/**
 * The demo portal: its content as a content pack with translation overlays (packs/, read by
 * pack/), its pictures (art/) and the loader (load/). Nothing of the app imports it;
 * scripts/seed.ts loads it (npm run db:seed, and on the first start of an empty embedded
 * database). See docs/decisions/029-demo-outside-the-app.md and 049-demo-pack.md.
 */
export { isDatabaseEmpty, seedDemoContent, type SeedOptions } from './load/seed-demo-content.ts';
export { seedNotices } from './load/seed-notices.ts';
export { demoPack, type DemoPack } from './pack/demo-pack.ts';
