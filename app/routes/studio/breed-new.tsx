// /studio/breeds/new: the breed screen without an id (a route module of its own, so that every
// studio route is its own chunk: tests/e2e/studio-chunks.spec.ts).
export { action, clientAction, default, links, loader, meta } from './breed.tsx';
