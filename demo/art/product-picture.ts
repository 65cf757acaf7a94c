// Over 300 lines on purpose: one drawing per kind of product, in one table of shapes.
/**
 * Product pictures (decision 050): each product is drawn as what it is (a bag of food, a bed, a
 * tank), in its own colours. The kind comes from a table keyed by product number (the numbers
 * of the demo pack's `products`); a product not in it gets a kind guessed from its name.
 * Banners show the product in a room. Pure and deterministic.
 */
import {
  darken,
  edge,
  ellipsePts,
  hash,
  lighten,
  luminance,
  r1,
  smooth,
  type Pt,
} from './svg-kit.ts';

export type ProductKind =
  | 'food-bag'
  | 'cans'
  | 'bed'
  | 'harness'
  | 'leash'
  | 'chews'
  | 'brush'
  | 'puzzle'
  | 'rope'
  | 'bowls'
  | 'litter'
  | 'scratcher'
  | 'wand'
  | 'fountain'
  | 'litter-box'
  | 'carrier'
  | 'treats'
  | 'spot-on'
  | 'seeds'
  | 'cage'
  | 'aquarium'
  | 'flakes'
  | 'bottle'
  | 'lamp'
  | 'hay'
  | 'hutch'
  | 'first-aid'
  | 'sale'
  | 'delivery'
  | 'starter-box';

/** The demo pack's products by number (demo/packs/en.json, table products). */
export const PRODUCT_KINDS: Record<number, ProductKind> = {
  1: 'food-bag',
  2: 'food-bag',
  3: 'bed',
  4: 'harness',
  5: 'leash',
  6: 'chews',
  7: 'brush',
  8: 'puzzle',
  9: 'rope',
  10: 'bowls',
  11: 'food-bag',
  12: 'cans',
  13: 'litter',
  14: 'scratcher',
  15: 'wand',
  16: 'fountain',
  17: 'litter-box',
  18: 'carrier',
  19: 'treats',
  20: 'spot-on',
  21: 'seeds',
  22: 'cage',
  23: 'aquarium',
  24: 'flakes',
  25: 'bottle',
  26: 'lamp',
  27: 'hay',
  28: 'hutch',
  29: 'first-aid',
  30: 'sale',
  31: 'delivery',
  32: 'starter-box',
};

const BY_NAME: [RegExp, ProductKind][] = [
  [/aquarium|tank/i, 'aquarium'],
  [/cage|aviary/i, 'cage'],
  [/hutch/i, 'hutch'],
  [/litter box|litter tray/i, 'litter-box'],
  [/litter/i, 'litter'],
  [/scratch/i, 'scratcher'],
  [/carrier|crate/i, 'carrier'],
  [/bed|cushion/i, 'bed'],
  [/harness|collar/i, 'harness'],
  [/lead|leash/i, 'leash'],
  [/bowl/i, 'bowls'],
  [/fountain/i, 'fountain'],
  [/brush|comb/i, 'brush'],
  [/rope/i, 'rope'],
  [/puzzle|feeder/i, 'puzzle'],
  [/wand|feather/i, 'wand'],
  [/chew/i, 'chews'],
  [/treat/i, 'treats'],
  [/wet|can|pouch/i, 'cans'],
  [/seed/i, 'seeds'],
  [/flake/i, 'flakes'],
  [/lamp|bulb|heat/i, 'lamp'],
  [/hay/i, 'hay'],
  [/first.?aid/i, 'first-aid'],
  [/spot.?on|flea|tick/i, 'spot-on'],
  [/conditioner|drops|shampoo/i, 'bottle'],
  [/delivery|shipping/i, 'delivery'],
  [/sale|off\b|%/i, 'sale'],
  [/starter|box|kit/i, 'starter-box'],
];

/** The kind of a product: from the table, else from its name, else a bag of food. */
export function productKind(id: number, name = ''): ProductKind {
  return PRODUCT_KINDS[id] ?? BY_NAME.find(([re]) => re.test(name))?.[1] ?? 'food-bag';
}

