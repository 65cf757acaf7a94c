// Renders a contact sheet of breed portraits: npx tsx preview.mts out.png key1 key2 ...
import sharp from 'sharp';
import { drawArt } from './draw-art.ts';
import { englishPack, packRows } from '../pack/demo-pack.ts';
import { PRODUCT_COLOURS } from './product-colours.ts';

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
const [out, w = '300', h = '225', ...keys] = process.argv.slice(2);
const W = Number(w),
  H = Number(h);
const list = keys.length ? content.breeds.filter((b) => keys.includes(b.key)) : content.breeds;
const cols = Math.min(6, list.length);
const rows = Math.ceil(list.length / cols);
const tiles = await Promise.all(
  list.map(async (b, i) => ({
    input: await sharp(
      Buffer.from(
        drawArt({
          subject: b.family === 'dogs' ? 'dog' : 'cat',
          seed: b.key,
          colors: b.colors,
          breed: b.key,
          width: W,
          height: H,
        }),
      ),
    )
      .png()
      .toBuffer(),
    left: (i % cols) * W,
    top: Math.floor(i / cols) * H,
  })),
);
await sharp({ create: { width: cols * W, height: rows * H, channels: 3, background: '#fff' } })
  .composite(tiles)
  .png()
  .toFile(out!);
console.log(out);
