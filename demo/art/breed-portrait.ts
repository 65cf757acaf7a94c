// Over 300 lines on purpose: the portrait of a quadruped is one drawing, part by part, read in order.
/**
 * Breed portraits (decision 050): a whole animal seen from the side, facing right, drawn from
 * its traits (demo/art/breed-traits.ts) and the breed's colours, on a softly lit background.
 * Pure: the same traits, colours and size give the same SVG text.
 */
import type { BreedTraits, QuadrupedTraits } from './breed-traits.ts';
import { drawBird, drawFish, drawSmallPet } from './small-animals.ts';
import {
  bezier,
  chain,
  darken,
  edge,
  ellipsePts,
  furPath,
  hash,
  lighten,
  luminance,
  mix,
  poly,
  quad,
  r1,
  rng,
  smooth,
  tube,
  type Pt,
} from './svg-kit.ts';

export interface PortraitOptions {
  traits: BreedTraits;
  colors: readonly string[];
  width: number;
  height: number;
  /** Picks the background tint; the breed key. */
  seed: string;
}

/** The drawing of an animal, in its own units, before it is fitted into the picture. */
export interface Figure {
  /** SVG elements (and their <defs>) in figure units. */
  body: string;
  defs: string;
  /** Bounding box of the figure, ground at y = 0. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
  /** Main colour, to choose a background that stands apart from it. */
  main: string;
  /** Whether the animal stands on the ground (a shadow is drawn) or floats (fish). */
  grounded: boolean;
}

/** The numbers a quadruped's shape is built from; exported for the tests. */
export interface QuadrupedShape {
  bodyLength: number;
  chestDepth: number;
  legHeight: number;
  legWidth: number;
  tuck: number;
  headRadius: number;
  neckLength: number;
  muzzleLength: number;
  muzzleDepth: number;
}

const BUILDS: Record<
  QuadrupedTraits['build'],
  Omit<QuadrupedShape, 'muzzleLength' | 'muzzleDepth'>
> = {
  toy: {
    bodyLength: 74,
    chestDepth: 36,
    legHeight: 36,
    legWidth: 9,
    tuck: 0.35,
    headRadius: 23,
    neckLength: 16,
  },
  cobby: {
    bodyLength: 82,
    chestDepth: 46,
    legHeight: 26,
    legWidth: 16,
    tuck: 0.1,
    headRadius: 25,
    neckLength: 10,
  },
  square: {
    bodyLength: 100,
    chestDepth: 47,
    legHeight: 44,
    legWidth: 15,
    tuck: 0.3,
    headRadius: 22,
    neckLength: 22,
  },
  heavy: {
    bodyLength: 106,
    chestDepth: 56,
    legHeight: 44,
    legWidth: 19,
    tuck: 0.2,
    headRadius: 26,
    neckLength: 18,
  },
  lean: {
    bodyLength: 100,
    chestDepth: 44,
    legHeight: 62,
    legWidth: 10,
    tuck: 0.9,
    headRadius: 17,
    neckLength: 32,
  },
  'long-low': {
    bodyLength: 138,
    chestDepth: 42,
    legHeight: 14,
    legWidth: 14,
    tuck: 0.15,
    headRadius: 19,
    neckLength: 22,
  },
  low: {
    bodyLength: 96,
    chestDepth: 42,
    legHeight: 22,
    legWidth: 14,
    tuck: 0.15,
    headRadius: 20,
    neckLength: 20,
  },
  rangy: {
    bodyLength: 116,
    chestDepth: 46,
    legHeight: 48,
    legWidth: 14,
    tuck: 0.4,
    headRadius: 22,
    neckLength: 24,
  },
};

const MUZZLE: Record<QuadrupedTraits['muzzle'], [number, number]> = {
  // length and depth, times the head radius
  flat: [0.12, 1.0],
  short: [0.5, 0.8],
  medium: [0.95, 0.7],
  long: [1.3, 0.6],
  'very-long': [1.75, 0.5],
};

export function quadrupedShape(t: QuadrupedTraits): QuadrupedShape {
  const base = { ...BUILDS[t.build] };
  if (t.kind === 'cat') {
    // Cats: smaller heads on shorter necks, lighter legs, hardly any tuck.
    base.headRadius *= 0.92;
    base.neckLength *= 0.5;
    base.legWidth *= 0.8;
    base.tuck = Math.min(base.tuck, 0.3);
  }
  if (t.kind === 'ferret') {
    base.bodyLength = 150;
    base.chestDepth = 34;
    base.legHeight = 16;
    base.legWidth = 11;
    base.headRadius = 16;
    base.neckLength = 20;
  }
  const [ml, md] = MUZZLE[t.muzzle];
  const catScale = t.kind === 'cat' ? 0.45 : 1;
  return {
    ...base,
    muzzleLength: base.headRadius * ml * catScale,
    muzzleDepth: base.headRadius * md * (t.kind === 'cat' ? 0.75 : 1),
  };
}

function tintOf(
  colors: readonly string[],
  tint?: [number, number, number],
): [string, string, string] {
  const list = colors.length ? colors : ['#b08a5a'];
  const at = (i: number) => list[i % list.length]!;
  const [a, b, c] = tint ?? [0, 1, 2];
  return [
    at(a),
    list.length > 1 ? at(b) : lighten(at(a), 0.6),
    list.length > 2 ? at(c) : darken(at(a), 0.5),
  ];
}

const WHITE = '#f6f2ea';
/** The lightest of the breed's colours when it is near white, else a warm white. */
const whiteOf = (colors: readonly string[]): string =>
  [...colors].sort((x, y) => luminance(y) - luminance(x)).find((c) => luminance(c) > 0.6) ?? WHITE;
const darkestOf = (colors: readonly string[]): string =>
  [...colors].sort((x, y) => luminance(x) - luminance(y))[0] ?? '#222';

interface Part {
  pts: Pt[];
  fur?: { kind: 'tufts' | 'curls' | 'wire'; amp: number; step: number };
}

const pathOf = (p: Part, seed: string): string =>
  p.fur ? furPath(p.pts, p.fur.step, p.fur.amp, p.fur.kind, seed) : smooth(p.pts);