export interface ProductPictureOptions {
  id: number;
  name?: string;
  colors: readonly string[];
  width: number;
  height: number;
  /** A banner: the product in a room, wider than tall. */
  scene: boolean;
}

type Draw = (c: string, a: string) => string;

const p = (d: string, fill: string, stroke = edge(fill), w = 2.5) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"/>`;
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  stroke = edge(fill),
) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}" stroke="${stroke}" stroke-width="2.5"/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, stroke = edge(fill)) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" stroke="${stroke}" stroke-width="2.5"/>`;
const line = (d: string, color: string, w = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** Wire in a pale colour would vanish on the light background. */
const bars = (c: string) => (luminance(c) > 0.5 ? darken(c, 0.5) : c);
const ink = (c: string) => (luminance(c) > 0.45 ? '#2b2b2b' : '#fbf8f2');
const paw = (x: number, y: number, s: number, color: string) =>
  `<g fill="${color}"><ellipse cx="${r1(x)}" cy="${r1(y + s * 0.3)}" rx="${r1(s * 0.45)}" ry="${r1(s * 0.35)}"/>` +
  [-0.45, -0.15, 0.15, 0.45]
    .map(
      (dx, i) =>
        `<circle cx="${r1(x + dx * s)}" cy="${r1(y - s * (i === 0 || i === 3 ? 0.1 : 0.3))}" r="${r1(s * 0.17)}"/>`,
    )
    .join('') +
  '</g>';
/** Gloss: a soft light band on the left of an object. */
const gloss = (x: number, y: number, w: number, h: number) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w / 2)}" fill="#fff" fill-opacity="0.22"/>`;

