/**
 * The sharing networks offered: every one of the specification's list that still exists
 * (decision 085). Google+ closed in 2019 and Skype in 2025, so they are left out; twitter is X.
 * The device's own share sheet (navigator.share) and "copy link" cover the rest.
 */
export const SHARE_NETWORKS = [
  'facebook', 'x', 'whatsapp', 'pinterest', 'telegram', 'linkedin', 'reddit', 'vk',
  'odnoklassniki', 'weibo', 'line', 'viber', 'sms', 'email',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The short bar beside a title. */
export const COMPACT_SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'x', 'whatsapp', 'email'];

export interface Shareable {
  url: string;
  title: string;
  image?: string | null;
}

/** Networks handled by an app on the device rather than a web popup. */
export const OPENS_APP: ReadonlySet<ShareNetwork> = new Set(['email', 'sms', 'viber']);

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
    case 'linkedin': return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'reddit': return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'vk': return `https://vk.com/share.php?url=${u}&title=${t}`;
    case 'odnoklassniki': return `https://connect.ok.ru/offer?url=${u}&title=${t}`;
    case 'weibo': return `https://service.weibo.com/share/share.php?url=${u}&title=${t}`;
    case 'line': return `https://social-plugins.line.me/lineit/share?url=${u}`;
    // The apps' own links: the phone opens Viber or its messages app.
    case 'viber': return `viber://forward?text=${both}`;
    case 'sms': return `sms:?&body=${both}`;
  }
}
