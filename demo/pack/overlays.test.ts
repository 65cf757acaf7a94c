import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyOverlays,
  demoPack,
  englishPack,
  OverlayRefused,
  PACKS_DIR,
  readOverlays,
} from './demo-pack.ts';
import { checkOverlay } from './overlay-rules.ts';

/**
 * The demo's translation overlays (docs/decisions/049-demo-pack.md): every committed file is
 * checked against the English pack, and the checks and the overlay's application are shown on
 * small overlays of the tests' own.
 */
const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/demo-overlays/', import.meta.url));
const english = englishPack();
const article = english.tables.articles!.find((a) => String(a.content).includes('product-card'))!;

describe('the committed translation overlays', () => {
  const committed = (['pt', 'pt_BR'] as const).flatMap((locale) =>
    readOverlays(path.join(PACKS_DIR, locale)).map(([name, content]) => ({
      file: `${locale}/${name}`,
      name,
      content,
    })),
  );
  const fixtures = (['pt', 'pt_BR'] as const).flatMap((locale) =>
    readOverlays(path.join(FIXTURES, locale)).map(([name, content]) => ({
      file: `fixtures ${locale}/${name}`,
      name,
      content,
    })),
  );

  it.each([...committed, ...fixtures])('$file keeps to the English pack', ({ name, content }) => {
    expect(checkOverlay(name, content, english.tables)).toEqual([]);
  });

  it.each(['pt', 'pt_BR'] as const)('the %s demo pack is made without a problem', (locale) => {
    const pack = demoPack(locale);
    expect(Object.keys(pack.tables)).toEqual(Object.keys(english.tables));
    for (const [table, rows] of Object.entries(pack.tables))
      expect(rows, table).toHaveLength(english.tables[table]!.length);
  });
});

describe('an overlay is checked against the English pack', () => {
  const problems = (name: string, rows: unknown) => checkOverlay(name, rows, english.tables);

  it('accepts the identity and translated text columns', () => {
    expect(problems('breeds.json', [{ key: 'labrador-retriever', name: 'Labrador' }])).toEqual([]);
  });

  it('refuses a row the pack does not have, naming the file and the row', () => {
    expect(problems('breeds.dogs.json', [{ key: 'no-such-breed', name: 'X' }])).toEqual([
      'breeds.dogs.json row key="no-such-breed": no such row in the English pack',
    ]);
    expect(problems('breed_texts.json', [{ breed: 'labrador-retriever', content: 'x' }])).toEqual([
      'breed_texts.json row #1: no section to find the row',
    ]);
  });

  it('refuses columns that are not text to translate', () => {
    for (const column of ['colors', 'measures', 'attributes', 'search_text', 'image_url'])
      expect(problems('breeds.json', [{ key: 'labrador-retriever', [column]: 'x' }])).toEqual([
        `breeds.json row key="labrador-retriever": "${column}" may not be translated`,
      ]);
    expect(problems('products.json', [{ id_product: 1, price: 3 }])).toHaveLength(1);
    expect(problems('static_pages.json', [])).toEqual([
      'static_pages.json: "static_pages" is not a table an overlay may translate',
    ]);
    expect(problems('tips.json', { id_tip: 1 })).toEqual(['tips.json: not a JSON array of rows']);
  });

  it('accepts a slug as slugify writes it, and refuses another', () => {
    expect(problems('articles.json', [{ key: article.key, slug: 'viver-bem' }])).toEqual([]);
    for (const slug of ['Viver bem', 'saúde', 'a--b', ''])
      expect(problems('infographics.json', [{ key: 'dog-body-language', slug }])).toEqual([
        `infographics.json row key="dog-body-language": "slug" ${JSON.stringify(slug)} is not an address's slug`,
      ]);
  });

  it('refuses another type, an empty text and a row twice', () => {
    expect(problems('breeds.json', [{ key: 'labrador-retriever', synonyms: 'Lab' }])).toEqual([
      'breeds.json row key="labrador-retriever": "synonyms" is string, the English one is string[]',
    ]);
    expect(
      problems('breeds.json', [{ key: 'labrador-retriever', specifics: [{ value: 'x' }] }]),
    ).toHaveLength(1);
    const noBox = english.tables.articles!.find((a) => a.get_more === null)!;
    expect(problems('articles.json', [{ key: noBox.key, get_more: 'x' }])).toEqual([
      `articles.json row key="${String(noBox.key)}": "get_more" is string, the English one is null`,
    ]);
    expect(problems('tips.json', [{ id_tip: 1, content: ' ' }])).toEqual([
      'tips.json row id_tip=1: "content" has an empty text',
    ]);
    expect(problems('tips.json', [{ id_tip: 1 }, { id_tip: 1 }])).toEqual([
      'tips.json row id_tip=1: listed twice',
    ]);
  });

  it('refuses Markdown that loses or changes a link, a picture or a product card', () => {
    const content = String(article.content);
    const card = /data-id="(\d+)"/.exec(content)![1]!;
    const changedCard = content.replace(`data-id="${card}"`, `data-id="9${card}"`);
    const [problem] = problems('articles.json', [{ key: article.key, content: changedCard }]);
    expect(problem).toMatch(
      new RegExp(`^articles.json row key="${article.key}": "content" must keep the English links`),
    );
    const picture = /\]\((\/media\/[^\s)]+)/.exec(content);
    if (picture) {
      const moved = content.replace(picture[1]!, '/media/illustrations/other.webp');
      expect(problems('articles.json', [{ key: article.key, content: moved }])).toHaveLength(1);
    }
    // Translating the words around them is what an overlay is for.
    const translated = content.replace(/\bthe\b/g, 'o');
    expect(problems('articles.json', [{ key: article.key, content: translated }])).toEqual([]);
  });
});

