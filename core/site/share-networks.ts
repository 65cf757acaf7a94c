/** The 16 sharing networks of spec section 9, in the spec's order. */
export const SHARE_NETWORKS = [
  'email', 'facebook', 'googleplus', 'line', 'linkedin', 'odnoklassniki', 'pinterest', 'reddit',
  'skype', 'telegram', 'twitter', 'viber', 'vk', 'weibo', 'whatsapp', 'sms',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

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
    case 'googleplus': return `https://plus.google.com/share?url=${u}`;
    case 'line': return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case 'linkedin': return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'odnoklassniki': return `https://connect.ok.ru/offer?url=${u}&title=${t}`;
    case 'pinterest': return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${item.image ? `&media=${encodeURIComponent(item.image)}` : ''}`;
    case 'reddit': return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'skype': return `https://web.skype.com/share?url=${u}&text=${t}`;
    case 'telegram': return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'twitter': return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'viber': return `viber://forward?text=${both}`;
    case 'vk': return `https://vk.com/share.php?url=${u}&title=${t}`;
    case 'weibo': return `https://service.weibo.com/share/share.php?url=${u}&title=${t}`;
    case 'whatsapp': return `https://api.whatsapp.com/send?text=${both}`;
    case 'sms': return `sms:?body=${both}`;
  }
}
