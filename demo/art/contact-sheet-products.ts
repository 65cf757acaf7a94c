// A contact sheet of the product pictures and banners, to look at while drawing (decision 050):
//   npx tsx demo/art/contact-sheet-products.ts /tmp/products.png
import sharp from 'sharp';
import { englishPack, packRows } from '../pack/demo-pack.ts';
import { PRODUCT_COLOURS } from './product-colours.ts';
import { drawProduct } from './product-picture.ts';

/** The demo pack's breeds and products, as the drawings need them. */
const pack = englishPack();
const content = {
  breeds: packRows(pack, 'breeds').map((b) => ({
    key: String(b.key),
    family: String(b.family),
    colors: b.colors as string[],
  })),
  products: packRows(pack, 'products').map((p) => ({
    id: Number(p.id_product),
    type: String(p.type),
    colors: PRODUCT_COLOURS[Number(p.id_product)] ?? ['#888888', '#444444'],
  })),
};

const out = process.argv[2] ?? 'products.png';
const S = 200;
const tiles = await Promise.all(
  content.products.map(async (p, i) => ({
    input: await sharp(
      Buffer.from(drawProduct({ id: p.id, colors: p.colors, width: S, height: S, scene: false })),
    )
      .png()
      .toBuffer(),
    left: (i % 8) * S,
    top: Math.floor(i / 8) * S,
  })),
);
const banners = await Promise.all(
  content.products
    .filter((p) => p.type === 'banner')
    .map(async (p, i) => ({
      input: await sharp(
        Buffer.from(
          drawProduct({ id: p.id, colors: p.colors, width: 600, height: 200, scene: true }),
        ),
      )
        .png()
        .toBuffer(),
      left: (i % 2) * 600,
      top: 4 * S + Math.floor(i / 2) * 200,
    })),
);
await sharp({ create: { width: 8 * S, height: 4 * S + 400, channels: 3, background: '#fff' } })
  .composite([...tiles, ...banners])
  .png()
  .toFile(out);
console.log(out);
