import type { WebsiteInfo } from '../../core/site/get-website-info.ts';

/** Sends one page view to the configured provider; 'none' sends nothing. Never throws. */
export function sendPageView(analytics: WebsiteInfo['website']['analytics'], path: string): void {
  if (analytics.provider === 'none' || !analytics.url) return;
  const body = JSON.stringify({ path, referrer: document.referrer || null });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(analytics.url, blob)) {
      void fetch(analytics.url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
    }
  } catch {
    // analytics must never break a page
  }
}
