// Over 300 lines on purpose: one drawing per kind of small animal, sharing the portraits' conventions.
/**
 * Birds, fish, small mammals and reptiles for the breed portraits (decision 050), each by the
 * shape of its own kind: a parrot's hooked beak, a cockatiel's crest, a betta's veil of fins, a
 * lop rabbit's ears. Same conventions as demo/art/breed-portrait.ts: side view, facing right.
 */
import type { BirdTraits, FishTraits, SmallPetTraits } from './breed-traits.ts';
import type { Figure } from './breed-portrait.ts';
import {
  bezier,
  chain,
  darken,
  edge,
  ellipsePts,
  furPath,
  lighten,
  quad,
  r1,
  rng,
  smooth,
  tube,
  type Pt,
} from './svg-kit.ts';

const at = (colors: readonly string[], i: number, fallback: string) => colors[i] ?? fallback;

function boxOf(pts: Pt[], pad: number, grounded: boolean) {
  return {
    minX: Math.min(...pts.map((p) => p[0])) - pad,
    maxX: Math.max(...pts.map((p) => p[0])) + pad,
    minY: Math.min(...pts.map((p) => p[1])) - pad,
    maxY: grounded ? 0 : Math.max(...pts.map((p) => p[1])) + pad,
  };
}

function shaded(id: string, color: string, y0: number, y1: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(y0)}" x2="0" y2="${r1(y1)}"><stop offset="0" stop-color="${lighten(color, 0.25)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.25)}"/></linearGradient>`;
}

const shape = (pts: Pt[], fill: string, stroke?: string, w = 2) =>
  `<path d="${smooth(pts)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${r1(w)}" stroke-linejoin="round"` : ''}/>`;

const eyeAt = (x: number, y: number, r: number, iris = '#1a1410') =>
  `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${iris}" stroke="#fff" stroke-width="${r1(r * 0.3)}"/><circle cx="${r1(x + r * 0.3)}" cy="${r1(y - r * 0.35)}" r="${r1(r * 0.3)}" fill="#fff"/>`;

