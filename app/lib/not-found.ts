/** Thrown by loaders for a missing resource; the error boundary renders the 404 page. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
