import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from './lib/i18n.tsx';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { pageLanguage } from '../core/site/locale.ts';
import { isStudioPath } from '../core/site/paths.ts';
import { SIGNED_IN_HINT_SCRIPT } from '../core/accounts/signed-in-hint.ts';
import {
  isConflictPage,
  isOutagePage,
  type ConflictPage,
  type OutagePage,
} from '../core/site/outage-page.ts';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/header/site-header.tsx';
import { Gone, NotFound } from './components/not-found.tsx';
import { BANNER_CLOSED_SCRIPT, Notices, NotificationBanner } from './components/notices.tsx';
import { FlashMessage } from './components/flash-message.tsx';
import { ProgressBar } from './components/progress-bar.tsx';
import { sendPageView } from './lib/analytics.ts';
import { useCspNonce } from './lib/csp-nonce.tsx';
import { I18nProvider, SiteTextsContext, TextsLinks } from './lib/i18n.tsx';
import { SessionProvider } from './lib/session.tsx';
import { ChromeLinks, rememberChrome, useChrome, useWebsiteInfo } from './lib/website.tsx';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/img/logo.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml', title: 'RSS' },
];

/** Whether a request is for a studio page (decoded, as the router matches it). */
function isStudioRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  try {
    return isStudioPath(decodeURIComponent(pathname));
  } catch {
    return isStudioPath(pathname);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The studio has its own chrome (app/routes/studio/layout.tsx): none of the public site's data.
  if (isStudioRequest(request)) {
    const { locale } = context.services.settings;
    return {
      studio: true as const,
      lang: pageLanguage(locale),
      locale,
      // The whole catalog, as a file beside the page (decision 052).
      texts: context.services.texts.studio.path,
      // Studio pages are never shared: the screens' JSON calls (app/lib/api.ts) read the token.
      csrfToken: context.visitor.csrfToken,
    };
  }
  // One page for every visitor (decision 072): nothing here reads the member, so a member gets
  // the page a guest gets, from the same cache; the header's account menu, the newsletter block's
  // state and the like come from the API after load (app/lib/session.tsx).
  const websiteInfo = await context.services.site.websiteInfo();
  const locale = websiteInfo.website.locale;
  // The header's, footer's and meta tags' data is a file beside the page (decision 056); the
  // render reads it in memory.
  const chrome = context.services.site.chromeFile(websiteInfo);
  rememberChrome(chrome.path, chrome.info);
  return {
    studio: false as const,
    chrome: chrome.path,
    notices: websiteInfo.notices,
    lang: pageLanguage(locale),
    // Not the studio's texts nor the e-mails' (decision 051), and not in the page's data: the
    // address of a file the browser keeps (decision 052).
    texts: context.services.texts.public.path,
    // Public pages are shared (server/plugins/page-cache.ts), so they carry no token: the
    // browser asks the API for one when it first needs it (app/lib/api.ts).
    csrfToken: '',
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
  // Without the root's data (an outage), the outage page still knows the site's language.
  const outage = outagePage(useRouteError());
  // Without it for another error (an action's, before any loader ran), the error page is in the
  // site's language all the same (app/lib/i18n.tsx).
  const site = useContext(SiteTextsContext);
  const fallback = !data && !outage ? site : null;
  const texts = data?.texts ?? fallback?.path;
  const chrome = useChrome(data && !data.studio ? data.chrome : null);
  return (
    // data-banner-closed and data-member are set by the script below before the first paint.
    <html lang={data?.lang ?? outage?.lang ?? fallback?.lang ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: BANNER_CLOSED_SCRIPT + SIGNED_IN_HINT_SCRIPT }}
        />
        {data ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        {texts ? <TextsLinks path={texts} /> : null}
        {data && !data.studio ? <ChromeLinks path={data.chrome} /> : null}
        {/* The description is each page's own, from its meta export (decision 087). */}
        {chrome ? <meta name="keywords" content={chrome.website.meta_keywords} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {data?.studio ? (
          <I18nProvider locale={data.locale} texts={data.texts}>
            {children}
          </I18nProvider>
        ) : data && chrome ? (
          <I18nProvider locale={chrome.website.locale} texts={data.texts}>
            <SessionProvider>
              <Chrome>{children}</Chrome>
            </SessionProvider>
          </I18nProvider>
        ) : fallback ? (
          <I18nProvider locale={fallback.locale} texts={fallback.path}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const location = useLocation();
  // Marks the page as interactive: browser tests wait for it before typing into inputs.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  // After a route change, focus goes to the new page's heading, so a screen reader announces
  // the page and the next Tab starts from its top (not on the first load: nothing moved).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [location.pathname]);
  // Every route change (and the first load) is one page view for the configured provider.
  useEffect(() => {
    sendPageView(info.website.analytics, location.pathname);
  }, [info.website.analytics, location.pathname]);
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        {t('site.skip_to_content')}
      </a>
      <NotificationBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <FlashMessage />
        {children}
      </main>
      <SiteFooter />
      <Notices />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/** The outage page's text, when a loader met a database outage (decision 021). */
function outagePage(error: unknown): OutagePage | null {
  return isRouteErrorResponse(error) && error.status === 503 && isOutagePage(error.data)
    ? error.data
    : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 410) return <Gone />;
  const outage = outagePage(error);
  if (outage) return <Unavailable page={outage} />;
  if (isRouteErrorResponse(error) && error.status === 409 && isConflictPage(error.data))
    return <Conflict page={error.data} />;
  return <ServerError />;
}

/** A page action that lost a race for the same row: what happened, and what to do. */
function Conflict({ page }: { page: ConflictPage }) {
  return (
    <section className="error-page" aria-labelledby="conflict-heading">
      <p className="error-code" aria-hidden="true">
        409
      </p>
      <h1 id="conflict-heading">{page.heading}</h1>
      <p>{page.message}</p>
    </section>
  );
}

/** Rendered with or without the root's data: every text comes with the error. */
function Unavailable({ page }: { page: OutagePage }) {
  return (
    <section className="error-page" aria-labelledby="unavailable-heading">
      <title>{page.title}</title>
      <p className="error-code" aria-hidden="true">
        503
      </p>
      <h1 id="unavailable-heading">{page.heading}</h1>
      <p>{page.description}</p>
    </section>
  );
}

function ServerError() {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1>{t('errors.server_heading')}</h1>
      <p>{t('errors.server_description')}</p>
    </section>
  );
}
