import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChromeInfo } from '../../core/site/get-website-info.ts';
import type { Locale } from '../../core/site/locale.ts';
import { messagesFor } from '../../core/site/messages.ts';
import { SiteHeader } from '../components/header/site-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { I18nProvider, ServerTextsContext } from './i18n.tsx';
import {
  CAPTURE_ATTRIBUTE,
  ServerHtml,
  ServerHtmlContext,
  type ServerHtmlStore,
} from './server-html.tsx';
import { forgetServerHtml, serverHtmlRender } from './server-html.server.ts';
import { SessionProvider } from './session.tsx';
import { rememberChrome, type RootData } from './website.tsx';

/** The chrome's data of a small site, in a locale (a family's name given, to tell two apart). */
function chrome(locale: Locale, dogs = 'Dogs'): ChromeInfo {
  const family = (id: number, name: string, root: 0 | 1) => ({
    id_family: id,
    name,
    slug: name.toLowerCase(),
    is_root_category: root,
    image_url: null,
    menu_colour: null,
    menu_image_url: null,
  });
  return {
    website: {
      title: 'Pawpedia',
      meta_description: 'About pets',
      meta_keywords: 'pets',
      locale,
      logo_path: '/img/logo.svg',
      store_url: 'https://shop.example/<&>',
      forum_url: 'https://forum.example',
      legacy_url: 'https://classic.example',
      facebook_url: 'https://facebook.example/pawpedia',
      instagram_url: null,
      contact_email: 'hello@example.com',
      has_newsletter: 1,
      covid_notice: 0,
      header_colour: '#4eb62f',
      cookie_text: null,
      stock_api_url: '/api/stock',
      public_url: 'http://localhost',
      locale_urls: {},
      analytics: { provider: 'none', url: null },
    },
    families: [family(1, dogs, 1), family(2, 'Cats & kittens', 1), family(3, 'Birds', 0)],
    categories: [
      { id_category: 1, name: 'Health', slug: 'health' },
      { id_category: 2, name: 'Behaviour & training', slug: 'behaviour-and-training' },
    ],
  };
}

/**
 * The site's header and footer as the server renders them on a page, in a static router with the
 * root's data (what app/root.tsx's Layout gives them), with `store` as the request's kept HTML.
 */
async function render(
  locale: Locale,
  store: ServerHtmlStore | null,
  info = chrome(locale),
  chromePath = `/chrome/${locale}.test.js`,
): Promise<string> {
  rememberChrome(chromePath, info);
  const texts = `/texts/${locale}.public.test.js`;
  const rootData: RootData = {
    chrome: chromePath,
    texts,
    notices: [],
    lang: locale,
  };
  function Page() {
    const data = useLoaderData() as typeof rootData;
    return h(I18nProvider, {
      locale,
      texts: data.texts,
      children: h(SessionProvider, {
        children: [h(SiteHeader, { key: 'header' }), h(SiteFooter, { key: 'footer' })],
      }),
    });
  }
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: () => rootData, Component: Page },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    h(
      ServerTextsContext.Provider,
      { value: () => messagesFor(locale) },
      h(
        ServerHtmlContext.Provider,
        { value: store },
        h(StaticRouterProvider, { router, context, hydrate: false }),
      ),
    ),
  );
}

/** A render of a document with the request's kept HTML, counting what it read and marked. */
async function renderKept(locale: Locale, info?: ChromeInfo, path?: string) {
  const request = serverHtmlRender();
  const read: string[] = [];
  const marked: string[] = [];
  const store: ServerHtmlStore = {
    get(key) {
      const html = request.store.get(key);
      if (html !== undefined) read.push(key);
      return html;
    },
    capture(key) {
      marked.push(key);
      return request.store.capture(key);
    },
  };
  const html = request.finish(await render(locale, store, info, path));
  return { html, read, marked };
}

afterEach(() => forgetServerHtml());

