/** A piece of sanitised article HTML, or an embedded product card placeholder found in it. */
export type ContentSegment =
  | { kind: 'html'; html: string }
  | { kind: 'product'; id: number; title: string | null; description: string | null; noBorder: boolean };

const PLACEHOLDER = /<div class="product-card"([^>]*)><\/div>/g;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
  return match ? decode(match[1]!) : null;
}

/**
 * Splits sanitised HTML around its product-card placeholders (`data-id`, and
 * optionally `data-title`, `data-description`, `data-no-border`), so each card can be a component.
 */
export function splitContent(html: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    const attributes = match[1] ?? '';
    const id = Number(attribute(attributes, 'data-id'));
    if (match.index > last) segments.push({ kind: 'html', html: html.slice(last, match.index) });
    last = match.index + match[0].length;
    if (!Number.isInteger(id) || id <= 0) continue; // an empty placeholder shows nothing
    const noBorder = attribute(attributes, 'data-no-border');
    segments.push({
      kind: 'product',
      id,
      title: attribute(attributes, 'data-title'),
      description: attribute(attributes, 'data-description'),
      noBorder: noBorder !== null && noBorder !== 'false',
    });
  }
  if (last < html.length) segments.push({ kind: 'html', html: html.slice(last) });
  return segments;
}
