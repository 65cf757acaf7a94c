// /studio/products/new: the product screen without an id (a route of its own for the page table).
export { action, clientAction, default, links, loader, meta } from './product.tsx';
