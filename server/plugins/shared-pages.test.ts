import { describe, expect, it } from 'vitest';
import { isSharedPage } from './shared-pages.ts';

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
