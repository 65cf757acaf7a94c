import { parseId } from '../../core/shared/ids.ts';

/** Thrown by loaders for a missing resource; the error boundary renders the 404 page. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/**
 * Thrown by loaders for something that was public and was taken down (an unpublished article):
 * the error boundary renders the 410 page.
 */
export function gone(): Response {
  return new Response('Gone', { status: 410, statusText: 'Gone' });
}

/**
 * The id of a studio route shared by "new" and "edit" (`/studio/products/new`,
 * `/studio/products/:id`): null on "new"; an id that is not one is the 404 page.
 */
export function editedId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = parseId(params.id);
  if (id === null) throw notFound();
  return id;
}
