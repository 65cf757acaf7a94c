import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareUrl } from './share-networks.ts';

describe('shareUrl', () => {
  const item = { url: 'https://pawpedia.example/breeds/1/labrador-retriever?a=1&b=2', title: 'Labrador & friends' };

  it('offers only networks that exist today: no Google+, no Skype', () => {
    expect([...SHARE_NETWORKS]).toEqual([
      'facebook', 'x', 'whatsapp', 'pinterest', 'telegram', 'linkedin', 'reddit', 'vk',
      'odnoklassniki', 'weibo', 'line', 'viber', 'sms', 'email',
    ]);
    expect(SHARE_NETWORKS).not.toContain('googleplus');
    expect(SHARE_NETWORKS).not.toContain('skype');
  });

  it('encodes the page address and title for every network', () => {
    for (const network of SHARE_NETWORKS) {
      const url = shareUrl(network, item);
      expect(url).toContain(encodeURIComponent('https://pawpedia.example/breeds/1/labrador-retriever?a=1&b=2').slice(0, 20));
      expect(url).not.toContain('?a=1&b=2');
    }
  });

  it('builds the usual share addresses', () => {
    expect(shareUrl('facebook', item)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A/);
    expect(shareUrl('email', item)).toMatch(/^mailto:\?subject=Labrador%20%26%20friends&body=/);
    expect(shareUrl('x', item)).toMatch(/^https:\/\/x\.com\/intent\/post\?url=https%3A.*&text=Labrador%20%26%20friends$/);
    expect(shareUrl('whatsapp', item)).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=Labrador%20%26%20friends%20https/);
  });
});
