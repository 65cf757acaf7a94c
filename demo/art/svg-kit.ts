/**
 * Small geometry and colour helpers for the drawn demo pictures (decision 050). Shapes are kept
 * as lists of points, so one outline can be filled smoothly, given a furry edge, or reused as a
 * clip path for coat patterns. Every number is rounded, so the same input gives the same bytes.
 */

export type Pt = readonly [number, number];

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** FNV-1a: a stable number from a text, for the few seeded choices. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic random sequence (mulberry32). */
export function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ---- colours ----

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1]!, 16) : 0x888888;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const toHex = (c: number[]): string =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(c: string): number {
  const [r, g, b] = parseHex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A darker or lighter shade for outlines: always visible against the colour itself. */
export const edge = (c: string): string =>
  luminance(c) < 0.06 ? lighten(c, 0.22) : darken(c, 0.38);

// ---- curves and outlines ----

export function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n = 10): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

export function quad(p0: Pt, p1: Pt, p2: Pt, n = 10): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ]);
  }
  return out;
}

/** Joins curve pieces, dropping the repeated point where one ends and the next starts. */
export function chain(...parts: Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const part of parts) {
    for (const p of part) {
      const last = out[out.length - 1];
      if (!last || Math.abs(last[0] - p[0]) > 0.01 || Math.abs(last[1] - p[1]) > 0.01) out.push(p);
    }
  }
  return out;
}

export function ellipsePts(cx: number, cy: number, rx: number, ry: number, n = 24, rot = 0): Pt[] {
  const out: Pt[] = [];
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    out.push([cx + x * c - y * s, cy + x * s + y * c]);
  }
  return out;
}

/** A closed smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(pts: readonly Pt[], closed = true): string {
  const n = pts.length;
  if (n < 3) return '';
  const at = (i: number): Pt =>
    closed ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${r1(pts[0]![0])} ${r1(pts[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d +=
      `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

export const poly = (pts: readonly Pt[]): string =>
  'M' + pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join('L') + 'Z';

/**
 * A tapering band along a centre line: the outline of a tail, a leg, a neck or an ear.
 * `widths` are given at the start and the end (and optionally the middle).
 */
export function tube(centre: readonly Pt[], w0: number, w1: number, wMid?: number): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  const n = centre.length;
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1);
    const w =
      wMid === undefined
        ? w0 + (w1 - w0) * t
        : t < 0.5
          ? w0 + (wMid - w0) * t * 2
          : wMid + (w1 - wMid) * (t - 0.5) * 2;
    const a = centre[Math.max(0, i - 1)]!;
    const b = centre[Math.min(n - 1, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    left.push([centre[i]![0] + (nx * w) / 2, centre[i]![1] + (ny * w) / 2]);
    right.push([centre[i]![0] - (nx * w) / 2, centre[i]![1] - (ny * w) / 2]);
  }
  return [...left, ...right.reverse()];
}

function signedArea(pts: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** The closed outline resampled at (about) even steps. */
export function resample(pts: readonly Pt[], step: number): Pt[] {
  const n = pts.length;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % n]!;
    total += Math.hypot(q[0] - p[0], q[1] - p[1]);
  }
  const count = Math.max(6, Math.round(total / step));
  const each = total / count;
  const out: Pt[] = [];
  let seg = 0;
  let segStart = 0;
  for (let k = 0; k < count; k++) {
    const target = k * each;
    for (;;) {
      const p = pts[seg % n]!;
      const q = pts[(seg + 1) % n]!;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (target <= segStart + len || seg >= n * 2) {
        const t = len ? (target - segStart) / len : 0;
        out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
        break;
      }
      segStart += len;
      seg++;
    }
  }
  return out;
}

export type FurEdge = 'tufts' | 'curls' | 'wire';

/**
 * The outline with a fur edge: pointed tufts (long or fluffy coats), round curls (curly coats)
 * or short jagged hairs (wire coats). `amp` is how far the hair stands out.
 */
export function furPath(
  pts: readonly Pt[],
  step: number,
  amp: number,
  kind: FurEdge,
  seed = 'f',
): string {
  const ring = resample(pts, step);
  const outward = signedArea(pts) > 0 ? -1 : 1;
  const rand = rng(seed);
  const n = ring.length;
  let d = `M${r1(ring[0]![0])} ${r1(ring[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = (dy / len) * outward;
    const ny = (-dx / len) * outward;
    const a = amp * (0.7 + rand() * 0.6);
    if (kind === 'curls') {
      d += `Q${r1(p[0] + dx * 0.5 + nx * a * 1.6)} ${r1(p[1] + dy * 0.5 + ny * a * 1.6)} ${r1(q[0])} ${r1(q[1])}`;
    } else {
      // Tufts lean backwards along the outline, as brushed hair does.
      const lean = kind === 'tufts' ? 0.85 : 0.5;
      d += `L${r1(p[0] + dx * lean + nx * a)} ${r1(p[1] + dy * lean + ny * a)}L${r1(q[0])} ${r1(q[1])}`;
    }
  }
  return d + 'Z';
}