/** Draws a dog, a cat or a ferret. */
export function drawQuadruped(t: QuadrupedTraits, colors: readonly string[], id: string): Figure {
  const s = quadrupedShape(t);
  const { bodyLength: L, chestDepth: D, legHeight: LH, legWidth: LW, headRadius: R } = s;
  const [main, second, third] = tintOf(colors, t.tint);
  const white = whiteOf(colors);
  const isCat = t.kind === 'cat';
  const rand = rng(id);

  const x0 = 0;
  const x1 = L;
  const top = -(LH + D);
  const chestY = -LH;
  const loinY = -LH - s.tuck * D * 0.55;

  // ---- fur ----
  const furAmp =
    t.coat === 'fluffy' || t.coat === 'shaggy'
      ? D * 0.13
      : t.coat === 'curly'
        ? D * 0.06
        : t.coat === 'wire'
          ? D * 0.07
          : t.coat === 'long' || t.coat === 'feathered'
            ? D * 0.08
            : 0;
  const furKind: 'tufts' | 'curls' | 'wire' =
    t.coat === 'curly' ? 'curls' : t.coat === 'wire' ? 'wire' : 'tufts';
  const bodyFur =
    t.coat === 'fluffy' || t.coat === 'shaggy' || t.coat === 'curly' || t.coat === 'wire'
      ? { kind: furKind, amp: furAmp, step: t.coat === 'curly' ? D * 0.16 : D * 0.14 }
      : undefined;
  const smallFur = bodyFur
    ? { ...bodyFur, amp: bodyFur.amp * 0.55, step: bodyFur.step * 0.7 }
    : undefined;

  // ---- body ----
  const torso = chain(
    bezier(
      [x0, top + D * 0.35],
      [x0, top + D * 0.02],
      [x0 + L * 0.18, top],
      [x0 + L * 0.45, top + D * 0.05],
    ),
    bezier(
      [x0 + L * 0.45, top + D * 0.05],
      [x0 + L * 0.7, top + D * 0.08],
      [x1 - L * 0.12, top - D * 0.08],
      [x1 - L * 0.02, top + D * 0.2],
    ),
    bezier(
      [x1 - L * 0.02, top + D * 0.2],
      [x1 + L * 0.08, top + D * 0.45],
      [x1 + L * 0.04, chestY],
      [x1 - L * 0.2, chestY],
    ),
    bezier(
      [x1 - L * 0.2, chestY],
      [x1 - L * 0.45, chestY + 1],
      [x0 + L * 0.42, loinY],
      [x0 + L * 0.22, loinY],
    ),
    bezier(
      [x0 + L * 0.22, loinY],
      [x0 + L * 0.05, loinY],
      [x0 - L * 0.04, top + D * 0.7],
      [x0, top + D * 0.35],
    ),
  );
  const thigh = ellipsePts(x0 + L * 0.17, top + D * 0.55, L * 0.17 + D * 0.05, D * 0.5, 20);

  const frontLeg = (dx: number): Pt[] => {
    const fx = x1 - L * 0.17 + dx;
    return tube(
      chain(
        bezier(
          [fx, top + D * 0.45],
          [fx - LW * 0.5, chestY + D * 0.1],
          [fx, -LH * 0.4],
          [fx + LW * 0.15, -LW * 0.35],
          8,
        ),
      ),
      LW * 1.7,
      LW * 0.85,
      LW * 1.05,
    );
  };
  const rearLeg = (dx: number): Pt[] => {
    const rx = x0 + L * 0.16 + dx;
    return tube(
      chain(
        bezier(
          [rx, top + D * 0.5],
          [rx + L * 0.12, chestY],
          [rx - L * 0.12, -LH * 0.3],
          [rx - L * 0.03, -LW * 0.35],
          10,
        ),
      ),
      LW * 2.1,
      LW * 0.85,
      LW * 1.2,
    );
  };
  const paw = (x: number): Pt[] => ellipsePts(x + LW * 0.35, -LW * 0.3, LW * 0.72, LW * 0.32, 14);
  const farLegs = [
    frontLeg(-L * 0.11),
    rearLeg(L * 0.1),
    paw(x1 - L * 0.17 - L * 0.11 + LW * 0.15),
    paw(x0 + L * 0.13 + L * 0.1),
  ];
  const nearLegs = [frontLeg(0), rearLeg(0), paw(x1 - L * 0.17 + LW * 0.15), paw(x0 + L * 0.13)];

  // ---- neck and head ----
  const lowCarriage = t.build === 'long-low' || t.kind === 'ferret';
  const neckBase: Pt = [x1 - L * 0.1, top + D * 0.3];
  const hx = x1 + (lowCarriage ? s.neckLength * 0.8 : s.neckLength * 0.5) + R * 0.25;
  const hy = top - (lowCarriage ? s.neckLength * 0.3 : s.neckLength * 0.6) - R * 0.1;
  const neck = tube(
    chain(quad(neckBase, [hx - R * 0.5, top - D * 0.05], [hx - R * 0.1, hy + R * 0.2], 8)),
    D * 0.9,
    R * 1.7,
  );

  let skullRx = R * 1.02;
  let skullRy = R * 0.95;
  if (t.skull === 'domed') skullRy = R * 1.08;
  if (t.skull === 'broad') skullRx = R * 1.1;
  if (t.skull === 'wedge') {
    skullRx = R * 1.08;
    skullRy = R * 0.82;
  }
  const skull = ellipsePts(hx, hy, skullRx, skullRy, 22);

  const ml = s.muzzleLength;
  const md = s.muzzleDepth;
  const mFront = hx + skullRx * 0.55 + ml;
  const mTop =
    t.skull === 'egg' ? hy - R * 0.35 : hy - md * 0.32 + (t.muzzle === 'flat' ? R * 0.05 : 0);
  const mBottom = mTop + md;
  const muzzle =
    t.skull === 'egg'
      ? // Bull Terrier: skull and muzzle one smooth egg, no stop.
        ellipsePts(hx + ml * 0.55, hy + R * 0.05, skullRx * 0.7 + ml * 0.6, R * 0.78, 22, 0.32)
      : chain(
          bezier(
            [hx + skullRx * 0.2, mTop - R * 0.12],
            [hx + skullRx * 0.6, mTop - R * 0.02],
            [mFront - md * 0.4, mTop],
            [mFront, mTop + md * 0.15],
            6,
          ),
          bezier(
            [mFront, mTop + md * 0.15],
            [mFront + md * 0.12, mTop + md * 0.4],
            [mFront + md * 0.05, mBottom - md * 0.35],
            [mFront - md * 0.1, mBottom - md * 0.25],
            6,
          ),
          bezier(
            [mFront - md * 0.1, mBottom - md * 0.25],
            [mFront - ml * 0.5, mBottom + (t.jowls ? md * 0.35 : 0)],
            [hx + R * 0.4, mBottom + (t.jowls ? md * 0.3 : md * 0.05)],
            [hx + R * 0.05, hy + R * 0.7],
            8,
          ),
          [[hx - R * 0.1, hy + R * 0.2]],
        );
  const nose = ellipsePts(
    mFront - md * 0.02,
    mTop + md * 0.2,
    Math.max(R * 0.2, md * 0.22),
    Math.max(R * 0.14, md * 0.17),
    14,
  );

  // ---- ears ----
  const earTop = hy - skullRy * 0.8;
  const ears: Part[] = [];
  const farEars: Part[] = [];
  const earFur =
    t.coat === 'curly' ? { kind: 'curls' as const, amp: R * 0.12, step: R * 0.3 } : undefined;
  const earSize = isCat ? 0.85 : 1;
  switch (t.ears) {
    case 'pricked':
    case 'tufted':
    case 'large':
    case 'bat': {
      const tall =
        (t.ears === 'large' ? 1.55 : t.ears === 'bat' ? 1.35 : isCat ? 1.0 : 1.15) * R * earSize;
      const wide = (t.ears === 'large' || t.ears === 'bat' ? 0.62 : 0.45) * R;
      const tipX = hx - R * 0.2;
      const round = t.ears === 'bat' || (t.ears === 'large' && !isCat);
      const ear = (dx: number): Pt[] =>
        chain(
          [[tipX - wide + dx, earTop + R * 0.35]],
          quad(
            [tipX - wide + dx, earTop + R * 0.35],
            [tipX - wide * 0.7 + dx, earTop - tall * 0.6],
            [tipX + dx, earTop - tall],
            round ? 6 : 2,
          ),
          quad(
            [tipX + dx, earTop - tall],
            [tipX + wide * 0.7 + dx, earTop - tall * 0.5],
            [tipX + wide * 0.9 + dx, earTop + R * 0.3],
            round ? 6 : 2,
          ),
        );
      ears.push({ pts: ear(0) });
      farEars.push({ pts: ear(R * 0.55) });
      if (t.ears === 'tufted')
        ears.push({
          pts: [
            [tipX - 2, earTop - tall + 3],
            [tipX + 1, earTop - tall - R * 0.45],
            [tipX + 3, earTop - tall + 3],
          ],
        });
      break;
    }
    case 'semi-pricked': {
      const tall = R * 0.95;
      const ear = (dx: number): Pt[] => [
        [hx - R * 0.7 + dx, earTop + R * 0.3],
        [hx - R * 0.35 + dx, earTop - tall],
        [hx + R * 0.1 + dx, earTop - tall * 0.45],
        [hx + R * 0.15 + dx, earTop + R * 0.25],
      ];
      ears.push({ pts: ear(0) });
      farEars.push({ pts: ear(R * 0.5) });
      break;
    }
    case 'folded': {
      ears.push({
        pts: isCat
          ? [
              [hx - R * 0.55, earTop + R * 0.25],
              [hx - R * 0.3, earTop - R * 0.3],
              [hx + R * 0.1, earTop - R * 0.1],
              [hx, earTop + R * 0.3],
            ]
          : [
              [hx - R * 0.55, earTop + R * 0.2],
              [hx - R * 0.35, earTop - R * 0.35],
              [hx + R * 0.35, earTop + R * 0.15],
              [hx + R * 0.2, earTop + R * 0.4],
            ],
      });
      break;
    }
    case 'rose': {
      ears.push({
        pts: [
          [hx - R * 0.25, earTop + R * 0.1],
          [hx - R * 0.5, earTop - R * 0.3],
          [hx - R * 1.05, earTop - R * 0.1],
          [hx - R * 0.75, earTop + R * 0.3],
        ],
      });
      break;
    }
    case 'drop':
    case 'feathered':
    case 'pendant': {
      const hang = t.ears === 'pendant' ? R * 2.4 : t.ears === 'feathered' ? R * 1.7 : R * 1.15;
      const w = t.ears === 'drop' ? R * 0.62 : R * 0.72;
      const ex = hx - R * 0.35;
      ears.push({
        pts: chain(
          bezier(
            [ex - w * 0.4, earTop + R * 0.05],
            [ex - w * 0.9, earTop + hang * 0.4],
            [ex - w * 0.7, earTop + hang],
            [ex - w * 0.05, earTop + hang],
            8,
          ),
          bezier(
            [ex - w * 0.05, earTop + hang],
            [ex + w * 0.55, earTop + hang],
            [ex + w * 0.6, earTop + hang * 0.4],
            [ex + w * 0.45, earTop - R * 0.05],
            8,
          ),
          [[ex, earTop - R * 0.18]],
        ),
        fur:
          earFur ??
          (t.ears === 'feathered' || t.coat === 'long'
            ? { kind: 'tufts', amp: R * 0.2, step: R * 0.22 }
            : t.coat === 'fluffy' || t.coat === 'shaggy'
              ? { kind: 'tufts', amp: R * 0.12, step: R * 0.25 }
              : undefined),
      });
      break;
    }
  }

  // ---- tail ----
  const tb: Pt = [x0 + L * 0.02, top + D * 0.2];
  const tailFluff =
    t.coat === 'fluffy' || t.coat === 'shaggy'
      ? 1.7
      : t.coat === 'feathered' || t.coat === 'long'
        ? 1.35
        : 1;
  let tail: Part | null = null;
  const tailFurKind = furKind;
  const tailFur = (amp: number) => ({ kind: tailFurKind, amp, step: D * 0.12 });
  switch (t.tail) {
    case 'curled':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.14, top - D * 0.75],
              [x0 + L * 0.32, top - D * 0.8],
              [x0 + L * 0.2, top - D * 0.02],
              12,
            ),
          ),
          D * 0.3 * tailFluff,
          D * 0.17 * tailFluff,
          D * 0.3 * tailFluff,
        ),
        fur: bodyFur ? tailFur(furAmp) : undefined,
      };
      break;
    case 'sickle':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.12, top - D * 0.1],
              [x0 - L * 0.1, top - D * 0.7],
              [x0 + L * 0.02, top - D * 0.85],
              10,
            ),
          ),
          D * 0.2 * tailFluff,
          D * 0.07 * tailFluff,
        ),
        fur: bodyFur ? tailFur(furAmp * 0.6) : undefined,
      };
      break;
    case 'otter':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.12, top + D * 0.25],
              [x0 - L * 0.2, top + D * 0.7],
              [x0 - L * 0.26, -LH * 0.45],
              10,
            ),
          ),
          D * 0.34,
          D * 0.07,
        ),
      };
      break;
    case 'bob':
      tail = {
        pts: tube(
          chain(quad(tb, [x0 - L * 0.05, top + D * 0.05], [x0 - L * 0.07, top + D * 0.02], 4)),
          D * 0.2,
          D * 0.16,
        ),
        fur: smallFur,
      };
      break;
    case 'plumed':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.15, top - D * 0.1],
              [x0 - L * 0.12, top - D * 0.6],
              [x0 + L * 0.05, top - D * 0.7],
              12,
            ),
          ),
          D * 0.22 * tailFluff,
          D * 0.1 * tailFluff,
          D * 0.3 * tailFluff,
        ),
        fur: { kind: furKind, amp: Math.max(furAmp, D * 0.12), step: D * 0.1 },
      };
      break;
    case 'whip':
    case 'ring': {
      const end: Pt = [x0 - L * 0.2, -LH * 0.35];
      const centre = chain(
        bezier(tb, [x0 - L * 0.08, top + D * 0.6], [x0 - L * 0.1, -LH * 0.2], end, 12),
      );
      if (t.tail === 'ring')
        centre.push(
          ...ellipsePts(
            end[0] + D * 0.12,
            end[1] - D * 0.1,
            D * 0.14,
            D * 0.14,
            10,
            Math.PI * 0.8,
          ).slice(0, 8),
        );
      tail = {
        pts: tube(centre, D * 0.14 * (t.kind === 'ferret' ? 1.6 : 1), D * 0.05),
        fur: smallFur,
      };
      break;
    }
    case 'saber':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.1, top + D * 0.45],
              [x0 - L * 0.14, -LH * 0.35],
              [x0 - L * 0.08, -LH * 0.15],
              12,
            ),
          ),
          D * 0.26 * tailFluff,
          D * 0.12 * tailFluff,
          D * 0.3 * tailFluff,
        ),
        fur: bodyFur || t.coat === 'feathered' ? tailFur(Math.max(furAmp, D * 0.08)) : undefined,
      };
      break;
    case 'pom':
      tail = {
        pts: tube(
          chain(quad(tb, [x0 - L * 0.1, top - D * 0.1], [x0 - L * 0.06, top - D * 0.55], 8)),
          D * 0.12,
          D * 0.08,
        ),
      };
      break;
    case 'cat':
    case 'brush':
      tail = {
        pts: tube(
          chain(
            bezier(
              tb,
              [x0 - L * 0.3, top + D * 0.3],
              [x0 - L * 0.28, top - D * 1.0],
              [x0 - L * 0.12, top - D * 1.25],
              14,
            ),
          ),
          D * 0.2 * (t.tail === 'brush' ? 1.7 : 1),
          D * 0.14 * (t.tail === 'brush' ? 1.5 : 1),
        ),
        fur:
          t.tail === 'brush'
            ? tailFur(furAmp || D * 0.1)
            : bodyFur
              ? tailFur(furAmp * 0.6)
              : undefined,
      };
      break;
    case 'none':
      break;
  }
  const pom =
    t.tail === 'pom' ? ellipsePts(x0 - L * 0.06, top - D * 0.6, D * 0.2, D * 0.2, 14) : null;

  // ---- long coats: the hair that hangs from the body ----
  const extras: Part[] = [];
  if (t.coat === 'long') {
    // A curtain of hair from the back line to the floor, hiding most of the legs.
    const skirt = chain(
      [[x0 - L * 0.06, top + D * 0.3]],
      bezier(
        [x0, top - D * 0.02],
        [x0 + L * 0.4, top - D * 0.02],
        [x1 - L * 0.1, top - D * 0.08],
        [x1 + L * 0.05, top + D * 0.3],
        8,
      ),
      bezier(
        [x1 + L * 0.05, top + D * 0.3],
        [x1 + L * 0.12, -LH * 0.5],
        [x1 + L * 0.06, -LH * 0.15],
        [x1 - L * 0.05, -LW * 0.4],
        8,
      ),
      [[x0 + L * 0.5, -LW * 0.2]],
      bezier(
        [x0 - L * 0.05, -LW * 0.4],
        [x0 - L * 0.12, -LH * 0.2],
        [x0 - L * 0.12, top + D * 0.8],
        [x0 - L * 0.06, top + D * 0.3],
        8,
      ),
    );
    extras.push({ pts: skirt, fur: { kind: 'tufts', amp: D * 0.1, step: D * 0.12 } });
  }
  if (t.coat === 'feathered') {
    // Fringes: belly, chest and the backs of the legs.
    extras.push({
      pts: chain(
        bezier(
          [x0 + L * 0.25, loinY - D * 0.1],
          [x0 + L * 0.45, chestY + D * 0.1],
          [x1 - L * 0.3, chestY + D * 0.35],
          [x1 - L * 0.05, chestY - D * 0.1],
          10,
        ),
        [[x1 - L * 0.2, chestY - D * 0.4]],
        [[x0 + L * 0.35, loinY - D * 0.35]],
      ),
      fur: { kind: 'tufts', amp: D * 0.12, step: D * 0.12 },
    });
    extras.push({
      pts: ellipsePts(x1 + L * 0.01, top + D * 0.55, L * 0.09, D * 0.42, 14),
      fur: { kind: 'tufts', amp: D * 0.1, step: D * 0.12 },
    });
  }
  if (t.coat === 'fluffy' || t.coat === 'shaggy') {
    // The ruff round the neck and the fuller chest of a double coat.
    extras.push({
      pts: ellipsePts(x1 - L * 0.02, top + D * 0.2, R * 1.25 + D * 0.1, D * 0.62, 18, -0.5),
      fur: { kind: 'tufts', amp: furAmp * 1.2, step: D * 0.12 },
    });
  }
  const headExtras: Part[] = [];
  if (t.coat === 'curly' && t.kind === 'dog') {
    headExtras.push({
      pts: ellipsePts(hx - R * 0.1, hy - skullRy * 0.7, R * 0.9, R * 0.55, 16),
      fur: { kind: 'curls', amp: R * 0.1, step: R * 0.28 },
    });
  }
  if (t.coat === 'shaggy') {
    // Hair over the eyes and face.
    headExtras.push({
      pts: ellipsePts(hx + R * 0.25, hy - R * 0.1, R * 1.25, R * 0.95, 18),
      fur: { kind: 'tufts', amp: R * 0.2, step: R * 0.22 },
    });
  }
  if ((t.coat === 'fluffy' && isCat) || (t.kind === 'dog' && t.coat === 'fluffy')) {
    headExtras.push({
      pts: ellipsePts(hx - R * 0.25, hy + R * 0.25, R * 0.9, R * 0.85, 16),
      fur: { kind: 'tufts', amp: R * 0.14, step: R * 0.22 },
    });
  }
  const beard: Part | null = t.beard
    ? {
        pts: chain(
          [[hx + R * 0.3, mBottom - md * 0.3]],
          [[mFront + md * 0.05, mBottom - md * 0.45]],
          [[mFront - md * 0.05, mBottom + md * 0.45]],
          [[hx + R * 0.55, mBottom + md * 0.55]],
        ),
        fur: { kind: 'wire', amp: md * 0.14, step: md * 0.16 },
      }
    : null;

  // ---- assemble ----
  const near: Part[] = [
    ...(tail && t.tail !== 'curled' && t.tail !== 'plumed' ? [tail] : []),
    { pts: thigh, fur: bodyFur },
    { pts: torso, fur: bodyFur },
    ...nearLegs.map((pts, i) => ({ pts, fur: i < 2 ? smallFur : undefined })),
    { pts: neck, fur: bodyFur },
    ...extras,
    ...(tail && (t.tail === 'curled' || t.tail === 'plumed') ? [tail] : []),
    ...(pom ? [{ pts: pom, fur: { kind: 'curls' as const, amp: D * 0.04, step: D * 0.08 } }] : []),
    ...headExtras.filter((p) => p.pts !== headExtras[0]?.pts || t.coat !== 'shaggy'),
    { pts: skull, fur: t.coat === 'curly' || t.coat === 'wire' ? smallFur : undefined },
    { pts: muzzle, fur: t.coat === 'curly' ? smallFur : undefined },
    ...(beard ? [beard] : []),
    ...(t.coat === 'shaggy' ? headExtras : []),
  ];
  const farParts: Part[] = [
    ...farEars.map((p) => ({ ...p })),
    ...farLegs.map((pts, i) => ({ pts, fur: i < 2 ? smallFur : undefined })),
  ];
  const paths = near.map((p, i) => pathOf(p, `${id}-${i}`));
  const farPaths = farParts.map((p, i) => pathOf(p, `${id}-f${i}`));

  const hairless = t.coat === 'hairless';
  const coatMain = main;
  const line = edge(coatMain);
  const gradId = `${id}-coat`;
  const clipId = `${id}-clip`;
  const shadeId = `${id}-shade`;
  const defs =
    `<linearGradient id="${gradId}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(hy - R * 1.5)}" x2="0" y2="0">` +
    `<stop offset="0" stop-color="${lighten(coatMain, 0.16)}"/><stop offset="0.55" stop-color="${coatMain}"/><stop offset="1" stop-color="${darken(coatMain, 0.22)}"/></linearGradient>` +
    `<linearGradient id="${shadeId}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(top)}" x2="0" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>` +
    `<clipPath id="${clipId}">${paths.map((d) => `<path d="${d}"/>`).join('')}</clipPath>`;

  const outlineW = Math.max(1.6, D * 0.045);
  const farFill = darken(coatMain, 0.28);
  const far =
    `<g fill="${farFill}" stroke="${darken(line, 0.1)}" stroke-width="${r1(outlineW)}" stroke-linejoin="round">` +
    farPaths.map((d) => `<path d="${d}"/>`).join('') +
    `</g>`;
  const outline = `<g fill="${line}" stroke="${line}" stroke-width="${r1(outlineW * 2)}" stroke-linejoin="round">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  const fill = `<g fill="url(#${gradId})">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>`;

  // ---- coat pattern, clipped to the animal ----
  const marks: string[] = [];
  const fillPts = (pts: Pt[], color: string, opacity = 1) =>
    marks.push(
      `<path d="${smooth(pts)}" fill="${color}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`,
    );
  const rect = (x: number, y: number, w: number, h: number, color: string) =>
    marks.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${color}"/>`,
    );
  const lowLegs = (color: string, h: number) => rect(x0 - L * 0.4, -h, L * 2, h + LW, color);
  const bib = (color: string) => {
    fillPts(ellipsePts(x1 + L * 0.02, top + D * 0.62, L * 0.12, D * 0.42, 16), color);
    marks.push(
      `<path d="${smooth(tube(chain(quad([x1, top + D * 0.4], [hx, top], [hx + R * 0.3, hy + R * 0.6], 6)), R * 0.7, R * 0.5))}" fill="${color}"/>`,
    );
  };
  const blaze = (color: string) => {
    marks.push(
      `<path d="${smooth(tube(chain(quad([mFront - md * 0.3, mTop + md * 0.1], [hx + R * 0.5, hy - R * 0.3], [hx, hy - skullRy * 0.9], 6)), R * 0.14, R * 0.3))}" fill="${color}"/>`,
    );
    fillPts(
      ellipsePts(mFront - ml * 0.45, mTop + md * 0.55, ml * 0.55 + md * 0.3, md * 0.5, 14),
      color,
    );
  };
  const tailTip = (color: string) => {
    if (!tail) return;
    const end = tail.pts[Math.floor(tail.pts.length / 2)]!;
    fillPts(ellipsePts(end[0], end[1], D * 0.18, D * 0.18, 12), color);
  };
  const muzzleMask = (color: string) => {
    if (t.muzzle === 'flat') {
      // A flat face: the mask is the front of the face only, so the eye stays on the coat.
      fillPts(ellipsePts(mFront - R * 0.12, mTop + md * 0.4, R * 0.32, md * 0.55, 16), color);
      return;
    }
    fillPts(
      ellipsePts(mFront - ml * 0.3, mTop + md * 0.45, ml * 0.6 + R * 0.35, md * 0.75, 16),
      color,
    );
    fillPts(ellipsePts(hx + R * 0.45, hy - R * 0.15, R * 0.3, R * 0.25, 12), color, 0.8);
  };
  // Ears are drawn over the head with their own outline, so drop ears read at thumbnail size.
  let earFill = darken(main, 0.1);
  const earColour = (color: string) => {
    earFill = color;
  };
  const stripes = (color: string, count: number, width: number, curve: number, opacity = 0.85) => {
    for (let i = 0; i < count; i++) {
      const x = x0 + (L * (i + 0.5)) / count + (rand() - 0.5) * L * 0.04;
      marks.push(
        `<path d="${smooth(tube(chain(quad([x, top - D * 0.1], [x + curve, top + D * 0.5], [x - curve * 0.3, 0], 6)), width, width * 0.6))}" fill="${color}" fill-opacity="${opacity}"/>`,
      );
    }
  };
  const spots = (color: string, count: number, size: number, ring = false) => {
    for (let i = 0; i < count; i++) {
      const x = x0 - L * 0.05 + rand() * (hx + R - x0 + L * 0.05);
      const y = hy - R + rand() * (-hy + R);
      const rr = size * (0.6 + rand() * 0.7);
      marks.push(
        ring
          ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rr)}" fill="none" stroke="${color}" stroke-width="${r1(rr * 0.55)}"/>`
          : `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rr)}" fill="${color}"/>`,
      );
    }
  };
  const saddle = (color: string) =>
    fillPts(
      chain(
        bezier(
          [x0 - L * 0.05, top + D * 0.55],
          [x0 + L * 0.2, top - D * 0.2],
          [x1 - L * 0.2, top - D * 0.2],
          [x1 - L * 0.05, top + D * 0.3],
          10,
        ),
        bezier(
          [x1 - L * 0.05, top + D * 0.3],
          [x1 - L * 0.3, top + D * 0.7],
          [x0 + L * 0.3, top + D * 0.75],
          [x0 - L * 0.05, top + D * 0.55],
          10,
        ),
      ),
      color,
    );

  switch (t.pattern) {
    case 'solid':
      break;
    case 'bicolour':
      bib(white);
      lowLegs(white, LH * 0.45 + LW * 0.3);
      blaze(white);
      tailTip(white);
      break;
    case 'tricolour':
      // Dark body with tan cheeks and legs, and a white blaze and chest (Bernese, Sheltie).
      lowLegs(second, LH * 0.7 + LW);
      fillPts(ellipsePts(hx + R * 0.25, hy + R * 0.35, R * 0.55, R * 0.38, 12), second);
      fillPts(ellipsePts(hx + R * 0.4, hy - R * 0.55, R * 0.14, R * 0.09, 8), second);
      bib(third);
      blaze(third);
      lowLegs(third, LW * 1.1);
      tailTip(third);
      break;
    case 'hound':
      saddle(second);
      bib(third);
      lowLegs(third, LH * 0.5 + LW * 0.4);
      fillPts(
        ellipsePts(mFront - ml * 0.35, mTop + md * 0.6, ml * 0.55 + md * 0.2, md * 0.5, 12),
        third,
      );
      tailTip(third);
      break;
    case 'tan-points': {
      lowLegs(second, LH * 0.65 + LW * 0.4);
      fillPts(
        ellipsePts(mFront - ml * 0.3, mTop + md * 0.55, ml * 0.7 + md * 0.25, md * 0.55, 14),
        second,
      );
      fillPts(ellipsePts(hx + R * 0.42, hy - R * 0.5, R * 0.15, R * 0.1, 8), second);
      fillPts(ellipsePts(x1 + L * 0.02, top + D * 0.6, L * 0.08, D * 0.22, 12), second);
      if (t.build === 'toy') {
        fillPts(ellipsePts(hx, hy, skullRx * 1.4, skullRy * 1.4, 16), second);
        earColour(second);
      }
      break;
    }
    case 'saddle':
      saddle(second);
      muzzleMask(second);
      earColour(second);
      break;
    case 'mask':
      muzzleMask(darkestOf(colors) === main ? second : darkestOf(colors));
      earColour(darkestOf(colors) === main ? second : darkestOf(colors));
      break;
    case 'urajiro': {
      const pale = luminance(second) > luminance(main) ? second : lighten(main, 0.7);
      bib(pale);
      fillPts(
        ellipsePts(mFront - ml * 0.4, mTop + md * 0.65, ml * 0.7 + md * 0.2, md * 0.55, 14),
        pale,
      );
      fillPts(ellipsePts(hx + R * 0.25, hy + R * 0.4, R * 0.6, R * 0.35, 12), pale);
      fillPts(ellipsePts(hx + R * 0.45, hy - R * 0.55, R * 0.16, R * 0.1, 8), pale);
      fillPts(ellipsePts(x0 + L * 0.5, chestY, L * 0.45, D * 0.28, 16), pale);
      lowLegs(pale, LH * 0.5 + LW * 0.3);
      break;
    }
    case 'merle':
      for (let i = 0; i < 9; i++) {
        const x = x0 + rand() * (hx - x0);
        const y = hy + rand() * (chestY - hy);
        fillPts(
          ellipsePts(x, y, D * (0.1 + rand() * 0.18), D * (0.08 + rand() * 0.12), 10, rand() * 3),
          second,
        );
      }
      bib(whiteOf([...colors, WHITE]));
      fillPts(ellipsePts(hx + R * 0.25, hy + R * 0.35, R * 0.45, R * 0.3, 12), third);
      break;
    case 'brindle':
      stripes(darken(main, 0.45), 14, D * 0.06, L * 0.05);
      break;
    case 'spotted':
      spots(second, isCat ? 22 : 46, isCat ? D * 0.07 : D * 0.055, isCat && t.build !== 'lean');
      if (isCat) {
        stripes(second, 0, 0, 0);
        marks.push(
          `<path d="${smooth(tube(chain(quad([hx - R * 0.4, hy - R * 0.5], [hx, hy - R * 0.95], [hx + R * 0.35, hy - R * 0.6], 5)), R * 0.08, R * 0.08))}" fill="${second}"/>`,
        );
      }
      break;
    case 'pied': {
      // White dog with a coloured head and patches (the colours swap: main is the white).
      const patch = second;
      fillPts(ellipsePts(hx - R * 0.1, hy - R * 0.2, skullRx * 1.05, skullRy * 1.0, 16), patch);
      earColour(patch);
      fillPts(ellipsePts(x0 + L * 0.22, top + D * 0.3, L * 0.22, D * 0.35, 14, 0.2), patch);
      if (t.build === 'heavy')
        fillPts(ellipsePts(x0 + L * 0.55, top + D * 0.25, L * 0.25, D * 0.4, 14, -0.2), patch);
      blaze(main);
      break;
    }
    case 'ticked':
      for (let i = 0; i < 60; i++) {
        const x = x0 + rand() * (hx - x0);
        const y = top + rand() * (chestY - top);
        marks.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(D * 0.025)}" fill="${second}" fill-opacity="0.6"/>`,
        );
      }
      if (!isCat) {
        fillPts(ellipsePts(hx - R * 0.05, hy - R * 0.1, skullRx * 1.05, skullRy, 14), main);
        earColour(main);
      } else {
        marks.push(
          `<path d="${smooth(tube(chain(quad([x0, top + D * 0.1], [x0 + L * 0.5, top - D * 0.05], [x1, top + D * 0.05], 8)), D * 0.12, D * 0.08))}" fill="${darken(main, 0.3)}" fill-opacity="0.6"/>`,
        );
      }
      break;
    case 'tabby': {
      const stripe = darken(luminance(second) < luminance(main) ? second : main, 0.2);
      // Thin, soft bands: a mackerel tabby, not a zebra.
      stripes(stripe, 10, D * 0.055, L * 0.06, 0.55);
      lowLegs(lighten(main, 0.25), LH * 0.3);
      // Rings round the tail and the "M" on the forehead.
      if (tail) {
        for (let i = 0.2; i < 1; i += 0.2) {
          const p = tail.pts[Math.floor((tail.pts.length / 2) * i)]!;
          fillPts(ellipsePts(p[0], p[1], D * 0.09, D * 0.05, 8), stripe);
        }
      }
      marks.push(
        `<path d="M${r1(hx - R * 0.2)} ${r1(hy - R * 0.2)}L${r1(hx)} ${r1(hy - R * 0.75)}L${r1(hx + R * 0.15)} ${r1(hy - R * 0.35)}L${r1(hx + R * 0.3)} ${r1(hy - R * 0.75)}" fill="none" stroke="${stripe}" stroke-width="${r1(R * 0.1)}" stroke-linejoin="round"/>`,
      );
      bib(lighten(main, 0.45));
      break;
    }
    case 'colourpoint':
    case 'mitted': {
      const point = second;
      lowLegs(point, LH + D * 0.1);
      fillPts(ellipsePts(mFront - ml * 0.5, hy + R * 0.1, R * 0.85, R * 0.75, 16), point);
      earColour(point);
      if (tail) marks.push(`<path d="${smooth(tail.pts)}" fill="${point}"/>`);
      // Soft shading between body and points.
      fillPts(ellipsePts(x0 + L * 0.15, top + D * 0.5, L * 0.2, D * 0.5, 14), point, 0.25);
      if (t.pattern === 'mitted') {
        lowLegs(whiteOf([...colors, WHITE]), LW * 1.3);
        bib(whiteOf([...colors, WHITE]));
      }
      break;
    }
    case 'van':
      fillPts(ellipsePts(hx - R * 0.1, hy - R * 0.55, skullRx * 0.85, skullRy * 0.5, 14), second);
      earColour(second);
      if (tail) marks.push(`<path d="${smooth(tail.pts)}" fill="${second}"/>`);
      break;
    case 'tortoiseshell':
      for (let i = 0; i < 10; i++) {
        const x = x0 + rand() * (hx - x0);
        const y = hy + rand() * (chestY - hy);
        fillPts(ellipsePts(x, y, D * 0.2, D * 0.14, 10, rand() * 3), i % 2 ? second : third);
      }
      break;
  }
  if (t.ridge) {
    marks.push(
      `<path d="${smooth(tube(chain(quad([x0 + L * 0.3, top + D * 0.02], [x0 + L * 0.6, top + D * 0.02], [x1 - L * 0.12, top - D * 0.04], 6)), D * 0.03, D * 0.08, D * 0.09))}" fill="${darken(main, 0.25)}"/>`,
    );
  }

  // Fur strands on long and fluffy coats give the texture a flat fill lacks.
  const strands: string[] = [];
  if (t.coat !== 'smooth' && t.coat !== 'short' && t.coat !== 'hairless') {
    for (let i = 0; i < 26; i++) {
      const x = x0 + rand() * (x1 - x0);
      const y = top + D * 0.15 + rand() * D * 0.7;
      const len = D * (t.coat === 'long' ? 0.3 : 0.16);
      strands.push(
        `M${r1(x)} ${r1(y)}q${r1(-len * 0.3)} ${r1(len * 0.5)} ${r1(-len * 0.15)} ${r1(len)}`,
      );
    }
  }
  const texture = strands.length
    ? `<path d="${strands.join('')}" fill="none" stroke="${darken(main, 0.3)}" stroke-opacity="0.35" stroke-width="${r1(D * 0.02)}" stroke-linecap="round"/>`
    : '';
  const wrinkles = t.wrinkles
    ? `<path d="M${r1(hx + R * 0.1)} ${r1(hy - R * 0.6)}q${r1(R * 0.3)} ${r1(-R * 0.12)} ${r1(R * 0.6)} 0M${r1(hx + R * 0.05)} ${r1(hy - R * 0.4)}q${r1(R * 0.3)} ${r1(-R * 0.12)} ${r1(R * 0.6)} 0M${r1(hx - R * 0.6)} ${r1(hy + R * 0.9)}q${r1(R * 0.3)} ${r1(R * 0.25)} ${r1(R * 0.5)} ${r1(R * 0.7)}M${r1(x1 - L * 0.05)} ${r1(top + D * 0.2)}q${r1(L * 0.05)} ${r1(D * 0.15)} ${r1(L * 0.04)} ${r1(D * 0.35)}" fill="none" stroke="${darken(main, 0.35)}" stroke-width="${r1(R * 0.06)}" stroke-linecap="round" stroke-opacity="0.8"/>`
    : '';
  if (hairless)
    marks.push(
      `<path d="M${r1(x1 - L * 0.2)} ${r1(top + D * 0.3)}q${r1(L * 0.04)} ${r1(D * 0.2)} 0 ${r1(D * 0.4)}" fill="none" stroke="${darken(main, 0.2)}" stroke-width="${r1(D * 0.03)}"/>`,
    );

  // ---- face ----
  const eyeX = t.skull === 'egg' ? hx + R * 0.55 : hx + R * 0.48 + (isCat ? R * 0.05 : 0);
  const eyeY = t.skull === 'egg' ? hy - R * 0.35 : hy - R * 0.18;
  const iris = t.eyes ?? '#3b2414';
  const eyeR = R * (isCat ? 0.2 : t.muzzle === 'flat' ? 0.2 : t.build === 'toy' ? 0.19 : 0.15);
  const eye =
    `<ellipse cx="${r1(eyeX)}" cy="${r1(eyeY)}" rx="${r1(eyeR * (t.skull === 'egg' ? 0.8 : 1))}" ry="${r1(eyeR * (t.skull === 'egg' ? 0.5 : 0.9))}" fill="${iris}" stroke="#1a1310" stroke-width="${r1(eyeR * 0.25)}"/>` +
    (isCat || t.eyes
      ? `<ellipse cx="${r1(eyeX + eyeR * 0.1)}" cy="${r1(eyeY)}" rx="${r1(eyeR * (isCat ? 0.28 : 0.45))}" ry="${r1(eyeR * 0.75)}" fill="#120d0a"/>`
      : '') +
    `<circle cx="${r1(eyeX + eyeR * 0.3)}" cy="${r1(eyeY - eyeR * 0.35)}" r="${r1(eyeR * 0.3)}" fill="#fff" fill-opacity="0.9"/>`;
  const noseColour = hairless ? darken(main, 0.35) : isCat ? mix(main, '#c9747a', 0.6) : '#1e1714';
  const mouth = `<path d="M${r1(mFront - md * 0.1)} ${r1(mBottom - md * 0.25)}Q${r1(mFront - ml * 0.5 - md * 0.2)} ${r1(mBottom - md * 0.05)} ${r1(hx + R * 0.45)} ${r1(mBottom - md * 0.3)}" fill="none" stroke="${darken(line, 0.2)}" stroke-width="${r1(R * 0.06)}" stroke-linecap="round"/>`;
  const whiskers = isCat
    ? `<path d="M${r1(mFront - md * 0.2)} ${r1(mTop + md * 0.6)}l${r1(R * 0.9)} ${r1(-R * 0.15)}M${r1(mFront - md * 0.2)} ${r1(mTop + md * 0.7)}l${r1(R * 0.95)} ${r1(R * 0.1)}M${r1(mFront - md * 0.25)} ${r1(mTop + md * 0.8)}l${r1(R * 0.8)} ${r1(R * 0.3)}" stroke="${luminance(main) > 0.5 ? '#6b5d52' : '#f4efe8'}" stroke-width="${r1(R * 0.04)}" stroke-linecap="round" fill="none"/>`
    : '';
  const earsSvg = ears
    .map((e, i) => {
      const d = pathOf(e, `${id}-e${i}`);
      return `<path d="${d}" fill="${earFill}" stroke="${line}" stroke-width="${r1(outlineW)}" stroke-linejoin="round"/>`;
    })
    .join('');
  const innerEar =
    t.ears === 'pricked' || t.ears === 'large' || t.ears === 'bat' || t.ears === 'tufted'
      ? `<path d="${poly([
          [hx - R * 0.2 - R * 0.28, earTop + R * 0.2],
          [
            hx - R * 0.2 + R * 0.02,
            earTop -
              R *
                (t.ears === 'large' ? 1.2 : t.ears === 'bat' ? 1.05 : isCat ? 0.72 : 0.85) *
                earSize,
          ],
          [hx - R * 0.2 + R * 0.35, earTop + R * 0.2],
        ])}" fill="${mix(main, '#d98c8c', 0.5)}" fill-opacity="0.75"/>`
      : '';

  const body =
    (tail && t.tail === 'curled' ? '' : '') +
    far +
    outline +
    fill +
    `<g clip-path="url(#${clipId})">${marks.join('')}${texture}<rect x="${r1(x0 - L)}" y="${r1(hy - R * 3)}" width="${r1(L * 4)}" height="${r1(-hy + R * 3 + LW)}" fill="url(#${shadeId})"/></g>` +
    wrinkles +
    earsSvg +
    innerEar +
    `<path d="${smooth(nose)}" fill="${noseColour}"/>` +
    (t.coat === 'shaggy' ? '' : eye) +
    mouth +
    whiskers +
    (t.beard
      ? `<path d="${pathOf(beard!, 'beard2')}" fill="${luminance(main) < 0.2 ? mix(main, '#9a9a9a', 0.5) : lighten(main, 0.2)}" fill-opacity="0.9"/>` +
        `<path d="${furPath(ellipsePts(eyeX, eyeY - eyeR * 1.4, R * 0.35, R * 0.12, 10), R * 0.08, R * 0.08, 'wire', 'brow')}" fill="${lighten(main, 0.25)}"/>`
      : '');

  const allPts = [...near, ...ears, ...farParts].flatMap((p) => p.pts);
  const pad = furAmp * 1.8 + outlineW * 2;
  const box = {
    minX: Math.min(...allPts.map((p) => p[0])) - pad,
    maxX: Math.max(...allPts.map((p) => p[0])) + pad,
    minY: Math.min(...allPts.map((p) => p[1])) - pad,
    maxY: 0,
  };
  return { body, defs, box, main, grounded: true };
}