// Each drawer works in a 200 x 200 box, floor at y = 186.
const DRAW: Record<ProductKind, Draw> = {
  'food-bag': (c, a) =>
    p('M48 40 L152 40 L160 186 L40 186 Z', c) +
    p('M48 40 L56 26 L144 26 L152 40 Z', darken(c, 0.2)) +
    line('M60 33 L140 33', darken(c, 0.4), 2) +
    rect(62, 78, 76, 60, 10, a) +
    paw(100, 104, 30, darken(c, 0.1)) +
    ell(100, 160, 26, 7, lighten(a, 0.3)) +
    gloss(54, 48, 10, 120),
  cans: (c, a) =>
    [40, 100, 70]
      .map((x, i) => {
        const y = i === 2 ? 60 : 110;
        return (
          rect(x, y, 60, 76 - (i === 2 ? 0 : 0), 6, i === 2 ? a : c) +
          ell(x + 30, y, 30, 8, '#cfd3d6') +
          ell(x + 30, y, 22, 5, '#b7bcc0') +
          rect(x + 8, y + 24, 44, 28, 4, lighten(i === 2 ? c : a, 0.2)) +
          paw(x + 30, y + 38, 16, darken(i === 2 ? a : c, 0.2))
        );
      })
      .join(''),
  bed: (c, a) =>
    p(
      'M18 150 Q18 104 60 100 L140 100 Q182 104 182 150 L182 170 Q182 186 160 186 L40 186 Q18 186 18 170 Z',
      c,
    ) +
    p('M36 140 Q40 120 70 120 L130 120 Q160 120 164 140 L164 160 L36 160 Z', lighten(a, 0.2)) +
    ell(100, 142, 58, 12, lighten(a, 0.45), lighten(a, 0.1)) +
    line('M40 176 L160 176', darken(c, 0.2), 2) +
    gloss(30, 108, 60, 8),
  harness: (c, a) =>
    p('M40 80 Q100 40 160 80 L150 100 Q100 70 50 100 Z', c) +
    p('M56 110 Q100 90 144 110 L150 150 Q100 176 50 150 Z', c) +
    line('M98 60 L98 118', a, 10) +
    rect(86, 118, 26, 18, 4, '#c7ccd1') +
    ell(99, 56, 12, 9, '#d8dde2') +
    line('M60 128 Q100 116 140 128', lighten(c, 0.3), 3),
  leash: (c, a) =>
    p(
      'M40 70 Q40 30 90 30 L110 30 Q160 30 160 70 L160 110 Q160 140 130 140 L70 140 Q40 140 40 110 Z',
      c,
    ) +
    ell(100, 86, 30, 30, lighten(c, 0.3)) +
    rect(78, 140, 44, 36, 12, darken(c, 0.2)) +
    rect(124, 70, 22, 14, 4, a) +
    line('M146 100 Q176 130 170 176', a, 4) +
    ell(170, 178, 8, 6, '#c7ccd1'),
  chews: (c, a) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<g transform="rotate(${-28 + i * 18} 100 130)">` +
          rect(92, 40, 16, 120, 8, i % 2 ? c : lighten(c, 0.15)) +
          line(`M94 60 L106 64M94 84 L106 88M94 108 L106 112M94 132 L106 136`, darken(c, 0.3), 2) +
          '</g>',
      )
      .join('') + ell(100, 180, 62, 6, darken(a, 0.1)),
  brush: (c, a) =>
    rect(86, 100, 28, 86, 12, c) +
    rect(40, 40, 120, 66, 16, c) +
    rect(48, 48, 104, 50, 10, lighten(a, 0.3)) +
    Array.from({ length: 8 }, (_, i) =>
      line(`M${56 + i * 12} 54 L${56 + i * 12} 92`, '#9aa0a6', 2),
    ).join('') +
    rect(140, 110, 16, 14, 4, a),
  puzzle: (c, a) =>
    ell(100, 140, 84, 38, c) +
    ell(100, 128, 74, 30, lighten(c, 0.25)) +
    [
      [60, 124],
      [88, 112],
      [118, 114],
      [142, 128],
      [100, 142],
      [72, 146],
      [128, 146],
    ]
      .map(([x, y], i) => ell(x!, y!, 11, 7, i % 2 ? a : darken(c, 0.2)))
      .join(''),
  rope: (c, a) => {
    const rope = 'M30 120 Q60 60 100 110 Q140 160 170 100';
    return (
      line(rope, darken(c, 0.3), 26) +
      line(rope, c, 20) +
      Array.from({ length: 10 }, (_, i) =>
        line(`M${38 + i * 14} ${i % 2 ? 100 : 118} l8 10`, a, 4),
      ).join('') +
      p('M20 116 L4 150 M24 120 L14 156 M30 122 L28 160', 'none', c, 5) +
      p('M176 96 L196 66 M172 94 L186 58 M168 92 L170 54', 'none', c, 5)
    );
  },
  bowls: (c, a) =>
    rect(14, 150, 172, 24, 10, darken(a, 0.05)) +
    [60, 140]
      .map(
        (x) =>
          p(`M${x - 42} 120 L${x + 42} 120 L${x + 30} 162 L${x - 30} 162 Z`, c) +
          ell(x, 120, 42, 10, lighten(c, 0.35)) +
          ell(x, 121, 32, 6, darken(c, 0.15)) +
          gloss(x - 32, 126, 8, 28),
      )
      .join(''),
  litter: (c, a) =>
    p('M44 60 L156 60 L164 186 L36 186 Z', c) +
    rect(40, 44, 120, 20, 6, darken(c, 0.2)) +
    rect(64, 96, 72, 56, 8, a) +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${78 + (i % 3) * 22}" cy="${110 + Math.floor(i / 3) * 14}" r="5" fill="${lighten(c, 0.5)}"/>`,
    ).join('') +
    gloss(48, 70, 10, 100),
  scratcher: (c, a) =>
    rect(30, 170, 140, 16, 4, darken(c, 0.1)) +
    rect(80, 50, 40, 122, 4, '#d9c49a') +
    Array.from({ length: 12 }, (_, i) =>
      line(`M80 ${58 + i * 10} L120 ${54 + i * 10}`, '#b59c6b', 2),
    ).join('') +
    rect(50, 34, 100, 20, 6, c) +
    rect(120, 110, 54, 14, 5, c) +
    line('M140 124 L140 150', a, 3) +
    `<circle cx="140" cy="156" r="8" fill="${a}"/>`,
  wand: (c, a) =>
    line('M30 180 L130 60', darken(c, 0.2), 8) +
    line('M130 60 Q150 40 160 62', '#777', 2) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<g transform="rotate(${-40 + i * 20} 160 64)">` +
          p('M160 64 Q150 110 160 150 Q172 110 160 64 Z', i % 2 ? a : c, edge(c), 1.5) +
          line('M160 70 L160 146', darken(c, 0.25), 1.2) +
          '</g>',
      )
      .join(''),
  fountain: (c, a) =>
    p('M30 130 Q30 186 100 186 Q170 186 170 130 Z', c) +
    ell(100, 130, 70, 16, lighten(c, 0.25)) +
    ell(100, 130, 56, 10, '#9fd3ef', '#6fb3d9') +
    rect(90, 74, 20, 56, 6, a) +
    p('M100 74 Q80 60 70 100 M100 74 Q120 60 130 100', 'none', '#6fb3d9', 5) +
    `<circle cx="70" cy="116" r="3" fill="#9fd3ef"/><circle cx="130" cy="116" r="3" fill="#9fd3ef"/>`,
  'litter-box': (c, a) =>
    p('M20 186 L20 110 Q20 40 100 40 Q180 40 180 110 L180 186 Z', c) +
    p('M66 186 L66 130 Q66 100 100 100 Q134 100 134 130 L134 186 Z', darken(c, 0.55)) +
    rect(12, 170, 176, 16, 6, darken(c, 0.15)) +
    rect(84, 46, 32, 12, 6, a) +
    gloss(34, 70, 10, 80),
  carrier: (c, a) =>
    rect(24, 70, 152, 110, 18, c) +
    rect(44, 90, 60, 70, 10, darken(c, 0.5)) +
    Array.from({ length: 5 }, (_, i) =>
      line(`M${52 + i * 11} 92 L${52 + i * 11} 158`, '#c7ccd1', 3),
    ).join('') +
    Array.from({ length: 3 }, (_, i) => rect(120, 96 + i * 18, 40, 8, 4, darken(c, 0.2))).join('') +
    p('M70 70 Q70 36 100 36 Q130 36 130 70', 'none', a, 10),
  treats: (c, a) =>
    p('M50 40 L150 40 Q160 110 150 186 L50 186 Q40 110 50 40 Z', c) +
    rect(50, 40, 100, 14, 4, darken(c, 0.2)) +
    ell(100, 112, 34, 26, a) +
    p(
      'M82 112 Q84 98 96 104 Q100 94 108 102 Q120 100 118 112 Q122 126 108 124 Q100 132 92 124 Q80 124 82 112 Z',
      darken(a, 0.3),
    ) +
    gloss(56, 60, 8, 100),
  'spot-on': (c, a) =>
    rect(34, 60, 132, 126, 10, c) +
    rect(46, 72, 108, 50, 8, lighten(a, 0.2)) +
    [60, 88, 116, 144]
      .map(
        (x) =>
          p(`M${x - 8} 176 L${x - 8} 148 Q${x} 132 ${x + 8} 148 L${x + 8} 176 Z`, a) +
          line(`M${x} 140 L${x} 126`, darken(a, 0.3), 3),
      )
      .join('') +
    p('M86 90 L100 80 L114 90 L108 108 L92 108 Z', c),
  seeds: (c, a) =>
    p('M50 40 L150 40 L160 186 L40 186 Z', c) +
    p('M50 40 L58 26 L142 26 L150 40 Z', darken(c, 0.2)) +
    rect(62, 70, 76, 76, 38, lighten(a, 0.3)) +
    Array.from({ length: 14 }, (_, i) =>
      ell(
        76 + (i % 5) * 12,
        92 + Math.floor(i / 5) * 16,
        4,
        6,
        i % 3 ? '#e2c27a' : '#7a5a2e',
        '#5c4322',
      ),
    ).join('') +
    gloss(56, 50, 8, 120),
  cage: (c, a) =>
    p('M30 186 L30 80 Q30 30 100 30 Q170 30 170 80 L170 186 Z', 'none', bars(c), 4) +
    Array.from({ length: 9 }, (_, i) =>
      line(
        `M${46 + i * 13.5} ${i === 4 ? 30 : 36 + Math.abs(i - 4) * 4} L${46 + i * 13.5} 176`,
        bars(c),
        2.5,
      ),
    ).join('') +
    rect(24, 170, 152, 16, 4, a) +
    line('M60 120 L140 120', '#8a5a34', 5) +
    ell(100, 24, 12, 10, 'none', bars(c)) +
    p('M92 120 Q86 92 102 90 Q116 92 112 112 L120 118 L108 116 Q104 122 96 120 Z', '#6ec04a'),
  aquarium: (c) =>
    rect(18, 50, 164, 126, 6, '#bfe3f2', darken(c, 0.2)) +
    rect(18, 56, 164, 120, 4, '#7fc4e4', 'none') +
    p('M18 176 L18 156 Q60 146 100 156 Q140 166 182 152 L182 176 Z', '#e3c892', '#c8a86a') +
    p('M40 158 Q34 120 46 96 Q44 130 52 158 Z', '#3a9a4a') +
    p('M150 160 Q160 120 150 90 Q166 120 162 160 Z', '#3a9a4a') +
    p('M90 100 Q108 86 124 100 Q108 114 90 100 Z M90 100 L80 92 L80 108 Z', '#f28c28') +
    `<circle cx="115" cy="98" r="2" fill="#222"/><circle cx="130" cy="80" r="4" fill="#fff" fill-opacity="0.6"/><circle cx="136" cy="66" r="3" fill="#fff" fill-opacity="0.6"/>` +
    rect(12, 40, 176, 16, 4, c) +
    rect(12, 174, 176, 12, 3, c) +
    gloss(26, 64, 6, 90),
  flakes: (c, a) =>
    rect(56, 60, 88, 126, 10, c) +
    rect(52, 40, 96, 26, 6, a) +
    rect(68, 96, 64, 60, 6, lighten(c, 0.35)) +
    p('M78 126 Q96 108 114 126 Q96 144 78 126 Z M78 126 L68 116 L68 136 Z', a) +
    gloss(62, 70, 8, 100),
  bottle: (c, a) =>
    p(
      'M70 80 Q70 66 86 62 L86 40 L114 40 L114 62 Q130 66 130 80 L130 176 Q130 186 120 186 L80 186 Q70 186 70 176 Z',
      c,
    ) +
    rect(82, 24, 36, 20, 4, a) +
    rect(76, 104, 48, 52, 6, lighten(a, 0.3)) +
    p('M100 116 Q112 132 100 144 Q88 132 100 116 Z', '#4fa3d9') +
    gloss(76, 80, 8, 90),
  lamp: (c, a) =>
    p('M40 40 L160 40 L140 110 L60 110 Z', c) +
    ell(100, 110, 40, 10, lighten(a, 0.4)) +
    `<circle cx="100" cy="120" r="22" fill="#ffd666" stroke="#e0a72c" stroke-width="2.5"/>` +
    Array.from({ length: 7 }, (_, i) =>
      line(
        `M${100 + Math.cos(0.3 + i * 0.42) * 32} ${120 + Math.sin(0.3 + i * 0.42) * 32} L${100 + Math.cos(0.3 + i * 0.42) * 48} ${120 + Math.sin(0.3 + i * 0.42) * 48}`,
        '#f2b632',
        4,
      ),
    ).join('') +
    line('M100 40 L100 18', '#666', 4),
  hay: (c, a) =>
    p('M46 50 L154 50 L162 186 L38 186 Z', c) +
    rect(60, 80, 80, 70, 8, lighten(a, 0.25)) +
    Array.from({ length: 12 }, (_, i) =>
      line(`M${64 + i * 6} 150 Q${70 + i * 5} ${110 - (i % 3) * 8} ${80 + i * 4} 86`, '#b9a44a', 2),
    ).join('') +
    Array.from({ length: 8 }, (_, i) =>
      line(`M${70 + i * 9} 52 Q${66 + i * 10} 30 ${60 + i * 12} 20`, '#c9b45a', 2.5),
    ).join(''),
  hutch: (c, a) =>
    p('M20 70 L100 24 L180 70 Z', darken(a, 0.1)) +
    rect(30, 70, 140, 110, 4, c) +
    line('M30 124 L170 124', darken(c, 0.3), 4) +
    rect(42, 80, 70, 36, 3, '#f1ead8', edge(c)) +
    Array.from({ length: 7 }, (_, i) =>
      line(`M${48 + i * 10} 80 L${48 + i * 10} 116`, '#9aa0a6', 1.5),
    ).join('') +
    rect(122, 80, 38, 36, 3, darken(c, 0.25)) +
    rect(42, 132, 116, 40, 3, '#f1ead8', edge(c)) +
    Array.from({ length: 11 }, (_, i) =>
      line(`M${48 + i * 10} 132 L${48 + i * 10} 172`, '#9aa0a6', 1.5),
    ).join('') +
    line('M40 180 L40 192 M160 180 L160 192', darken(c, 0.3), 6),
  'first-aid': (c, a) =>
    rect(24, 64, 152, 116, 14, c) +
    p('M76 64 L76 46 Q76 38 84 38 L116 38 Q124 38 124 46 L124 64', 'none', darken(c, 0.3), 8) +
    rect(84, 92, 32, 64, 3, a, 'none') +
    rect(68, 108, 64, 32, 3, a, 'none') +
    line('M24 88 L176 88', darken(c, 0.15), 2),
  sale: (c, a) =>
    p('M30 60 L120 60 L170 110 L120 160 L30 160 Z', c) +
    `<circle cx="130" cy="110" r="9" fill="${lighten(c, 0.6)}" stroke="${edge(c)}" stroke-width="2.5"/>` +
    // A percent sign of shapes, so no font is needed.
    `<circle cx="58" cy="94" r="10" fill="none" stroke="${ink(c)}" stroke-width="7"/><circle cx="90" cy="128" r="10" fill="none" stroke="${ink(c)}" stroke-width="7"/>` +
    line('M92 86 L56 136', ink(c), 7) +
    [
      [40, 40, a],
      [170, 40, lighten(a, 0.2)],
      [60, 180, darken(a, 0.1)],
    ]
      .map(([x, y, col]) => p(`M${x} ${y} q14 -14 28 0 q-14 14 -28 0 Z`, col as string))
      .join(''),
  delivery: (c, a) =>
    rect(16, 70, 110, 90, 6, c) +
    p('M126 96 L164 96 L188 126 L188 160 L126 160 Z', a) +
    rect(140, 102, 26, 22, 3, '#bfe3f2', edge(a)) +
    `<circle cx="54" cy="164" r="16" fill="#333" stroke="#111" stroke-width="2.5"/><circle cx="54" cy="164" r="6" fill="#ccc"/>` +
    `<circle cx="156" cy="164" r="16" fill="#333" stroke="#111" stroke-width="2.5"/><circle cx="156" cy="164" r="6" fill="#ccc"/>` +
    paw(70, 110, 28, lighten(c, 0.4)),
  'starter-box': (c, a) =>
    p('M20 90 L100 110 L180 90 L180 176 L100 196 L20 176 Z', c) +
    p('M20 90 L100 110 L100 196 L20 176 Z', darken(c, 0.12)) +
    p('M20 90 L4 60 L86 80 L100 110 Z', lighten(c, 0.1)) +
    p('M180 90 L196 60 L114 80 L100 110 Z', lighten(c, 0.1)) +
    p('M60 84 Q60 40 80 44 Q92 50 84 88 Z', a) +
    `<circle cx="118" cy="70" r="18" fill="${lighten(a, 0.3)}" stroke="${edge(a)}" stroke-width="2.5"/>` +
    p('M140 86 L150 40 L160 42 L152 88 Z', darken(a, 0.2)) +
    paw(140, 146, 26, lighten(c, 0.4)),
};

/** The drawing of one kind of product in a 200 x 200 box, in the given colours. */
export function drawKind(kind: ProductKind, color: string, accent: string): string {
  return DRAW[kind](color, accent);
}

/** The product picture (square) or banner (a room with the product at one side), as SVG text. */
export function drawProduct(o: ProductPictureOptions): string {
  const kind = productKind(o.id, o.name);
  const c = o.colors[0] ?? '#4e7fa8';
  const a = o.colors[1] ?? lighten(c, 0.5);
  const { width: W, height: H } = o;
  const h = hash(`${o.id}`);
  const bg = luminance(c) > 0.5 ? '#dfe6ec' : ['#f3efe7', '#eef3f1', '#f2eef5', '#eef2f7'][h % 4]!;
  const drawing = drawKind(kind, c, a);
  if (!o.scene) {
    const s = Math.min(W, H) / 230;
    const tx = (W - 200 * s) / 2;
    const ty = (H - 200 * s) / 2 + 8 * s;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs><radialGradient id="bg" cx="0.4" cy="0.35" r="0.85"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<ellipse cx="${r1(W / 2)}" cy="${r1(ty + 188 * s)}" rx="${r1(80 * s)}" ry="${r1(8 * s)}" fill="#000" fill-opacity="0.12"/>` +
      `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${Math.round(s * 1000) / 1000})">${drawing}</g></svg>`
    );
  }
  // Banner: a wall in the product's tint, a floor, a window of light; the product stands on the
  // floor on the right, leaving the left for the banner's text.
  const wall = lighten(c, 0.72);
  const floorY = H * 0.78;
  const s = (H * 0.74) / 200;
  const right = W > H * 2 ? W * 0.72 : W * 0.62;
  const tx = right - 100 * s;
  const ty = floorY - 186 * s;
  const decor = sceneDecor(W, H, floorY, a);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.4)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wall, 0.18)}"/><stop offset="1" stop-color="${darken(wall, 0.3)}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${r1(floorY)}" width="${W}" height="${r1(H - floorY)}" fill="url(#floor)"/>` +
    decor +
    `<ellipse cx="${r1(right)}" cy="${r1(floorY)}" rx="${r1(90 * s)}" ry="${r1(9 * s)}" fill="#000" fill-opacity="0.15"/>` +
    // A ball on the floor beside the product: the room is lived in.
    `<circle cx="${r1(right - 125 * s)}" cy="${r1(floorY - 16 * s)}" r="${r1(16 * s)}" fill="${a}" stroke="${edge(a)}" stroke-width="${r1(2.5 * s)}"/>` +
    `<path d="M${r1(right - 139 * s)} ${r1(floorY - 22 * s)}q${r1(14 * s)} ${r1(10 * s)} ${r1(28 * s)} 0" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${r1(3 * s)}"/>` +
    `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${Math.round(s * 1000) / 1000})">${drawing}</g></svg>`
  );
}

