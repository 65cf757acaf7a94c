import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_NON_TEXT,
  AA_NORMAL_TEXT,
  contrastRatio,
  parseHex,
  relativeLuminance,
} from '../../core/site/contrast.ts';
import { HEADER_TEXT_COLOUR, readableHeaderColour } from '../../core/site/header-colour.ts';
import { HEADER_COLOUR } from './header-layout.ts';

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The order does not matter.
    expect(contrastRatio('#ffffff', '#4eb62f')).toBe(contrastRatio('#4eb62f', '#ffffff'));
    expect(parseHex('#0a0')).toEqual([0, 170, 0]);
    expect(() => parseHex('green')).toThrow();
  });
});

// ------------------------------------------------------------------ the colours of app.css

const css = readFileSync(new URL('../styles/app.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The custom properties of `:root`, resolved to hex colours where they are colours. */
const palette: Record<string, string> = (() => {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const raw = Object.fromEntries(
    [...root.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
  const resolve = (value: string, depth = 0): string =>
    depth < 5 && /^var\(--[\w-]+\)$/.test(value)
      ? resolve(raw[value.slice(6, -1)] ?? value, depth + 1)
      : value;
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, resolve(value)]));
})();

/** A colour of app.css by custom property name; fails when it is missing or not a hex colour. */
const colour = (name: string) => {
  const value = palette[name];
  expect(value, `--${name} in app.css`).toMatch(/^#[0-9a-f]{3,6}$/i);
  return value!;
};

/** Every rule of app.css that sets both a text colour and a solid background. */
function rulesWithTextAndBackground() {
  const white = (v: string) => (/^(#fff|#ffffff|white)$/i.test(v) ? '#ffffff' : v);
  const value = (v: string | undefined) => {
    if (!v) return null;
    const plain = white(v.trim());
    const name = /^var\(--([\w-]+)\)$/.exec(plain)?.[1];
    const hex = name ? palette[name] : plain;
    return hex && /^#[0-9a-f]{3,6}$/i.test(hex) ? hex : null;
  };
  const rules: { selector: string; text: string; background: string }[] = [];
  // Innermost blocks only: rules inside @media come out on their own.
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((d) => d.split(/:(.*)/s).map((p) => p.trim()))
        .filter((d) => d.length >= 2 && d[0])
        .map(([k, v]) => [k!, v!]),
    );
    const text = value(declarations.color);
    const background = value(declarations['background-color'] ?? declarations.background);
    if (text && background && !selector!.trim().startsWith(':root')) {
      rules.push({ selector: selector!.trim(), text, background });
    }
  }
  return rules;
}

describe('the brand colours of app.css', () => {
  it('keeps the header green #4eb62f, and app.css agrees with it', () => {
    expect(HEADER_COLOUR.toLowerCase()).toBe('#4eb62f');
    expect(colour('green').toLowerCase()).toBe(HEADER_COLOUR.toLowerCase());
    expect(colour('on-green').toLowerCase()).toBe(HEADER_TEXT_COLOUR);
    expect(readableHeaderColour(HEADER_COLOUR)).toBe(true);
  });

  it('puts readable text on the green header (and not white: 2.6:1)', () => {
    expect(contrastRatio(colour('on-green'), HEADER_COLOUR)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // Why the header text is dark: white on the brand green fails even large text.
    expect(contrastRatio('#ffffff', HEADER_COLOUR)).toBeLessThan(AA_LARGE_TEXT);
    expect(css).not.toMatch(/\.site-header\s*\{[^}]*color:\s*(#fff\b|#ffffff|white)/i);
  });

  it('puts white text on the family menu bands (dogs green, cats orange, others purple)', () => {
    for (const band of ['green-dark', 'orange', 'purple']) {
      expect(contrastRatio('#ffffff', colour(band)), `white on --${band}`).toBeGreaterThanOrEqual(
        AA_NORMAL_TEXT,
      );
    }
    // The bands really use these properties.
    expect(css).toMatch(/\.menu-band--green\s*\{\s*background:\s*var\(--green-dark\)/);
    expect(css).toMatch(/\.menu-band--orange\s*\{\s*background:\s*var\(--orange\)/);
    expect(css).toMatch(/\.menu-band--purple\s*\{\s*background:\s*var\(--purple\)/);
    expect(css).toMatch(/\.menu-band\s*\{\s*color:\s*#fff/);
  });

  it('makes links, buttons and body text readable on the page backgrounds', () => {
    for (const background of ['paper', 'soft']) {
      for (const text of ['green-dark', 'ink', 'muted']) {
        expect(
          contrastRatio(colour(text), colour(background)),
          `--${text} on --${background}`,
        ).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    }
    // Buttons: white on the dark green, and on its hover shade.
    expect(contrastRatio('#ffffff', colour('green-dark'))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#ffffff', colour('green-deep'))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // Messages on the pale green; footer and banner links.
    expect(contrastRatio(colour('green-deep'), colour('green-pale'))).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
    expect(contrastRatio(colour('footer-link'), colour('footer'))).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
    expect(contrastRatio(colour('banner-link'), colour('banner'))).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
  });

  it('draws focus rings that stand out from every background they are drawn on', () => {
    for (const background of ['paper', 'soft']) {
      expect(contrastRatio(colour('focus-ring'), colour(background))).toBeGreaterThanOrEqual(
        AA_NON_TEXT,
      );
    }
    // The header, footer and banner set their own ring colour: check the one they set.
    const ringOf = (selector: string) => {
      const body = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
      const value = /--focus-ring:\s*var\(--([\w-]+)\)/.exec(body ?? '')?.[1];
      expect(value, `${selector} sets --focus-ring`).toBeDefined();
      return colour(value!);
    };
    expect(contrastRatio(ringOf('.site-header'), HEADER_COLOUR)).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
    expect(contrastRatio(ringOf('.site-footer'), colour('footer'))).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
    expect(contrastRatio(ringOf('.notification-banner'), colour('banner'))).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
  });

  it('never uses the brand green for text on white or for a state shown by colour alone', () => {
    // Text in the brand green, or a pressed/selected state drawn in it, would be 2.6:1.
    expect(css).not.toMatch(/(^|[;{\s])color:\s*var\(--green\)/m);
    expect(css).not.toMatch(/\[aria-pressed='true'\][^{]*\{[^}]*var\(--green\)/);
  });

  it('gives every rule that sets a text colour on a solid background 4.5:1', () => {
    const rules = rulesWithTextAndBackground();
    // The parsing found the rules it is meant to check.
    expect(rules.map((r) => r.selector)).toEqual(
      expect.arrayContaining(['.button', '.site-footer', '.notification-banner']),
    );
    const failing = rules
      .map((r) => ({ ...r, ratio: Number(contrastRatio(r.text, r.background).toFixed(2)) }))
      .filter((r) => r.ratio < AA_NORMAL_TEXT);
    expect(failing).toEqual([]);
  });
});