describe('applying overlays', () => {
  const pt = demoPack('pt', { overlaysDir: path.join(FIXTURES, 'pt') });
  const row = (table: string, field: string, value: unknown) =>
    pt.tables[table]!.find((r) => r[field] === value)!;

  it('replaces the listed columns of the listed rows; the rest stays English', () => {
    const product = row('products', 'id_product', 1);
    expect(product.name).toBe('Ração premium para cão adulto 12 kg');
    expect(product.link).toBe(english.tables.products![0]!.link);
    expect(product.price).toBe(english.tables.products![0]!.price);
    expect(row('products', 'id_product', 2)).toEqual(english.tables.products![1]);
    expect(row('breeds', 'key', 'german-shepherd-dog')).toMatchObject({
      name: 'Pastor Alemão',
      slug: 'german-shepherd-dog',
      date_origin: english.tables.breeds!.find((b) => b.key === 'german-shepherd-dog')!.date_origin,
    });
  });

  it("recomputes a breed's search text and follows a poll's new question", () => {
    expect(row('breeds', 'key', 'german-shepherd-dog').search_text).toBe(
      'Pastor Alemão Pastor-alemão Deutscher Schäferhund Berger Allemand Alemanha Cão de pastoreio',
    );
    const question = 'Quantos passeios dá o seu cão por dia?';
    expect(pt.tables.polls![0]!.question).toBe(question);
    expect(pt.tables.poll_options!.map((o) => o.poll)).toEqual(
      english.tables.poll_options!.map(() => question),
    );
    expect(pt.tables.poll_options!.map((o) => o.label)).toEqual([
      'Um',
      'Dois',
      'Três ou mais',
      english.tables.poll_options![3]!.label,
    ]);
  });

  it('refuses every problem of every file at once, and leaves the pack as it was', () => {
    const before = JSON.stringify(english);
    let refused: unknown;
    try {
      applyOverlays(english, [
        ['tips.json', [{ id_tip: 999, content: 'x' }]],
        ['quotes.json', [{ id_quote: 1, position: 3 }]],
      ]);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(OverlayRefused);
    expect((refused as OverlayRefused).problems).toEqual([
      'tips.json row id_tip=999: no such row in the English pack',
      'quotes.json row id_quote=1: "position" may not be translated',
    ]);
    expect(JSON.stringify(english)).toBe(before);
  });
});