function sceneDecor(W: number, H: number, floorY: number, a: string): string {
  // A window of light and a plant: a room, not a blank card.
  const wx = W * 0.86;
  const ww = Math.min(W * 0.1, H * 0.35);
  const plant: Pt[] = ellipsePts(W * 0.93, floorY - H * 0.22, H * 0.07, H * 0.16, 12);
  return (
    `<rect x="${r1(wx - ww / 2)}" y="${r1(H * 0.1)}" width="${r1(ww)}" height="${r1(H * 0.42)}" rx="4" fill="#fff" fill-opacity="0.55"/>` +
    `<path d="M${r1(wx)} ${r1(H * 0.1)}V${r1(H * 0.52)}M${r1(wx - ww / 2)} ${r1(H * 0.31)}H${r1(wx + ww / 2)}" stroke="${darken(a, 0.1)}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<path d="${smooth(plant)}" fill="#5d9c59" stroke="#3f7a3c" stroke-width="2"/>` +
    `<rect x="${r1(W * 0.93 - H * 0.05)}" y="${r1(floorY - H * 0.08)}" width="${r1(H * 0.1)}" height="${r1(H * 0.08)}" rx="3" fill="${a}"/>` +
    `<line x1="0" y1="${r1(floorY)}" x2="${W}" y2="${r1(floorY)}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
  );
}
