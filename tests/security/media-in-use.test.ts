// Over 300 lines on purpose: every use of a picture the probe found, each a short case on one booted app.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  authors,
  breeds,
  breedTexts,
  families,
  infographics,
  media,
  newsletterEditions,
  notices,
  products,
  siteSettings,
  staticPages,
} from '../../db/schema/index.ts';
import { breedSchema } from '../../core/breeds/breed-rules.ts';
import en from '../../locales/en.json' with { type: 'json' };
import pt from '../../locales/pt.json' with { type: 'json' };
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

// An outside probe (docs/decisions/070): a contributor deleted an admin's picture that product
// 34 and the Terms page showed (the library said `uses: []`), and rewrote another person's alt
// text. A picture in use is deleted by nobody; whose pictures a role may change is the table's.

interface Use {
  kind: string;
  id: string;
  title: string;
  fields: string[];
}
interface Picture {
  id: number;
  url: string;
  alt_text: string;
  uses: Use[];
  can_edit: boolean;
  can_delete: boolean;
}

let colour = 0;
const png = () =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: `#${(0x102030 + colour++ * 0x010203).toString(16).slice(-6)}`,
    },
  })
    .png()
    .toBuffer();

async function upload(v: TestVisitor, alt: string): Promise<Picture> {
  const answer = await v.request({
    method: 'POST',
    url: '/api/studio/media',
    ...multipart({ alt_text: alt }, { name: 'p.png', type: 'image/png', bytes: await png() }),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as Picture;
}

const range = { minimum: null, maximum: null };
const breed = (name: string, image: string | null) =>
  breedSchema.parse({
    id_family: 1,
    name,
    image_url: image,
    lifespan: range,
    measures: { male: { weight: range, height: range }, female: { weight: range, height: range } },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'low',
      grooming: 'low',
      training: 'easy',
    },
  });

describe.each(ENGINES)('pictures in use, and whose pictures a role may change, on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  let contributor: TestVisitor;
  let adminId: number;

  const listed = async (v: TestVisitor, picture: Picture) => {
    const all = (await v.get(`/api/studio/media?q=${encodeURIComponent(picture.alt_text)}`)).json()
      .items as Picture[];
    return all.find((p) => p.id === picture.id)!;
  };
  const stillThere = async (picture: Picture) => {
    const rows = await app.database.db.select().from(media).where(eq(media.idMedia, picture.id));
    expect(rows).toHaveLength(1);
    expect((await app.server.inject({ url: picture.url })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
    adminId = (await createStaff(app, 'admin')).idStaff;
    admin = await staffVisitor(app, adminId);
    contributor = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
    await app.database.db
      .insert(families)
      .values({ idFamily: 1, name: 'Dogs', slug: 'dogs' })
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the probe: a contributor cannot delete an admin’s picture product 34 and the Terms page show', async () => {
    const picture = await upload(admin, 'Probe kibble bag');
    await app.database.db.insert(products).values({
      idProduct: 34,
      name: 'Probe kibble',
      link: 'https://shop.example/kibble',
      imageUrl: picture.url,
    });
    await app.database.db.insert(staticPages).values({
      key: 'terms',
      locale: 'en',
      title: 'Terms of use',
      body: `# Terms\n\n![The bag](${picture.url})\n`,
    });

    const seen = await listed(contributor, picture);
    expect(seen.uses).toEqual([
      { kind: 'product', id: '34', id_article: null, title: 'Probe kibble', fields: ['image'] },
      { kind: 'page', id: 'terms/en', id_article: null, title: 'Terms of use', fields: ['body'] },
    ]);
    expect(seen.can_delete).toBe(false);
    expect(seen.can_edit).toBe(false);

    // Not theirs: refused before anything else.
    const byContributor = await contributor.request({
      method: 'DELETE',
      url: `/api/studio/media/${picture.id}`,
    });
    expect(byContributor.statusCode).toBe(403);
    expect(byContributor.json().message).toBe(en.studio_editor.media.not_yours);
    await stillThere(picture);

    // In use: refused to the admin too, with a message that says where.
    const byAdmin = await admin.request({
      method: 'DELETE',
      url: `/api/studio/media/${picture.id}`,
    });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toContain('Probe kibble');
    expect(byAdmin.json().message).toContain('Terms of use');
    expect(byAdmin.json().uses.map((u: Use) => u.kind)).toEqual(['product', 'page']);
    await stillThere(picture);
    const [product] = await app.database.db
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(eq(products.idProduct, 34));
    expect(product!.imageUrl).toBe(picture.url);
  });

  it('a contributor’s own picture in use is not deleted either, even by its uploader', async () => {
    const mine = await upload(contributor, 'Probe own picture in use');
    await app.database.db
      .update(staticPages)
      .set({ html: `<p><img src="https://pawpedia.example${mine.url}" alt=""></p>` })
      .where(eq(staticPages.key, 'terms'));
    const refused = await contributor.request({
      method: 'DELETE',
      url: `/api/studio/media/${mine.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().uses).toEqual([
      { kind: 'page', id: 'terms/en', id_article: null, title: 'Terms of use', fields: ['html'] },
    ]);
    await stillThere(mine);
  });

  // PGlite runs one transaction at a time; on PostgreSQL a save can be under way meanwhile.
  it.runIf(engine === 'postgres')(
    'a delete during a save that adds a use waits for the save, and then refuses',
    async () => {
      const picture = await upload(admin, 'Probe picture a save is adding');
      // A save that has written its row and not yet committed (a product's picture), on
      // another of the pool's connections.
      let commit!: () => void;
      let written!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const saving = app.database.db.transaction(async (tx) => {
        await tx.update(products).set({ imageUrl: picture.url }).where(eq(products.idProduct, 34));
        written();
        await committed;
      });
      await wrote;
      const deleting = admin.request({ method: 'DELETE', url: `/api/studio/media/${picture.id}` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await saving;
      const refused = await deleting;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().uses).toEqual([
        expect.objectContaining({ kind: 'product', id: '34', fields: ['image'] }),
      ]);
      await stillThere(picture);
    },
  );

  it('a contributor cannot rewrite another person’s alt text; their own, yes', async () => {
    const theirs = await upload(admin, 'Probe admin alt text');
    const rewrite = await contributor.request({
      method: 'PATCH',
      url: `/api/studio/media/${theirs.id}`,
      payload: { alt_text: 'Defaced' },
    });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().message).toBe(en.studio_editor.media.not_yours);
    const [row] = await app.database.db
      .select({ altText: media.altText })
      .from(media)
      .where(eq(media.idMedia, theirs.id));
    expect(row!.altText).toBe('Probe admin alt text');

    const mine = await upload(contributor, 'Probe contributor alt text');
    const own = await contributor.request({
      method: 'PATCH',
      url: `/api/studio/media/${mine.id}`,
      payload: { alt_text: 'Probe contributor alt text, better' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().can_edit).toBe(true);
    // An editor may change anyone's, and delete anyone's unused picture.
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const edited = await editor.request({
      method: 'PATCH',
      url: `/api/studio/media/${theirs.id}`,
      payload: { alt_text: 'Probe admin alt text, by an editor' },
    });
    expect(edited.statusCode).toBe(200);
    const gone = await editor.request({ method: 'DELETE', url: `/api/studio/media/${mine.id}` });
    expect(gone.json()).toEqual({ deleted: true });
  });

  it('a new byline picture does not delete the old one from under a page that shows it', async () => {
    const me = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const post = async () =>
      me.request({
        method: 'POST',
        url: '/api/studio/profile/picture',
        ...multipart({}, { name: 'me.png', type: 'image/png', bytes: await png() }),
      });
    const first = (await post()).json().author.image_url as string;
    await app.database.db.insert(staticPages).values({
      key: 'faq',
      locale: 'en',
      title: 'Questions',
      body: `![Our writer](${first})`,
    });
    const second = (await post()).json().author.image_url as string;
    expect(second).not.toBe(first);
    expect((await app.server.inject({ url: first })).statusCode).toBe(200);
    const rows = await app.database.db.select().from(media).where(eq(media.path, first));
    expect(rows).toHaveLength(1);
  });

  it('detects every kind of use: each column that can show a picture, and markdown bodies', async () => {
    const pictures: Record<string, Picture> = {};
    const names = [
      'article_image',
      'article_mobile',
      'article_social',
      'article_content',
      'article_get_more',
      'byline',
      'product_background',
      'product_background_mobile',
      'breed_image',
      'breed_wide',
      'breed_text',
      'family_image',
      'family_menu',
      'infographic_image',
      'infographic_mobile',
      'infographic_thumbnail',
      'page_body',
      'logo',
      'notice_link',
      'newsletter_intro',
      'newsletter_closing',
    ];
    for (const name of names) pictures[name] = await upload(admin, `Probe kind ${name}`);
    const url = (name: string) => pictures[name]!.url;
    const db = app.database.db;

    const [article] = await db
      .insert(articles)
      .values({
        key: 'probe-article',
        title: 'Probe article',
        slug: 'probe-article',
        content: `Text ![a](/img/w/640/webp${url('article_content')}) more`,
        getMore: `[link](${url('article_get_more')})`,
        imageUrl: url('article_image'),
        mobileImageUrl: url('article_mobile'),
        socialImageUrl: url('article_social'),
        publishedAt: new Date(),
      })
      .returning({ id: articles.idArticle });
    await db
      .insert(authors)
      .values({ key: 'probe-author', name: 'Probe Byline', imageUrl: url('byline') });
    await db.insert(products).values({
      idProduct: 35,
      name: 'Probe banner',
      link: 'https://shop.example/banner',
      type: 'banner',
      backgroundImageUrl: url('product_background'),
      backgroundMobileImageUrl: url('product_background_mobile'),
    });
    const created = await app.services.studioBreeds.create(
      { idStaff: adminId, role: 'admin', medicalReviewer: false },
      breed('Probe Hound', url('breed_image')),
    );
    if (!created.ok) throw new Error(created.reason);
    const idBreed = created.breed.id_breed;
    await db
      .update(breeds)
      .set({ fluidImageUrl: url('breed_wide') })
      .where(eq(breeds.idBreed, idBreed));
    await db
      .insert(breedTexts)
      .values({ idBreed, section: 'history', content: `Old ![x](${url('breed_text')})` })
      .onConflictDoUpdate({
        target: [breedTexts.idBreed, breedTexts.section],
        set: { content: `Old ![x](${url('breed_text')})` },
      });
    await db.insert(families).values({
      idFamily: 7,
      name: 'Probe family',
      slug: 'probe-family',
      imageUrl: url('family_image'),
      menuImageUrl: url('family_menu'),
    });
    await db.insert(infographics).values({
      key: 'probe-infographic',
      title: 'Probe infographic',
      slug: 'probe-infographic',
      imagePath: url('infographic_image'),
      mobileImagePath: url('infographic_mobile'),
      thumbnailPath: url('infographic_thumbnail'),
    });
    await db.insert(staticPages).values({
      key: 'about',
      locale: 'pt',
      title: 'Sobre nós',
      body: `![](${url('page_body')})`,
    });
    await db
      .insert(siteSettings)
      .values({ id: 1, values: { logo_path: url('logo') } })
      .onConflictDoUpdate({ target: siteSettings.id, set: { values: { logo_path: url('logo') } } });
    const [notice] = await db
      .insert(notices)
      .values({ text: 'Probe notice', linkUrl: url('notice_link') })
      .returning({ id: notices.idNotice });
    const [edition] = await db
      .insert(newsletterEditions)
      .values({
        subject: 'Probe edition',
        intro: `![](${url('newsletter_intro')})`,
        closing: `<img src="${url('newsletter_closing')}">`,
      })
      .returning({ id: newsletterEditions.idEdition });

    const expected: Record<string, [string, string, string]> = {
      article_image: ['article', String(article!.id), 'image'],
      article_mobile: ['article', String(article!.id), 'mobile_image'],
      article_social: ['article', String(article!.id), 'social_image'],
      article_content: ['article', String(article!.id), 'content'],
      article_get_more: ['article', String(article!.id), 'get_more'],
      product_background: ['product', '35', 'background_image'],
      product_background_mobile: ['product', '35', 'background_mobile_image'],
      breed_image: ['breed', String(idBreed), 'breed_image'],
      breed_wide: ['breed', String(idBreed), 'breed_wide_image'],
      breed_text: ['breed', String(idBreed), 'breed_text'],
      family_image: ['family', '7', 'family_image'],
      family_menu: ['family', '7', 'menu_image'],
      page_body: ['page', 'about/pt', 'body'],
      logo: ['settings', 'site', 'logo'],
      notice_link: ['notice', String(notice!.id), 'link'],
      newsletter_intro: ['newsletter', String(edition!.id), 'intro'],
      newsletter_closing: ['newsletter', String(edition!.id), 'closing'],
    };
    for (const [name, [kind, id, field]] of Object.entries(expected)) {
      const seen = await listed(admin, pictures[name]!);
      expect(
        seen.uses.map((u) => [u.kind, u.id, u.fields]),
        name,
      ).toEqual([[kind, id, [field]]]);
      const refused = await admin.request({
        method: 'DELETE',
        url: `/api/studio/media/${pictures[name]!.id}`,
      });
      expect(refused.statusCode, name).toBe(409);
    }
    const byline = await listed(admin, pictures.byline!);
    expect(byline.uses.map((u) => [u.kind, u.title, u.fields])).toEqual([
      ['author', 'Probe Byline', ['byline']],
    ]);
    for (const name of ['infographic_image', 'infographic_mobile', 'infographic_thumbnail']) {
      const seen = await listed(admin, pictures[name]!);
      expect(
        seen.uses.map((u) => [u.kind, u.title]),
        name,
      ).toEqual([['infographic', 'Probe infographic']]);
    }
  });
});

describe('the refusal in the site language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: false, env: { SITE_LOCALE: 'pt' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names where the picture is used, in Portuguese', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const picture = await upload(editor, 'Um saco de ração');
    await app.database.db.insert(products).values({
      idProduct: 34,
      name: 'Ração de teste',
      link: 'https://shop.example/racao',
      imageUrl: picture.url,
    });
    const refused = await editor.request({
      method: 'DELETE',
      url: `/api/studio/media/${picture.id}`,
    });
    expect(refused.statusCode).toBe(409);
    const message: string = refused.json().message;
    expect(message).toContain(pt.studio_editor.media.kinds.product);
    expect(message).toContain('Ração de teste');
    expect(message.startsWith(pt.studio_editor.media.in_use.split('{{')[0]!)).toBe(true);
  });
});
