import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, deferHydration, MODULE_BLOCK_ID } from './defer-hydration.server.ts';

const MODULE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const DOCUMENT =
  '<!DOCTYPE html><html lang="pt"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css"/></head>' +
  '<body><h1>Cães e gatos 🐶</h1><p>Olá</p>' +
  '<script>window.__reactRouterContext = {"a":1};</script>' +
  `<script type="module" async="">${MODULE}</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

/** The document as the page sends it. */
const rewrite = (document: string, nonce?: string): string => deferHydration(document, nonce);

/** What the boot script would append to <head> and <body>, run in a fake browser. */
function runBoot(html: string) {
  const code = /<script(?: nonce="[^"]*")?>(\(function\(\)\{var me[\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!code) throw new Error('no boot script');
  const nonce = /<script nonce="([^"]*)">\(function/.exec(html)?.[1];
  const block = new RegExp(
    `<script type="text/x-deferred-module" id="${MODULE_BLOCK_ID}">([\\s\\S]*?)</script>`,
  );
  const appended: {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    text?: string;
    nonce?: string;
  }[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as (typeof appended)[number];
  const sandbox = {
    document: {
      readyState: 'complete',
      currentScript: { nonce },
      getElementById: (id: string) =>
        id === MODULE_BLOCK_ID ? { textContent: block.exec(html)?.[1] } : null,
      createElement: (tag: string) => element(tag),
      head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
      body: {
        appendChild: (el: (typeof appended)[number] & { textContent?: string }) =>
          appended.push({ ...el, text: el.textContent }),
      },
      querySelectorAll: () => [],
      addEventListener: () => undefined,
    },
    requestAnimationFrame: (fn: () => void) => timers.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  runInNewContext(code, sandbox);
  return { appended, timers };
}

describe('deferHydration', () => {
  it('holds back the module preloads and the module script, and keeps everything else', () => {
    const html = rewrite(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    const withoutBoot = html.replace(/<script type="text\/x-deferred-module"[\s\S]*$/, '');
    expect(withoutBoot).toBe(
      DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
        /<script type="module"[\s\S]*$/,
        '',
      ),
    );
    expect(html).toMatch(
      /<\/script><script>window.__reactRouterContext.streamController.close\(\);<\/script><\/body><\/html>$/,
    );
  });

  it('leaves an element that does not end as it is', () => {
    const cut = DOCUMENT.slice(0, DOCUMENT.indexOf('root-1.js'));
    expect(rewrite(cut)).toBe(
      cut.replace(/<link rel="modulepreload" href="\/assets\/entry.client-1.js"\/>/, ''),
    );
  });

  it('starts the same module, with the same preloads, only once the page has painted', () => {
    const html = rewrite(DOCUMENT);
    const { appended, timers } = runBoot(html);
    // Nothing is fetched before the first paint.
    expect(appended).toEqual([]);
    // The paint callback, then the task after it (the safety cap is also waiting).
    while (timers.length > 0 && appended.length === 0) timers.shift()!();
    expect(appended.filter((el) => el.rel === 'modulepreload').map((el) => el.href)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/root-1.js',
    ]);
    const script = appended.find((el) => el.tag === 'script');
    expect(script?.type).toBe('module');
    expect(script?.text).toBe(MODULE);
    // The cap does not start it a second time.
    for (const timer of timers) timer();
    expect(appended.filter((el) => el.tag === 'script')).toHaveLength(1);
  });

  it('cannot be broken out of by a preload address', () => {
    const html = bootScript(['/a.js"</script><script>alert(1)</script>'], 'import("/b.js")');
    // The data block and the boot script, nothing else.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
  });

  it("gives the boot script the render's nonce, and the module script the boot script's", () => {
    const nonce = 'k9+/Zz0=';
    const document = DOCUMENT.replace(
      '<script type="module" async="">',
      `<script nonce="${nonce}" type="module" async="">`,
    );
    const html = rewrite(document, nonce);
    expect(html).not.toContain(`<script nonce="${nonce}" type="module"`);
    expect(html).toContain(`<script nonce="${nonce}">(function(){var me`);
    const { appended, timers } = runBoot(html);
    while (timers.length > 0 && appended.length === 0) timers.shift()!();
    const script = appended.find((el) => el.tag === 'script');
    expect(script?.text).toBe(MODULE);
    expect(script?.nonce).toBe(nonce);
  });

  it('passes a document without scripts through unchanged', () => {
    const plain =
      '<html><body><p>No scripts, ação 🐱</p><link rel="icon" href="/x.svg"/></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});
