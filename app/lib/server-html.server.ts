import { CAPTURE_ATTRIBUTE, type ServerHtmlStore } from './server-html.tsx';

/**
 * The kept insides of `ServerHtml` elements (app/lib/server-html.tsx, decision 063), by key, the
 * most recently used last. A key names content-addressed files (the chrome's data, the texts), so
 * an entry is never stale, only unused after a save; a few dozen cover every key in use.
 */
const kept = new Map<string, string>();
export const KEPT_HTML = 64;

function keep(key: string, html: string): void {
  kept.delete(key);
  kept.set(key, html);
  while (kept.size > KEPT_HTML) kept.delete(kept.keys().next().value!);
}

/** Forgets every kept element (tests). */
export function forgetServerHtml(): void {
  kept.clear();
}

/** Where the element whose inside starts at `from` ends: its matching `</tag>`, or -1. */
function closingTag(document: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(document); match; match = tags.exec(document)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

export interface ServerHtmlRender {
  /** For the render's `ServerHtmlContext`. */
  store: ServerHtmlStore;
  /**
   * The rendered document without the capture marks, keeping the inside of each element marked.
   * React writes an element's attributes in the order of its props, the mark last, and escapes
   * `<` in text and attribute values, so the mark ends the opening tag and every `<tag` or
   * `</tag>` after it is markup.
   */
  finish(document: string): string;
}

/** One per render of a document (app/entry.server.tsx). */
export function serverHtmlRender(): ServerHtmlRender {
  const captures: string[] = [];
  return {
    store: {
      get(key) {
        const html = kept.get(key);
        if (html !== undefined && kept.size > 1) keep(key, html);
        return html;
      },
      capture(key) {
        captures.push(key);
        return String(captures.length - 1);
      },
    },
    finish(document) {
      let out = document;
      captures.forEach((key, token) => {
        const mark = ` ${CAPTURE_ATTRIBUTE}="${token}">`;
        const at = out.indexOf(mark);
        if (at < 0) return;
        const tag = /<([a-z][a-z0-9]*)[^<]*$/.exec(out.slice(0, at))?.[1];
        const inside = at + mark.length;
        const end = tag ? closingTag(out, tag, inside) : -1;
        if (end >= 0) keep(key, out.slice(inside, end));
        out = out.slice(0, at) + out.slice(at + mark.length - 1);
      });
      return out;
    },
  };
}