/** A bird on a perch. */
export function drawBird(t: BirdTraits, colors: readonly string[], id: string): Figure {
  const main = at(colors, t.tint?.[0] ?? 0, '#7cc242');
  const second = at(colors, t.tint?.[1] ?? 1, '#f6e33b');
  const third = at(colors, t.tint?.[2] ?? 2, '#333');
  const f = t.form;
  const big = f === 'grey-parrot' ? 1.25 : f === 'canary' || f === 'lovebird' ? 0.9 : 1;
  const tailLen = f === 'budgerigar' || f === 'cockatiel' ? 70 : f === 'grey-parrot' ? 30 : 32;
  const perchY = -20;
  // Body leaning forward-up, head at the top right.
  const body = ellipsePts(0, perchY - 38 * big, 24 * big, 38 * big, 24, -0.35);
  const hx = 14 * big;
  const hy = perchY - 78 * big;
  const head = ellipsePts(hx, hy, 20 * big, 19 * big, 20);
  const tail = tube(
    chain(
      quad(
        [-12 * big, perchY - 12],
        [-22, perchY + tailLen * 0.4],
        [-30 - tailLen * 0.25, perchY + tailLen * 0.9],
        8,
      ),
    ),
    18 * big,
    f === 'budgerigar' || f === 'cockatiel' ? 4 : 14,
  );
  const wing = chain(
    bezier(
      [-6 * big, perchY - 64 * big],
      [22 * big, perchY - 55 * big],
      [10 * big, perchY - 10],
      [-20 * big, perchY + 8],
      10,
    ),
    [[-16 * big, perchY - 40 * big]],
  );
  const beakHooked =
    f === 'grey-parrot' || f === 'lovebird' || f === 'budgerigar' || f === 'cockatiel';
  const bx = hx + 18 * big;
  const by = hy + 2;
  const beak: Pt[] = beakHooked
    ? chain(
        quad(
          [bx - 4, by - 9 * big],
          [bx + 14 * big, by - 8 * big],
          [bx + 8 * big, by + 12 * big],
          6,
        ),
        [[bx - 2, by + 6 * big]],
      )
    : [
        [bx - 3, by - 5],
        [bx + 12 * big, by],
        [bx - 3, by + 5],
      ];
  const beakColour =
    f === 'grey-parrot'
      ? '#2a2a2a'
      : f === 'lovebird'
        ? '#f1c27d'
        : f === 'canary'
          ? '#f0b9a0'
          : f === 'budgerigar'
            ? '#e9c07a'
            : '#9a8f86';
  const wingColour =
    f === 'budgerigar'
      ? '#f2e7b0'
      : f === 'cockatiel'
        ? lighten(main, 0.15)
        : f === 'grey-parrot'
          ? darken(main, 0.15)
          : darken(main, 0.18);
  const headColour =
    f === 'budgerigar' || f === 'cockatiel' ? second : f === 'lovebird' ? second : main;
  const tailColour =
    f === 'grey-parrot'
      ? third
      : f === 'lovebird'
        ? third
        : f === 'budgerigar'
          ? '#2f5fa8'
          : darken(main, 0.2);
  const parts: string[] = [];
  const defs = shaded(`${id}-b`, main, perchY - 110 * big, perchY);
  parts.push(
    `<rect x="-90" y="${perchY - 2}" width="200" height="9" rx="4" fill="#8a5a34" stroke="#5c3b22" stroke-width="2"/>`,
  );
  parts.push(shape(tail, tailColour, edge(tailColour)));
  parts.push(shape(body, `url(#${id}-b)`, edge(main)));
  parts.push(shape(head, headColour, edge(headColour)));
  if (f === 'grey-parrot') parts.push(shape(ellipsePts(hx + 8, hy + 2, 12, 10, 14), '#eef0f2'));
  if (f === 'lovebird')
    parts.push(shape(ellipsePts(hx + 4, hy + 8, 20, 14, 14), lighten(second, 0.1)));
  parts.push(shape(wing, wingColour, edge(wingColour)));
  if (f === 'budgerigar') {
    // Black barring on the wing and the back of the head, and the cere above the beak.
    const bars = Array.from(
      { length: 6 },
      (_, i) => `M${r1(-8 * big + i * 3)} ${r1(perchY - 58 * big + i * 9)}q10 4 20 0`,
    ).join('');
    parts.push(
      `<path d="${bars}M${r1(hx - 14)} ${r1(hy - 8)}q8 -6 16 -4M${r1(hx - 16)} ${r1(hy - 2)}q8 -5 16 -3" fill="none" stroke="#1f1f1f" stroke-width="2.4"/>`,
    );
    parts.push(
      `<circle cx="${r1(hx + 8)}" cy="${r1(hy + 16)}" r="3" fill="#1f3f8a"/><circle cx="${r1(hx + 16)}" cy="${r1(hy + 17)}" r="3" fill="#1f3f8a"/>`,
    );
  }
  if (f === 'cockatiel') {
    const crest = [0, 1, 2]
      .map((i) =>
        shape(
          tube(
            chain(
              quad(
                [hx - 2 + i * 4, hy - 14],
                [hx - 6 + i * 3, hy - 40],
                [hx - 18 + i * 4, hy - 52 + i * 5],
                6,
              ),
            ),
            6,
            1.5,
          ),
          second,
          edge(second),
          1.2,
        ),
      )
      .join('');
    parts.push(crest);
    parts.push(shape(ellipsePts(hx + 8, hy + 7, 7, 6, 12), third));
  }
  if (f === 'canary') parts.push(shape(ellipsePts(hx - 4, hy - 6, 10, 5, 10), second));
  parts.push(shape(beak, beakColour, darken(beakColour, 0.35), 1.5));
  parts.push(eyeAt(hx + 7, hy - 4, 3.8 * big, f === 'grey-parrot' ? '#f2e9c8' : '#1a1410'));
  parts.push(
    `<path d="M-4 ${perchY - 2}l-6 8M4 ${perchY - 2}l-2 9" stroke="#7d6a5a" stroke-width="4" stroke-linecap="round"/>`,
  );
  const all = [
    ...body,
    ...head,
    ...tail,
    ...beak,
    [-90, perchY] as Pt,
    [110, perchY] as Pt,
    [hx - 20, hy - 52] as Pt,
  ];
  return { body: parts.join(''), defs, box: boxOf(all, 6, false), main, grounded: false };
}

