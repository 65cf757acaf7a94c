/** URL slug from a name: accents dropped, lower case, words joined by hyphens ("Cão de Água" -> "cao-de-agua"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Route parameters: slugs are word characters and hyphens (ids: core/shared/ids.ts). */
export const SLUG = /^[\w-]+$/;
