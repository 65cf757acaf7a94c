// Over 300 lines on purpose: the pet API's cases (list, add, change, pictures, delete) on one booted app per engine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { multipart, type FilePart } from '../support/multipart.ts';
import { newVisitor } from '../support/visitor.ts';

const MB = 1024 * 1024;
let counter = 0;
const unique = () => `p${Date.now().toString(36)}${(counter++).toString(36)}`;

const picture = async (width = 64, height = 48, color = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

interface Pet {
  id_user_pet: number;
  name: string;
  breed: { id_breed: number; name: string; slug: string; image_url: string | null } | null;
  birth_date: string | null;
  family: { id_family: number; name: string };
  image_path: string | null;
}

describe.each(ENGINES)('member pets on %s', (engine) => {
  let app: TestApp;
  let ipCounter = 0;
  /** A breed of family A and one of another family B, whatever the demo content holds. */
  let breedA: { id: number; name: string; idFamily: number; family: string };
  let breedB: { id: number; idFamily: number };
  let famA: string;
  let famB: string;
  let kitBreed: number;

  beforeAll(async () => {
    app = await startTestApp(engine);
    const rows = await app.database.db
      .select({
        id: schema.breeds.idBreed,
        name: schema.breeds.name,
        idFamily: schema.breeds.idFamily,
        family: schema.families.name,
      })
      .from(schema.breeds)
      .innerJoin(schema.families, eq(schema.families.idFamily, schema.breeds.idFamily))
      .orderBy(asc(schema.breeds.idBreed));
    breedA = rows[0]!;
    breedB = rows.find((row) => row.idFamily !== breedA.idFamily)!;
    famA = String(breedA.idFamily);
    famB = String(breedB.idFamily);
    const [kit] = await app.database.db
      .select({ idBreed: schema.breedProducts.idBreed })
      .from(schema.breedProducts)
      .limit(1);
    kitBreed = kit!.idBreed;
  });
  afterAll(async () => {
    await app?.close();
  });

  const petsDir = () => path.join(app.config.dataDir, 'media', 'pets');
  const storedFiles = () => (existsSync(petsDir()) ? readdirSync(petsDir()).sort() : []);
  const fileOf = (imagePath: string) =>
    path.join(app.config.dataDir, 'media', imagePath.replace(/^\/media\//, ''));

  /** A signed-in member with an address of its own, so per-address limits stay per test. */
  async function member(ip = `10.1.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`) {
    // The account is made by the service (registration has its own tests), then signs in.
    const name = unique();
    const email = `${name}@example.com`;
    const account = await app.services.accounts.register({
      email,
      username: name,
      password: 'secret12',
    });
    expect(account.ok).toBe(true);
    const v = await newVisitor(app);
    const response = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'secret12' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { v, ip };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  const upload = (m: Member, url: string, fields: Record<string, string>, file?: FilePart) =>
    m.v.request({ method: 'POST', url, remoteAddress: m.ip, ...multipart(fields, file) });

  async function addPet(m: Member, fields: Record<string, string> = {}, file?: FilePart) {
    const response = await upload(
      m,
      '/api/auth/me/pets',
      {
        name: 'Rex',
        id_family: famA,
        id_breed: String(breedA.id),
        birth_date: '2020-05-17',
        ...fields,
      },
      file,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Pet;
  }

  const petsOf = async (m: Member) => (await m.v.get('/api/auth/me/pets')).json() as Pet[];

  it('adds, lists, changes and deletes a pet, with its picture', async () => {
    const m = await member();
    expect(await petsOf(m)).toEqual([]);
    const pet = await addPet(m, {}, { name: 'rex.png', type: 'image/png', bytes: await picture() });
    expect(pet).toMatchObject({
      name: 'Rex',
      birth_date: '2020-05-17',
      family: { id_family: breedA.idFamily, name: breedA.family },
      breed: { id_breed: breedA.id, name: breedA.name, slug: expect.any(String) },
    });
    // An unguessable name of its own, served as WebP by the /media route.
    expect(pet.image_path).toMatch(/^\/media\/pets\/[\w-]{22}\.webp$/);
    expect(pet.image_path).not.toContain('rex');
    const served = await m.v.get(pet.image_path!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await petsOf(m)).toEqual([pet]);

    // Changing the fields only keeps the picture.
    const renamed = await upload(m, `/api/auth/me/pet/${pet.id_user_pet}`, {
      name: '  Luna ',
      id_family: famB,
      id_breed: String(breedB.id),
      birth_date: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id_user_pet: pet.id_user_pet,
      name: 'Luna',
      family: { id_family: breedB.idFamily },
      breed: { id_breed: breedB.id },
      birth_date: null,
      image_path: pet.image_path,
    });

    // A new picture replaces the old one, whose file goes once the change is saved.
    const replaced = await upload(
      m,
      `/api/auth/me/pet/${pet.id_user_pet}`,
      { name: 'Luna', id_family: famB, id_breed: '' },
      { name: 'luna.png', type: 'image/png', bytes: await picture(80, 80, '#2980b9') },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as Pet;
    expect(after.breed).toBeNull();
    expect(after.image_path).toMatch(/^\/media\/pets\//);
    expect(after.image_path).not.toBe(pet.image_path);
    expect(existsSync(fileOf(pet.image_path!))).toBe(false);
    expect(existsSync(fileOf(after.image_path!))).toBe(true);

    const deleted = await m.v.request({
      method: 'DELETE',
      url: `/api/auth/me/pet/${pet.id_user_pet}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(fileOf(after.image_path!))).toBe(false);
    expect(await petsOf(m)).toEqual([]);
    const again = await m.v.request({
      method: 'DELETE',
      url: `/api/auth/me/pet/${pet.id_user_pet}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another member's pet on every call, and leaves it as it was", async () => {
    const owner = await member();
    const pet = await addPet(
      owner,
      {},
      { name: 'a.png', type: 'image/png', bytes: await picture() },
    );
    const other = await member();
    const id = pet.id_user_pet;
    const update = await upload(other, `/api/auth/me/pet/${id}`, { name: 'Mine', id_family: '1' });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Pet not found.');
    const updateWithPicture = await upload(
      other,
      `/api/auth/me/pet/${id}`,
      { name: 'Mine', id_family: '1' },
      { name: 'b.png', type: 'image/png', bytes: await picture() },
    );
    expect(updateWithPicture.statusCode).toBe(404);
    expect(
      (await other.v.request({ method: 'DELETE', url: `/api/auth/me/pet/${id}` })).statusCode,
    ).toBe(404);
    expect((await other.v.get(`/api/auth/me/pet/${id}/articles`)).statusCode).toBe(404);
    expect((await other.v.get(`/api/auth/me/pet/${id}/products`)).statusCode).toBe(404);
    expect(await petsOf(other)).toEqual([]);
    // An id that exists nowhere answers the same.
    expect((await other.v.get('/api/auth/me/pet/999999/articles')).statusCode).toBe(404);
    expect(await petsOf(owner)).toEqual([pet]);
    expect(existsSync(fileOf(pet.image_path!))).toBe(true);
  });

  it('answers 401 to guests and 403 without the CSRF token', async () => {
    const guest = await newVisitor(app);
    const body = multipart({ name: 'Rex', id_family: '1' });
    const calls = [
      guest.get('/api/auth/me/pets'),
      guest.request({
        method: 'POST',
        url: '/api/auth/me/pets',
        remoteAddress: '10.9.0.1',
        ...body,
      }),
      guest.request({
        method: 'POST',
        url: '/api/auth/me/pet/1',
        remoteAddress: '10.9.0.1',
        ...body,
      }),
      guest.request({ method: 'DELETE', url: '/api/auth/me/pet/1' }),
      guest.get('/api/auth/me/pet/1/articles'),
      guest.get('/api/auth/me/pet/1/products'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().message).toBe('You are not signed in.');
    }

    const m = await member();
    const pet = await addPet(m);
    const forged = await m.v.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      remoteAddress: m.ip,
      csrf: false,
      ...multipart({ name: 'Forged', id_family: '1' }),
    });
    expect(forged.statusCode).toBe(403);
    const forgedDelete = await m.v.request({
      method: 'DELETE',
      url: `/api/auth/me/pet/${pet.id_user_pet}`,
      csrf: false,
    });
    expect(forgedDelete.statusCode).toBe(403);
    const noAjax = await m.v.request({
      method: 'DELETE',
      url: `/api/auth/me/pet/${pet.id_user_pet}`,
      ajax: false,
    });
    expect(noAjax.statusCode).toBe(403);
    expect(await petsOf(m)).toEqual([pet]);
  });

  it('refuses a picture of 5 MB or more with 413 and its message; just under is read', async () => {
    const m = await member();
    const before = storedFiles();
    const big = await upload(
      m,
      '/api/auth/me/pets',
      { name: 'Big', id_family: '1' },
      { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(5 * MB, 0xff) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size must be lower than 5MB');
    // One byte under the limit is read (and here refused as not a picture, not as too large).
    const under = await upload(
      m,
      '/api/auth/me/pets',
      { name: 'Big', id_family: '1' },
      { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(5 * MB - 1, 0xff) },
    );
    expect(under.statusCode).toBe(422);
    expect(await petsOf(m)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file that is not a picture, whatever its name and type say', async () => {
    const m = await member();
    const before = storedFiles();
    const fake = await upload(
      m,
      '/api/auth/me/pets',
      { name: 'Fake', id_family: '1' },
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('this is only text, not a JPEG\n'),
      },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toMatch(/not a picture we can read/);
    expect(fake.json().errors.picture).toEqual([expect.stringMatching(/not a picture/)]);
    expect(await petsOf(m)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    const json = await m.v.post('/api/auth/me/pets', { name: 'Rex', id_family: 1 });
    expect(json.statusCode).toBe(415);
  });

  it('stores only pixels: no EXIF or GPS, turned upright, at most 1200 px', async () => {
    const m = await member();
    const withGps = await sharp({
      create: { width: 2400, height: 1000, channels: 3, background: '#27ae60' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PawCam', Model: 'Secret 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 42/1 3000/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 8/1 2000/100',
        },
      })
      .toBuffer();
    const original = await sharp(withGps).metadata();
    expect(original.orientation).toBe(6);
    // The EXIF block points to a GPS directory (tag 0x8825, in either byte order).
    const exif = original.exif!;
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(withGps.includes(Buffer.from('PawCam'))).toBe(true);

    const pet = await addPet(m, {}, { name: 'gps.jpg', type: 'image/jpeg', bytes: withGps });
    const stored = readFileSync(fileOf(pet.image_path!));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('PawCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 turns 2400x1000 upright to 1000x2400, then bounded to 500x1200.
    expect([metadata.width, metadata.height]).toEqual([500, 1200]);
  });

  it('answers 422 with field errors for a bad name, family, breed or date', async () => {
    const m = await member();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ name: '   ', id_family: '1' }, { name: ["Please enter your pet's name."] }],
      [
        { name: 'x'.repeat(61), id_family: '1' },
        { name: ['The name can have at most 60 characters.'] },
      ],
      [{ name: 'Rex', id_family: '999' }, { id_family: ['Please choose a family.'] }],
      [{ name: 'Rex', id_family: 'dogs' }, { id_family: ['Please choose a family.'] }],
      [
        { name: 'Rex', id_family: famA, id_breed: String(breedB.id) },
        { id_breed: ['Please choose a breed of this family.'] },
      ],
      [
        { name: 'Rex', id_family: '1', id_breed: '999999' },
        { id_breed: ['Please choose a breed of this family.'] },
      ],
      [
        { name: 'Rex', id_family: '1', birth_date: '2023-02-30' },
        { birth_date: ['Please enter a valid birth date.'] },
      ],
      [
        { name: 'Rex', id_family: '1', birth_date: '3020-01-01' },
        { birth_date: ['The birth date cannot be in the future.'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const response = await upload(m, '/api/auth/me/pets', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors,
      });
    }
    expect(await petsOf(m)).toEqual([]);
  });

  it('loses nothing when an update fails: row, picture and files stay as they were', async () => {
    const m = await member();
    const pet = await addPet(m, {}, { name: 'a.png', type: 'image/png', bytes: await picture() });
    const before = storedFiles();
    const badBreed = await upload(
      m,
      `/api/auth/me/pet/${pet.id_user_pet}`,
      { name: 'Changed', id_family: famA, id_breed: String(breedB.id) },
      { name: 'new.png', type: 'image/png', bytes: await picture(90, 90, '#8e44ad') },
    );
    expect(badBreed.statusCode).toBe(422);
    const fakePicture = await upload(
      m,
      `/api/auth/me/pet/${pet.id_user_pet}`,
      { name: 'Changed', id_family: '2' },
      { name: 'new.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a but not really') },
    );
    expect(fakePicture.statusCode).toBe(422);
    const tooBig = await upload(
      m,
      `/api/auth/me/pet/${pet.id_user_pet}`,
      { name: 'Changed', id_family: '2' },
      { name: 'new.jpg', type: 'image/jpeg', bytes: Buffer.alloc(6 * MB, 1) },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(await petsOf(m)).toEqual([pet]);
    expect(storedFiles()).toEqual(before);
    expect(existsSync(fileOf(pet.image_path!))).toBe(true);
  });

  it("gives a pet its family's articles and its breed's kit, else its family's products", async () => {
    const m = await member();
    const [withArticles] = await app.database.db
      .select({ idFamily: schema.articleFamilies.idFamily })
      .from(schema.articleFamilies)
      .limit(1);
    const idFamily = withArticles!.idFamily;
    const cat = await addPet(m, { name: 'Tom', id_family: String(idFamily), id_breed: '' });
    const articles = await m.v.get(`/api/auth/me/pet/${cat.id_user_pet}/articles`);
    expect(articles.statusCode).toBe(200);
    const list = articles.json() as { families: { id_family: number }[] }[];
    expect(list.length).toBeGreaterThan(0);
    for (const article of list)
      expect(article.families.map((f) => f.id_family)).toContain(idFamily);

    const familyProducts = await m.v.get(`/api/auth/me/pet/${cat.id_user_pet}/products`);
    expect(familyProducts.statusCode).toBe(200);
    const expected = await app.database.db
      .select({ id: schema.products.idProduct })
      .from(schema.products)
      .where(and(eq(schema.products.idFamily, idFamily), ne(schema.products.type, 'banner')));
    expect(
      (familyProducts.json() as { id_product: number }[]).map((p) => p.id_product).sort(),
    ).toEqual(
      expected
        .map((p) => p.id)
        .sort()
        .slice(0, 12),
    );

    const [kitRow] = await app.database.db
      .select({ idFamily: schema.breeds.idFamily })
      .from(schema.breeds)
      .where(eq(schema.breeds.idBreed, kitBreed));
    const kitPet = await addPet(m, {
      name: 'Kit',
      id_family: String(kitRow!.idFamily),
      id_breed: String(kitBreed),
    });
    const kit = await m.v.get(`/api/auth/me/pet/${kitPet.id_user_pet}/products`);
    const breedKit = await m.v.get(`/api/breeds/profile/${kitBreed}/products`);
    expect(kit.json()).toEqual(breedKit.json());
    expect((kit.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it("deletes all of a member's pets and pictures for account erasure, and nobody else's", async () => {
    const m = await member();
    const other = await member();
    const mine = [
      await addPet(
        m,
        { name: 'One' },
        { name: '1.png', type: 'image/png', bytes: await picture() },
      ),
      await addPet(
        m,
        { name: 'Two' },
        { name: '2.png', type: 'image/png', bytes: await picture() },
      ),
    ];
    const theirs = await addPet(
      other,
      {},
      { name: '3.png', type: 'image/png', bytes: await picture() },
    );
    const me = (await m.v.post('/api/auth/me')).json() as { id_user: number };
    expect(await app.services.pets.deleteAll(me.id_user)).toBe(2);
    expect(await petsOf(m)).toEqual([]);
    for (const pet of mine) expect(existsSync(fileOf(pet.image_path!))).toBe(false);
    expect(await petsOf(other)).toEqual([theirs]);
    expect(existsSync(fileOf(theirs.image_path!))).toBe(true);
  });

  it('limits uploads per account and per address with 429', async () => {
    const m = await member();
    let last = null as Awaited<ReturnType<typeof upload>> | null;
    for (let i = 0; i < 21; i++) {
      // A new address every time: only the account's own count can stop it.
      last = await upload({ v: m.v, ip: `10.2.0.${i + 1}` }, '/api/auth/me/pets', { name: '' });
      if (i < 20) expect(last.statusCode).toBe(422);
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);

    const shared = '10.3.0.1';
    const members = await Promise.all([member(), member(), member()]);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const who = members[i % 3]!;
      codes.push(
        (await upload({ v: who.v, ip: shared }, '/api/auth/me/pets', { name: '' })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
