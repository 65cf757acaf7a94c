// /studio/infographics/new: the infographic screen without an id (a route of its own).
export { action, clientAction, default, links, loader, meta } from './infographic.tsx';
