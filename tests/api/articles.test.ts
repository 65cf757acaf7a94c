import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PAGE_SIZE } from '../../core/articles/list-articles.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

interface Summary {
  id_article: number;
  title: string;
  slug: string;
  timestamp: number;
  image_url: string | null;
  families: { id_family: number }[];
  categories: { id_category: number; name: string }[];
  author: { name: string } | null;
}
interface Page {
  data: Summary[];
  last_page: number;
}

describe.each(ENGINES)('article calls on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async <T>(url: string) => {
    const response = await app.server.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as T };
  };

  it("pages through a family's articles, newest first, until last_page", async () => {
    const first = await get<Page>('/api/articles/family/1?page=1');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(ARTICLE_PAGE_SIZE);
    expect(first.body.last_page).toBeGreaterThan(1);
    const seen = new Set<number>();
    let previous = Infinity;
    for (let page = 1; page <= first.body.last_page; page++) {
      const { body } = await get<Page>(`/api/articles/family/1?page=${page}`);
      expect(body.data.length).toBeGreaterThan(0);
      for (const article of body.data) {
        expect(article.families.map((f) => f.id_family)).toContain(1);
        expect(article.timestamp).toBeLessThanOrEqual(previous);
        previous = article.timestamp;
        expect(seen.has(article.id_article)).toBe(false);
        seen.add(article.id_article);
      }
    }
    const past = await get<Page>(`/api/articles/family/1?page=${first.body.last_page + 1}`);
    expect(past.body.data).toEqual([]);
  });

  it('defaults to page 1 and filters by category', async () => {
    const noPage = await get<Page>('/api/articles/family/1');
    const pageOne = await get<Page>('/api/articles/family/1?page=1');
    expect(noPage.body).toEqual(pageOne.body);
    const health = await get<Page>('/api/articles/family/1/category/1');
    expect(health.status).toBe(200);
    expect(health.body.data.length).toBeGreaterThan(0);
    for (const article of health.body.data) {
      expect(article.categories.map((c) => c.id_category)).toContain(1);
      expect(article.categories.find((c) => c.id_category === 1)?.name).toBe('Health');
    }
  });

  it('answers an empty page for an unknown family and 400 for bad parameters', async () => {
    expect((await get<Page>('/api/articles/family/999')).body).toEqual({ data: [], last_page: 1 });
    for (const url of [
      '/api/articles/family/abc',
      '/api/articles/family/1?page=0',
      '/api/articles/family/1?page=x',
      '/api/articles/family/1/category/-1',
    ]) {
      const response = await get<{ message: string }>(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message).toMatch(/not valid/);
    }
  });

  it('answers the home and featured lists', async () => {
    const home = await get<Summary[]>('/api/articles/home');
    const featured = await get<Summary[]>('/api/articles/featured');
    expect(home.body.length).toBeGreaterThan(6);
    expect(featured.body.length).toBeGreaterThan(0);
    const timestamps = home.body.map((a) => a.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });

  it('answers the in-context widget article for a family and category, or any', async () => {
    const any = await get<Summary>('/api/articles/in-context-widget/');
    expect(any.body.id_article).toEqual(expect.any(Number));
    const cats = await get<Summary>('/api/articles/in-context-widget/?id_family=2&id_category=1');
    expect(cats.body.families.map((f) => f.id_family)).toContain(2);
    expect(cats.body.categories.map((c) => c.id_category)).toContain(1);
    expect((await get('/api/articles/in-context-widget/?id_family=999')).body).toEqual({});
  });

  it('answers one article with sanitised html, reading time and author; a missing one is empty', async () => {
    const { body: list } = await get<Page>('/api/articles/family/1?page=1');
    const long = await Promise.all(
      list.data.map(
        async (s) => (await get<Record<string, unknown>>(`/api/article/${s.id_article}`)).body,
      ),
    );
    const withCard = long.find((a) => String(a.content_html).includes('class="product-card"'));
    expect(withCard).toBeDefined();
    const article = withCard as {
      content: string;
      content_html: string;
      reading_time: number;
      author: { name: string; occupation: string; biography: string };
    };
    expect(article.content_html).toContain('<h2>');
    expect(article.content_html).toMatch(/<blockquote class="md-quote">/);
    expect(article.content_html).not.toMatch(/<script|javascript:/i);
    const words = article.content.split(/\s+/).length;
    expect(article.reading_time).toBeGreaterThanOrEqual(Math.floor(words / 150));
    expect(article.author.occupation).not.toBe('');
    const missing = await app.server.inject({ method: 'GET', url: '/api/article/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({});
  });

  it('serves embedded product card data as the stock-management service does', async () => {
    const response = await get<{ data: Record<string, unknown> }>('/api/stock/product/3');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      price: expect.any(Number),
      buyText: expect.any(String),
      fromText: expect.any(String),
    });
    expect((await get('/api/stock/product/99999')).status).toBe(404);
  });

  it('never lets an XSS attempt in stored markdown through to the answer', async () => {
    const [row] = await app.database.db
      .insert(schema.articles)
      .values({
        key: 'hostile-import',
        title: 'Hostile',
        slug: 'hostile',
        content:
          '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))\n\n' +
          '<a href="java&#x73;cript:alert(1)">y</a> <iframe src="https://evil.example"></iframe>\n\n' +
          '<div class="product-card" data-id="3" onclick="alert(1)"></div>',
        getMore: '<svg onload="alert(1)"></svg><style>body{display:none}</style>**ok**',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: schema.articles.idArticle });
    const { body } = await get<{ content_html: string; get_more_html: string }>(
      `/api/article/${row!.id}`,
    );
    const html = body.content_html + body.get_more_html;
    expect(html).not.toMatch(
      /<script|<iframe|<svg|<style|onerror|onclick|onload|javascript:|java&#x73;cript/i,
    );
    expect(body.content_html).toContain('<div class="product-card" data-id="3"></div>');
    expect(body.get_more_html).toContain('<strong>ok</strong>');
  });
});