const BACKDROPS = ['#cfe3d6', '#d9e4ef', '#f1e3cf', '#e6dcef', '#dcebe9', '#efe0dc'];
const DARK_BACKDROPS = ['#5e7f74', '#5d6f86', '#7a6a58', '#6d6380', '#55777a'];

/** The background: a soft wash, lighter where the light comes from, chosen to stand apart from the coat. */
function backdrop(
  width: number,
  height: number,
  main: string,
  seed: string,
  id: string,
): { defs: string; body: string } {
  const h = hash(seed);
  const light = luminance(main) > 0.55;
  const list = light ? DARK_BACKDROPS : BACKDROPS;
  const bg = list[h % list.length]!;
  return {
    defs:
      `<radialGradient id="${id}-bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${lighten(bg, 0.35)}"/><stop offset="1" stop-color="${darken(bg, 0.12)}"/></radialGradient>` +
      `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(bg, 0.08)}"/><stop offset="1" stop-color="${darken(bg, 0.2)}"/></linearGradient>`,
    body:
      `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>` +
      `<rect y="${r1(height * 0.8)}" width="${width}" height="${r1(height * 0.2)}" fill="url(#${id}-floor)" fill-opacity="0.55"/>`,
  };
}

/** Fits a figure into the picture: as large as the frame allows, standing on the floor line. */
export function frame(fig: Figure, width: number, height: number, seed: string, id = 'p'): string {
  const bw = fig.box.maxX - fig.box.minX;
  const bh = fig.box.maxY - fig.box.minY;
  const scale = Math.min((width * 0.84) / bw, (height * 0.78) / bh);
  const floor = fig.grounded ? height * 0.88 : height * 0.5 + (bh * scale) / 2;
  const tx = (width - bw * scale) / 2 - fig.box.minX * scale;
  const ty = floor - fig.box.maxY * scale;
  const bg = backdrop(width, height, fig.main, seed, id);
  const shadow = fig.grounded
    ? `<ellipse cx="${r1(width / 2)}" cy="${r1(floor)}" rx="${r1((bw * scale) / 2)}" ry="${r1(height * 0.03)}" fill="#000" fill-opacity="0.16"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${bg.defs}${fig.defs}</defs>${bg.body}${shadow}` +
    `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${(Math.round(scale * 10000) / 10000).toString()})">${fig.body}</g></svg>`
  );
}

export function drawFigure(traits: BreedTraits, colors: readonly string[], id: string): Figure {
  switch (traits.kind) {
    case 'bird':
      return drawBird(traits, colors, id);
    case 'fish':
      return drawFish(traits, colors, id);
    case 'rabbit':
    case 'cavy':
    case 'gecko':
    case 'dragon':
      return drawSmallPet(traits, colors, id);
    default:
      return drawQuadruped(traits, colors, id);
  }
}

/** The portrait of a breed, as SVG text. */
export function drawPortrait(o: PortraitOptions): string {
  return frame(drawFigure(o.traits, o.colors, 'a'), o.width, o.height, o.seed);
}
