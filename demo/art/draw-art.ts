/**
 * Illustrations for the demo content, drawn as SVG here and rendered to WebP with sharp, so the
 * portal ships no downloaded pictures. Deterministic: the same input gives the same picture.
 */

import { drawPortrait } from './breed-portrait.ts';
import { BREED_TRAITS, genericTraits } from './breed-traits.ts';
import { drawProduct } from './product-picture.ts';

export type Subject = 'dog' | 'cat' | 'bird' | 'fish' | 'exotic' | 'product' | 'person' | 'scene';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const SILHOUETTES: Record<Subject, string> = {
  // Each drawn in a 200x200 box, centred.
  dog: 'M60 70 Q40 30 35 95 Q40 120 62 110 L70 150 Q100 175 130 150 L138 110 Q160 120 165 95 Q160 30 140 70 Q100 50 60 70 Z M82 105 a7 7 0 1 0 0.1 0 M118 105 a7 7 0 1 0 0.1 0 M92 135 Q100 145 108 135 Q100 128 92 135 Z',
  cat: 'M55 55 L80 85 Q100 78 120 85 L145 55 L150 115 Q150 165 100 168 Q50 165 50 115 Z M80 115 a6 9 0 1 0 0.1 0 M120 115 a6 9 0 1 0 0.1 0 M94 138 L106 138 L100 146 Z',
  bird: 'M70 120 Q65 70 110 65 Q140 62 150 85 L175 92 L150 100 Q150 150 100 160 L80 185 L75 160 Q60 150 70 120 Z M128 84 a5 5 0 1 0 0.1 0',
  fish: 'M30 100 Q80 45 140 100 Q80 155 30 100 Z M140 100 L180 70 L172 100 L180 130 Z M60 95 a6 6 0 1 0 0.1 0',
  exotic:
    'M40 120 Q50 90 90 95 L130 90 Q160 88 170 105 Q160 118 130 112 L95 125 L110 150 L98 152 L80 128 L60 150 L50 146 L62 124 Q30 140 20 130 Q30 128 40 120 Z M150 100 a4 4 0 1 0 0.1 0',
  product: 'M60 60 L140 60 L150 170 L50 170 Z M75 60 Q75 30 100 30 Q125 30 125 60',
  person: 'M100 45 a30 30 0 1 0 0.1 0 M45 175 Q50 110 100 108 Q150 110 155 175 Z',
  scene: 'M20 160 Q60 110 100 140 Q140 90 180 150 L180 180 L20 180 Z M150 50 a18 18 0 1 0 0.1 0',
};

export interface ArtOptions {
  subject: Subject;
  seed: string;
  width: number;
  height: number;
  colors?: string[];
  /** Lines of text drawn on the picture (infographics); needs a system font to show. */
  lines?: string[];
  title?: string;
  /** A breed's key: the picture is the breed's portrait (demo/art/breed-portrait.ts). */
  breed?: string;
  /** A product's number: the picture shows the product (demo/art/product-picture.ts). */
  product?: number;
}

const PALETTE = ['#4eb62f', '#f28c28', '#7b4fb5', '#2f8fb6', '#d94f70', '#c9a227', '#3a7d44'];

const FAMILY_OF: Partial<Record<Subject, string>> = {
  dog: 'dogs',
  cat: 'cats',
  bird: 'birds',
  fish: 'fish',
  exotic: 'exotics',
};

export function drawArt(options: ArtOptions): string {
  if (options.breed !== undefined) {
    return drawPortrait({
      traits: BREED_TRAITS[options.breed] ?? genericTraits(FAMILY_OF[options.subject] ?? 'dogs'),
      colors: options.colors ?? [],
      width: options.width,
      height: options.height,
      seed: options.seed,
    });
  }
  if (options.product !== undefined) {
    return drawProduct({
      id: options.product,
      colors: options.colors ?? [],
      width: options.width,
      height: options.height,
      scene: options.subject === 'scene',
    });
  }
  const { width, height, subject } = options;
  const h = hash(options.seed);
  const colors = options.colors?.length ? options.colors : [PALETTE[h % PALETTE.length]!];
  const base = colors[0]!;
  const accent = colors[1] ?? PALETTE[(h >> 3) % PALETTE.length]!;
  const bgA = PALETTE[(h >> 5) % PALETTE.length]!;
  const size = Math.min(width, height) * 0.8;
  const x = (width - size) / 2 + ((h % 21) - 10) * (width / 400);
  const y = (height - size) / 2;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const r = ((h >> i) % 30) + 10;
    const cx = ((h >> (i * 2)) % 100) * (width / 100);
    const cy = ((h >> (i * 3)) % 100) * (height / 100);
    return `<circle cx="${cx}" cy="${cy}" r="${(r * width) / 400}" fill="#fff" fill-opacity="0.12"/>`;
  }).join('');
  const text = options.lines?.length
    ? `<rect x="${width * 0.05}" y="${height * 0.05}" width="${width * 0.9}" height="${height * 0.9}" rx="${width * 0.02}" fill="#fff" fill-opacity="0.88"/>` +
      (options.title
        ? `<text x="${width * 0.1}" y="${height * 0.16}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${width * 0.036}" fill="#222">${escapeXml(options.title)}</text>`
        : '') +
      options.lines
        .map(
          (line, i) =>
            `<circle cx="${width * 0.12}" cy="${height * (0.27 + i * 0.12) - width * 0.01}" r="${width * 0.012}" fill="${base}"/><text x="${width * 0.15}" y="${height * (0.27 + i * 0.12)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${width * 0.024}" fill="#333">${escapeXml(line)}</text>`,
        )
        .join('')
    : `<g transform="translate(${x} ${y}) scale(${size / 200})"><path d="${SILHOUETTES[subject]}" fill="${base}" stroke="#fff" stroke-width="3" fill-rule="evenodd"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${dots}${text}</svg>`;
}
