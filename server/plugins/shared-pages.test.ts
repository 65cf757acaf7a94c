import { describe, expect, it } from 'vitest';
import { isSharedPage, sharedPageUrl } from './shared-pages.ts';

describe('isSharedPage', () => {
  it.each([
    '/',
    '/_root.data',
    '/home',
    '/breeds/1',
    '/breeds/1/labrador-retriever',
    '/breeds/1/labrador-retriever/details.data',
    '/articles/1/dogs/2/health?page=2',
    '/article/10/a-title?font=pt-serif',
    '/infographics',
    '/infographics.data?page=2',
    '/infographic/3/slug',
    '/about-us',
    '/sobre',
    '/privacy-policy.data',
  ])('shares %s', (url) => {
    expect(isSharedPage(url)).toBe(true);
  });

  it.each([
    '/password/reset/abc123',
    '/newsletter/subscribed?token=abc',
    '/newsletter/unsubscribed?token=abc',
    '/login',
    '/login?redirect=%2Faccount',
    '/register',
    '/register/pet',
    '/account',
    '/logout',
    '/forgot/password',
    '/no-such-page',
    '/breedsx',
  ])('renders %s for each visitor', (url) => {
    expect(isSharedPage(url)).toBe(false);
  });
});

describe('sharedPageUrl', () => {
  it.each([
    ['/?v=123', '/'],
    ['/?search=cat&v=1', '/?search=cat'],
    ['/article/10/a-title?utm_source=x&font=pt-serif', '/article/10/a-title?font=pt-serif'],
    // The breed list reads its filter and length from the address: each is its own page.
    ['/breeds/1?show=60&q=lab&v=9', '/breeds/1?q=lab&show=60'],
    ['/breeds/1.data?q=lab&_routes=x', '/breeds/1.data?_routes=x&q=lab'],
    // A breed profile reads neither.
    ['/breeds/1/labrador?q=lab', '/breeds/1/labrador'],
  ])('keys %s as %s', (url, key) => {
    expect(sharedPageUrl(url)).toBe(key);
  });
});
