import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The header's and footer's menus, rendered once per key and reused as HTML on the server
 * (decision 063). A `ServerHtml` is a host element whose children depend only on its key: on the
 * server, the first render at a key is React's own, in place, and the document's bytes of the
 * element's inside are kept (app/lib/server-html.server.ts); later renders at that key write those
 * bytes back with `dangerouslySetInnerHTML` instead of rendering the children. The browser always
 * renders the real children, and hydrates them against the same bytes React wrote in place.
 */
export interface ServerHtmlStore {
  /** The kept inside of the element at `key`, if any. */
  get(key: string): string | undefined;
  /** A token marking the element rendered in place at `key`, for its bytes to be kept. */
  capture(key: string): string;
}

/** Given per request by app/entry.server.tsx; none in the browser, nor in a render without it. */
export const ServerHtmlContext = createContext<ServerHtmlStore | null>(null);

/** The attribute marking an element rendered in place to be kept; removed from the document. */
export const CAPTURE_ATTRIBUTE = 'data-server-html-capture';

type Tag = 'div' | 'footer' | 'nav' | 'ul';

export function ServerHtml({
  as: Tag,
  cacheKey,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as: Tag; cacheKey: string | null; children: ReactNode }) {
  const store = useContext(ServerHtmlContext);
  if (!store || cacheKey === null) return <Tag {...props}>{children}</Tag>;
  const html = store.get(cacheKey);
  if (html !== undefined) return <Tag {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  // Last, so that it is the opening tag's last attribute and comes out whole.
  const capture = { [CAPTURE_ATTRIBUTE]: store.capture(cacheKey) };
  return (
    <Tag {...props} {...capture}>
      {children}
    </Tag>
  );
}
