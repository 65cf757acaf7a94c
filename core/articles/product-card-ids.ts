/** The product-card placeholders of sanitised article HTML (app/lib/content-segments.ts splits them). */
const PLACEHOLDER_ID = /<div class="product-card"[^>]*?\sdata-id="(\d{1,9})"/g;

/** The ids of the products embedded in sanitised article HTML, each once, in order. */
export function productCardIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(PLACEHOLDER_ID)) {
    const id = Number(match[1]);
    if (id > 0) ids.add(id);
  }
  return [...ids];
}