describe('the chrome kept as HTML (decision 063)', () => {
  // One page for every visitor (decision 072): the chrome is rendered for no one.
  it.each(['en', 'pt', 'pt_BR'] as const)(
    'in %s, the kept HTML is what React renders in place',
    async (locale) => {
      const inPlace = await render(locale, null);
      // The first page renders the menus in place and keeps their bytes...
      const first = await renderKept(locale);
      expect(first.html).toBe(inPlace);
      expect(first.read).toEqual([]);
      // ...three menus of the header (two families, "more"), the mobile menu, the footer.
      expect(first.marked).toHaveLength(5);
      expect(first.html).not.toContain(CAPTURE_ATTRIBUTE);
      // The next writes them back without rendering them, byte for byte the same page.
      const next = await renderKept(locale);
      expect(next.marked).toEqual([]);
      expect(next.read).toEqual(first.marked);
      expect(next.html).toBe(inPlace);
    },
  );

  it('keeps no id React makes from the tree: the menus may sit anywhere in the page', async () => {
    const first = await renderKept('en');
    const kept = serverHtmlRender();
    for (const key of first.marked) {
      const html = kept.store.get(key);
      expect(html).toBeDefined();
      // React's useId ids (`_R_…_`, `«R…»`, `:R…:`) depend on where the component renders.
      expect(html).not.toMatch(/_R_|«R|:R[a-z0-9]*:/);
    }
    // The ids the header does draw are on the elements around the kept insides.
    expect(first.html).toMatch(/aria-controls="_R_/);
  });

  it('holds the guest’s and the member’s parts both, for the hint to choose (decision 072)', async () => {
    const { html } = await renderKept('en');
    expect(html).toMatch(/class="account-area guest-only"/);
    expect(html).toMatch(/class="account-area account-area--member member-only"/);
    expect(html).toMatch(/mobile-menu__account member-only/);
    expect(html).toContain('newsletter-block');
  });

  it('renders the menus again for another chrome file', async () => {
    await renderKept('en');
    const saved = chrome('en', 'Hounds');
    const next = await renderKept('en', saved, '/chrome/en.saved.js');
    expect(next.read).toEqual([]);
    expect(next.html).toContain('>Hounds</button>');
    expect(next.html).toBe(await render('en', null, saved, '/chrome/en.saved.js'));
  });
});

describe('ServerHtml', () => {
  const element = (store: ServerHtmlStore | null) =>
    renderToString(
      h(
        ServerHtmlContext.Provider,
        { value: store },
        h(ServerHtml, {
          as: 'ul',
          className: 'menu',
          cacheKey: 'k',
          children: [h('li', { key: 'a' }, 'a'), h('li', { key: 'b' }, 'b')],
        }),
      ),
    );

  it('renders its children without a store, and its kept inside with one', () => {
    expect(element(null)).toBe('<ul class="menu"><li>a</li><li>b</li></ul>');
    const kept: ServerHtmlStore = { get: () => '<li>kept</li>', capture: () => 'x' };
    expect(element(kept)).toBe('<ul class="menu"><li>kept</li></ul>');
  });

  it('keeps the inside of a marked element up to its own end tag, and removes the mark', () => {
    const request = serverHtmlRender();
    const token = request.store.capture('nested');
    const inside = '<div class="a"><div>x</div></div><p>y</p><div></div>';
    const document = `<body><div class="outer" ${CAPTURE_ATTRIBUTE}="${token}">${inside}</div><div>after</div></body>`;
    expect(request.finish(document)).toBe(
      `<body><div class="outer">${inside}</div><div>after</div></body>`,
    );
    expect(serverHtmlRender().store.get('nested')).toBe(inside);
  });

  it('keeps nothing of an element that does not end', () => {
    const request = serverHtmlRender();
    const token = request.store.capture('open');
    const document = `<nav ${CAPTURE_ATTRIBUTE}="${token}"><nav>x</nav>`;
    expect(request.finish(document)).toBe('<nav><nav>x</nav>');
    expect(serverHtmlRender().store.get('open')).toBeUndefined();
  });
});
