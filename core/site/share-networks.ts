/**
 * The sharing networks offered (issue 12 cut the original list of 16): those people use
 * today. Google+ closed in 2019, Skype in 2025; the device's own share sheet (navigator.share)
 * and "copy link" cover the rest.
 */
export const SHARE_NETWORKS = ['facebook', 'x', 'whatsapp', 'pinterest', 'telegram', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The short bar beside a title. */
export const COMPACT_SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'x', 'whatsapp', 'email'];

export interface Shareable {
  url: string;
  title: string;
  image?: string | null;
}

/** Networks handled by an app on the device rather than a web popup. */
export const OPENS_APP: ReadonlySet<ShareNetwork> = new Set(['email']);

export const SHARE_POPUP = { width: 626, height: 436, closeCheckMs: 500 } as const;

export function shareUrl(network: ShareNetwork, item: Shareable): string {
  const u = encodeURIComponent(item.url);
  const t = encodeURIComponent(item.title);
  const both = encodeURIComponent(`${item.title} ${item.url}`);
  switch (network) {
    case 'email': return `mailto:?subject=${t}&body=${u}`;
    case 'facebook': return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'pinterest': return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${item.image ? `&media=${encodeURIComponent(item.image)}` : ''}`;
    case 'telegram': return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'x': return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'whatsapp': return `https://api.whatsapp.com/send?text=${both}`;
  }
}