/** A fish, swimming right, with bubbles. */
export function drawFish(t: FishTraits, colors: readonly string[], id: string): Figure {
  const main = at(colors, t.tint?.[0] ?? 0, '#f28c28');
  const second = at(colors, t.tint?.[1] ?? 1, '#f9c46b');
  const third = at(colors, t.tint?.[2] ?? 2, '#fff');
  const f = t.form;
  const parts: string[] = [];
  const dims: Record<FishTraits['form'], [number, number]> = {
    goldfish: [70, 50],
    betta: [70, 28],
    guppy: [52, 18],
    tetra: [80, 22],
    angelfish: [56, 50],
  };
  const [bl, bh] = dims[f];
  const body = chain(
    bezier([-bl / 2, 0], [-bl * 0.3, -bh * 0.75], [bl * 0.3, -bh * 0.7], [bl / 2, 0], 12),
    bezier([bl / 2, 0], [bl * 0.3, bh * 0.7], [-bl * 0.3, bh * 0.75], [-bl / 2, 0], 12),
  );
  const fins: Pt[][] = [];
  const tailX = -bl / 2 + 4;
  if (f === 'goldfish') {
    // The fancy twin tail, flowing.
    fins.push(
      chain(
        [[tailX, -4]],
        bezier([tailX, -4], [tailX - 30, -40], [tailX - 60, -30], [tailX - 55, -6], 8),
        [[tailX - 40, 0]],
        bezier([tailX - 55, 6], [tailX - 60, 34], [tailX - 30, 42], [tailX, 4], 8),
      ),
    );
    fins.push(
      chain([[-10, -bh * 0.45]], quad([-10, -bh * 0.45], [0, -bh * 1.05], [14, -bh * 0.45], 6)),
    );
  } else if (f === 'betta') {
    // Long veils above, below and behind.
    fins.push(
      chain(
        [[tailX + 6, -10]],
        bezier([tailX, -20], [tailX - 50, -70], [tailX - 90, -20], [tailX - 80, 20], 10),
        bezier([tailX - 80, 20], [tailX - 70, 70], [tailX - 20, 60], [tailX + 6, 10], 10),
      ),
    );
    fins.push(
      chain(
        [[-bl * 0.3, -bh * 0.4]],
        bezier(
          [-bl * 0.3, -bh * 0.4],
          [-bl * 0.4, -bh * 2.4],
          [bl * 0.05, -bh * 2.2],
          [bl * 0.15, -bh * 0.45],
          10,
        ),
      ),
    );
    fins.push(
      chain(
        [[-bl * 0.35, bh * 0.4]],
        bezier(
          [-bl * 0.35, bh * 0.4],
          [-bl * 0.5, bh * 3],
          [bl * 0.2, bh * 2.4],
          [bl * 0.25, bh * 0.4],
          10,
        ),
      ),
    );
  } else if (f === 'guppy') {
    // A big fan tail, larger than the body.
    fins.push(
      chain(
        [[tailX + 2, -3]],
        bezier([tailX + 2, -3], [tailX - 20, -45], [tailX - 60, -40], [tailX - 62, 0], 10),
        bezier([tailX - 62, 0], [tailX - 60, 40], [tailX - 20, 45], [tailX + 2, 3], 10),
      ),
    );
    fins.push([
      [-6, -bh * 0.45],
      [6, -bh * 1.3],
      [14, -bh * 0.4],
    ]);
  } else if (f === 'tetra') {
    fins.push([
      [tailX + 2, 0],
      [tailX - 18, -14],
      [tailX - 12, 0],
      [tailX - 18, 14],
    ]);
    fins.push([
      [-4, -bh * 0.45],
      [2, -bh * 1.05],
      [10, -bh * 0.45],
    ]);
  } else {
    // Angelfish: tall triangular sails and long trailing fins.
    fins.push(
      chain(
        [[-bl * 0.3, -bh * 0.5]],
        bezier(
          [-bl * 0.3, -bh * 0.5],
          [-bl * 0.6, -bh * 1.5],
          [-bl * 0.5, -bh * 2.2],
          [-bl * 0.6, -bh * 2.4],
          8,
        ),
        [[bl * 0.2, -bh * 0.55]],
      ),
    );
    fins.push(
      chain(
        [[-bl * 0.3, bh * 0.5]],
        bezier(
          [-bl * 0.3, bh * 0.5],
          [-bl * 0.6, bh * 1.5],
          [-bl * 0.5, bh * 2.2],
          [-bl * 0.6, bh * 2.4],
          8,
        ),
        [[bl * 0.2, bh * 0.55]],
      ),
    );
    fins.push([
      [tailX, 0],
      [tailX - 26, -22],
      [tailX - 18, 0],
      [tailX - 26, 22],
    ]);
  }
  const defs =
    shaded(`${id}-f`, main, -bh, bh) +
    `<linearGradient id="${id}-fin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${f === 'guppy' ? second : f === 'betta' ? second : main}" stop-opacity="0.85"/><stop offset="1" stop-color="${f === 'betta' ? main : lighten(main, 0.2)}" stop-opacity="0.95"/></linearGradient>` +
    `<clipPath id="${id}-c"><path d="${smooth(body)}"/></clipPath>`;
  for (const fin of fins) parts.push(shape(fin, `url(#${id}-fin)`, edge(main), 1.5));
  parts.push(shape(body, `url(#${id}-f)`, edge(main), 1.5));
  const inside: string[] = [];
  if (f === 'tetra') {
    inside.push(
      `<rect x="${-bl / 2}" y="${-bh * 0.2}" width="${bl * 0.95}" height="${bh * 0.22}" fill="${main}"/>`,
    );
    inside.push(
      `<rect x="${-bl / 2}" y="${bh * 0.05}" width="${bl * 0.55}" height="${bh * 0.5}" fill="${second}"/>`,
    );
    inside.push(
      `<rect x="${-bl / 2}" y="${-bh}" width="${bl}" height="${bh * 0.8}" fill="#6f8a9a" fill-opacity="0.6"/>`,
    );
  }
  if (f === 'angelfish') {
    for (const x of [-bl * 0.2, bl * 0.1, bl * 0.35])
      inside.push(
        `<rect x="${r1(x)}" y="${-bh}" width="${r1(bl * 0.08)}" height="${bh * 2}" fill="${second}" fill-opacity="0.8"/>`,
      );
  }
  if (f === 'guppy')
    inside.push(
      `<ellipse cx="${-bl * 0.1}" cy="0" rx="${bl * 0.15}" ry="${bh * 0.3}" fill="${second}"/>`,
    );
  inside.push(
    `<ellipse cx="0" cy="${r1(-bh * 0.3)}" rx="${r1(bl * 0.35)}" ry="${r1(bh * 0.16)}" fill="#fff" fill-opacity="0.25"/>`,
  );
  parts.push(`<g clip-path="url(#${id}-c)">${inside.join('')}</g>`);
  const sc = Array.from(
    { length: 5 },
    (_, i) => `M${r1(-bl * 0.1 + i * bl * 0.08)} ${r1(-bh * 0.1)}q4 5 0 10`,
  ).join('');
  parts.push(
    `<path d="${sc}" fill="none" stroke="${darken(main, 0.25)}" stroke-opacity="0.5" stroke-width="1.2"/>`,
  );
  parts.push(
    `<path d="M${r1(bl * 0.22)} ${r1(-bh * 0.35)}q-6 ${r1(bh * 0.35)} 0 ${r1(bh * 0.7)}" fill="none" stroke="${darken(main, 0.3)}" stroke-width="1.5"/>`,
  );
  parts.push(eyeAt(bl * 0.32, -bh * 0.12, Math.max(3.2, bh * 0.1), '#141414'));
  const bubbles = [
    [bl * 0.62, -bh * 0.6, 3.5],
    [bl * 0.7, -bh * 1.1, 2.5],
    [bl * 0.6, -bh * 1.5, 4],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${r1(x!)}" cy="${r1(y!)}" r="${r1(r!)}" fill="#fff" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.7"/>`,
    )
    .join('');
  parts.push(bubbles);
  void third;
  const all = [...body, ...fins.flat(), [bl * 0.7, -bh * 1.6] as Pt];
  return { body: parts.join(''), defs, box: boxOf(all, 6, false), main, grounded: false };
}

