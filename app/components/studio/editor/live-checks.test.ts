import { describe, expect, it } from 'vitest';
import type { ArticleFields, ContentCheckAnswer } from './article-api.ts';
import { liveChecks } from './live-checks.ts';

const fields: ArticleFields = {
  title: 'Walks for old dogs',
  slug: 'walks-for-old-dogs',
  excerpt: 'How far, how often, and when to stop: walks for a dog past ten years old.',
  content: 'See [our guide](/no-such-page) and ![](/media/articles/x.webp).',
  get_more: null,
  image_url: '/media/articles/hero.webp',
  mobile_image_url: null,
  image_caption: null,
  image_alt: 'An old dog',
  id_author: null,
  is_active: false,
  is_comic: false,
  is_home: false,
  is_featured: false,
  seo_title: '',
  seo_description: '',
  social_image_url: null,
  sources: [],
  families: [],
  categories: [],
};

const server = (code: string, detail: string | null, level: 'error' | 'warning' = 'error') =>
  ({ level, code, field: 'content', detail, message: `${code} ${detail}` }) as ContentCheckAnswer;

describe('the live content checks of the editor', () => {
  it('list each check once, even when the browser and the server both find it', () => {
    const checks = liveChecks(
      fields,
      null,
      [
        server('link_broken', '/no-such-page'),
        server('image_alt_missing', '/media/articles/x.webp'),
      ],
      (key) => key,
    );
    expect(checks.map((c) => c.code).sort()).toEqual(['image_alt_missing', 'link_broken']);
  });

  it('stand an answer without checks (a refusal, an older server)', () => {
    expect(() =>
      liveChecks(fields, null, undefined as unknown as ContentCheckAnswer[], (key) => key),
    ).not.toThrow();
  });
});
