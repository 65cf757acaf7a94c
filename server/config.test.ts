import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'pawpedia-config-'));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.site.locale).toBe('en');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('sheds on event-loop lag in production only, unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).eventLoopMaxDelayMs).toBe(250);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).eventLoopMaxDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).eventLoopMaxDelayMs).toBe(
      0,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), EVENT_LOOP_MAX_DELAY_MS: '0' }).eventLoopMaxDelayMs,
    ).toBe(0);
    expect(() => loadConfig({ EVENT_LOOP_MAX_DELAY_MS: '-1' })).toThrow(/EVENT_LOOP_MAX_DELAY_MS/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_LOCALE: 'fr' })).toThrow(/SITE_LOCALE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    // A header colour its dark text cannot be read on (the studio refuses it too).
    expect(() => loadConfig({ SITE_HEADER_COLOUR: '#222222' })).toThrow(/SITE_HEADER_COLOUR/);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SITE_HEADER_COLOUR: '#F5C542' }).site.headerColour,
    ).toBe('#f5c542');
  });

  it('trusts no proxy by default, and a hop count, true or a list of addresses when told', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(true);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('10.0.0.0/8, ::1,192.168.1.0/24')).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.168.1.0/24',
    ]);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('1.2.3.4,proxy.example')).toThrow(/TRUST_PROXY/);
  });

  it('bounds concurrent page renders', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.renderConcurrency).toBe(4);
    expect(config.renderQueue).toBe(16);
    expect(config.renderQueueMs).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_CONCURRENCY: '0' })).toThrow(
      /RENDER_CONCURRENCY/,
    );
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('knows the site in each language for hreflang, this one at PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SITE_LOCALE: 'pt',
      PUBLIC_URL: 'https://pawpedia.pt/',
      SITE_URL_PT: 'https://ignored.example',
      SITE_URL_PT_BR: 'https://pawpedia.com.br/',
    });
    expect(config.site.localeUrls).toEqual({
      pt: 'https://pawpedia.pt',
      pt_BR: 'https://pawpedia.com.br',
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).site.localeUrls).toEqual({
      en: 'http://localhost:3000',
    });
    expect(() => loadConfig({ SITE_URL_EN: 'not a url' })).toThrow(/SITE_URL_EN/);
  });

  it('picks the store URL of the site locale', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SITE_LOCALE: 'pt_BR',
      STORE_URL_PT_BR: 'https://loja.example/br',
    });
    expect(config.site.storeUrls[config.site.locale]).toBe('https://loja.example/br');
  });

  it('describes the site in its own language unless told', () => {
    const pt = loadConfig({ DATA_DIR: dataDir(), SITE_LOCALE: 'pt' });
    expect(pt.site.metaDescription).toMatch(/^Enciclopédia de raças/);
    expect(pt.site.metaKeywords).toContain('cães');
    const ptBR = loadConfig({ DATA_DIR: dataDir(), SITE_LOCALE: 'pt_BR' });
    expect(ptBR.site.metaKeywords).toContain('cachorros');
    expect(loadConfig({ DATA_DIR: dataDir() }).site.metaDescription).toMatch(/^Breed encyclopedia/);
    const told = loadConfig({
      DATA_DIR: dataDir(),
      SITE_LOCALE: 'pt',
      SITE_META_DESCRIPTION: 'Own',
    });
    expect(told.site.metaDescription).toBe('Own');
  });
});