/** Rabbits, guinea pigs, geckos and bearded dragons. */
export function drawSmallPet(t: SmallPetTraits, colors: readonly string[], id: string): Figure {
  const main = at(colors, t.tint?.[0] ?? 0, '#a57a52');
  const second = at(colors, t.tint?.[1] ?? 1, '#f1e6d6');
  const third = at(colors, t.tint?.[2] ?? 2, '#6b4a2f');
  const parts: string[] = [];
  let all: Pt[] = [];
  let defs = '';
  const rand = rng(id);
  if (t.kind === 'rabbit' || t.kind === 'cavy') {
    const rabbit = t.kind === 'rabbit';
    const body = rabbit
      ? chain(
          bezier([-50, -6], [-62, -70], [10, -82], [28, -44], 10),
          bezier([28, -44], [40, -20], [30, 0], [10, 0], 8),
          [[-40, 0]],
        )
      : chain(
          bezier([-55, -8], [-60, -62], [30, -66], [48, -30], 10),
          bezier([48, -30], [56, -8], [40, 0], [20, 0], 8),
          [[-46, 0]],
        );
    const hx = rabbit ? 34 : 46;
    const hy = rabbit ? -52 : -34;
    const head = ellipsePts(hx, hy, rabbit ? 22 : 24, rabbit ? 19 : 20, 20, 0.2);
    defs = shaded(`${id}-r`, main, -90, 0);
    const furry = { d: (pts: Pt[], s: string) => furPath(pts, 6, 2.2, 'tufts', s) };
    if (rabbit) {
      const earA = tube(
        chain(
          t.lop
            ? quad([hx - 8, hy - 14], [hx - 30, hy - 10], [hx - 22, hy + 26], 8)
            : quad([hx - 8, hy - 14], [hx - 14, hy - 50], [hx - 4, hy - 64], 8),
        ),
        13,
        9,
        16,
      );
      const earB = tube(
        chain(
          t.lop
            ? quad([hx - 2, hy - 16], [hx - 18, hy - 10], [hx - 10, hy + 22], 8)
            : quad([hx - 2, hy - 16], [hx + 2, hy - 50], [hx + 12, hy - 60], 8),
        ),
        12,
        8,
        15,
      );
      parts.push(shape(earB, darken(main, 0.2), edge(main)));
      parts.push(
        `<path d="${furry.d(body, `${id}b`)}" fill="url(#${id}-r)" stroke="${edge(main)}" stroke-width="2"/>`,
      );
      parts.push(shape(ellipsePts(-40, -26, 14, 13, 14), second, edge(second)));
      parts.push(shape(head, main, edge(main)));
      parts.push(shape(earA, main, edge(main)));
      if (t.pattern === 'bicolour')
        parts.push(shape(ellipsePts(hx + 10, hy + 8, 12, 9, 12), second));
      parts.push(shape(ellipsePts(16, -4, 16, 6, 12), darken(main, 0.1), edge(main)));
      all = [...body, ...head, ...earA, ...earB];
    } else {
      parts.push(
        `<path d="${furry.d(body, `${id}b`)}" fill="url(#${id}-r)" stroke="${edge(main)}" stroke-width="2"/>`,
      );
      parts.push(`<clipPath id="${id}-cc"><path d="${smooth(body)}"/></clipPath>`);
      parts.push(
        `<g clip-path="url(#${id}-cc)">${shape(ellipsePts(-30, -30, 26, 34, 14), second)}${shape(ellipsePts(6, -40, 16, 30, 12), third)}</g>`,
      );
      parts.push(shape(head, main, edge(main)));
      parts.push(shape(ellipsePts(hx + 4, hy - 2, 10, 22, 12), second));
      parts.push(
        shape(
          [
            [hx - 14, hy - 16],
            [hx - 8, hy - 26],
            [hx - 2, hy - 14],
          ],
          mix2(main),
          edge(main),
        ),
      );
      all = [...body, ...head];
    }
    const noseX = hx + (rabbit ? 21 : 23);
    parts.push(`<circle cx="${noseX}" cy="${hy + 3}" r="3" fill="#b0606a"/>`);
    parts.push(eyeAt(hx + 6, hy - 5, 4, '#2a1a12'));
    parts.push(
      `<path d="M${noseX - 2} ${hy + 5}l16 -3M${noseX - 2} ${hy + 6}l16 4" stroke="#f4efe8" stroke-width="1" fill="none"/>`,
    );
  } else {
    // Lizards: a long body low to the ground, a long tapering tail, splayed legs.
    const dragon = t.kind === 'dragon';
    const L = dragon ? 110 : 90;
    const body = ellipsePts(0, -18, L * 0.36, dragon ? 17 : 12, 22);
    const tail = tube(
      chain(bezier([-L * 0.3, -16], [-L * 0.6, -10], [-L * 0.8, -2], [-L * 1.15, -6], 12)),
      dragon ? 22 : 18,
      2,
    );
    const head = dragon
      ? chain([[L * 0.28, -30]], [[L * 0.55, -22]], [[L * 0.58, -14]], [[L * 0.3, -8]])
      : ellipsePts(L * 0.42, -20, L * 0.15, 11, 18);
    const legs = [L * 0.2, -L * 0.2].flatMap((x) => [
      tube(chain(quad([x, -12], [x + 10, -2], [x + 14, 0], 4)), 8, 5),
    ]);
    defs = shaded(`${id}-l`, main, -40, 0);
    parts.push(shape(tail, `url(#${id}-l)`, edge(main)));
    for (const leg of legs) parts.push(shape(leg, main, edge(main)));
    parts.push(shape(body, `url(#${id}-l)`, edge(main)));
    parts.push(shape(head, main, edge(main)));
    if (dragon) {
      const spikes = Array.from({ length: 9 }, (_, i) => {
        const x = L * 0.3 + (i - 4) * 2;
        return `M${r1(x)} ${r1(-12 + i * 0.2)}l${r1(3 + i * 0.4)} ${r1(6)}`;
      }).join('');
      const back = Array.from(
        { length: 12 },
        (_, i) => `M${r1(-L * 0.3 + i * 6)} ${r1(-33 + Math.abs(i - 6) * 0.7)}l2 -5l2 5`,
      ).join('');
      parts.push(
        `<path d="${spikes}${back}" stroke="${darken(main, 0.3)}" stroke-width="2" fill="none"/>`,
      );
      parts.push(
        `<path d="${smooth(chain(quad([L * 0.32, -8], [L * 0.42, 4], [L * 0.52, -12], 6), [[L * 0.4, -10]]))}" fill="${darken(second, 0.2)}"/>`,
      );
    } else {
      for (let i = 0; i < 24; i++) {
        const x = -L * 0.9 + rand() * L * 1.4;
        const y = -26 + rand() * 18;
        parts.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1.6 + rand() * 1.4)}" fill="${second}"/>`,
        );
      }
      parts.push(
        `<path d="M${r1(-L * 0.5)} -12${Array.from({ length: 5 }, (_, i) => `M${r1(-L * (0.45 + i * 0.13))} ${-14 + i * 1.5}l0 8`).join('')}" stroke="${third}" stroke-width="3" fill="none" stroke-opacity="0.3"/>`,
      );
    }
    parts.push(
      eyeAt(L * (dragon ? 0.42 : 0.46), -22, dragon ? 3 : 4, dragon ? '#5a3a1a' : '#1a1410'),
    );
    all = [...body, ...tail, ...head];
  }
  return { body: parts.join(''), defs, box: boxOf(all, 6, true), main, grounded: true };
}

const mix2 = (c: string) => darken(c, 0.15);
