import { notFound } from '../lib/not-found.ts';

/** Any unmatched path: the 404 page, with HTTP status 404, through the root error boundary. */
export function loader(): never {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
