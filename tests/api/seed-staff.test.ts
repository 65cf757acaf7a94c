import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../demo/index.ts';
import { authors, emailOutbox, staff } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { createStaff, staffVisitor, STAFF_PASSWORD, totpCode } from '../support/staff.ts';
import { demoContent } from '../support/demo-content.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

const demoAuthors = demoContent().authors;
import { newVisitor } from '../support/visitor.ts';

interface Listed {
  id_staff: number;
  email: string;
  role: string;
  enrolled: boolean;
  profile_only: boolean;
  last_sign_in_at: string | null;
}

describe.each(ENGINES)("the demo's authors as staff profiles on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const linked = () =>
    app.database.db
      .select({ author: authors, staff })
      .from(authors)
      .innerJoin(staff, eq(staff.idStaff, authors.idStaff))
      .where(isNotNull(authors.idStaff));

  it('each demo author is an author on the staff, under a reserved domain, nobody can sign in as', async () => {
    const rows = await linked();
    expect(rows).toHaveLength(demoAuthors.length);
    for (const { author, staff: member } of rows) {
      expect(member.email).toBe(`${author.key}@profiles.pawpedia.invalid`);
      expect(member).toMatchObject({
        role: 'author',
        displayName: author.name,
        enrolledAt: null,
        totpSecret: null,
      });
      const signIn = await (
        await newVisitor(app)
      ).post('/api/studio/sign-in', { email: member.email, password: member.passwordHash });
      expect(signIn.statusCode).toBe(401);
    }
    // The setup link still makes the first owner: profiles are not an owner.
    expect(await app.services.studio.issueSetupLink()).not.toBeNull();
  });

  it('loading the demo again makes no second profile', async () => {
    const before = await app.database.db.select().from(staff);
    await seedDemoContent(app.database.db);
    expect(await app.database.db.select().from(staff)).toHaveLength(before.length);
    expect(await linked()).toHaveLength(demoAuthors.length);
  });

  it('the staff list shows them as profiles only; an admin invites the person behind one', async () => {
    const admin = await createStaff(app, 'admin');
    const v = await staffVisitor(app, admin.idStaff);
    const list = (await v.get('/api/studio/staff')).json() as Listed[];
    const profiles = list.filter((s) => s.profile_only);
    expect(profiles).toHaveLength(demoAuthors.length);
    expect(list.find((s) => s.id_staff === admin.idStaff)).toMatchObject({
      profile_only: false,
      enrolled: true,
    });
    expect(list.find((s) => s.id_staff === admin.idStaff)!.last_sign_in_at).not.toBeNull();

    const { author, staff: profile } = (await linked())[0]!;
    const url = `/api/studio/staff/${profile.idStaff}/invitation`;
    expect(
      (await v.post(url, { email: 'not an address', password: STAFF_PASSWORD })).statusCode,
    ).toBe(422);
    // The inviter's password again: a wrong one invites nobody.
    expect((await v.post(url, { email: 'ana@example.com', password: 'wrong' })).statusCode).toBe(
      403,
    );
    expect((await v.post(url, { email: admin.email, password: STAFF_PASSWORD })).statusCode).toBe(
      409,
    );
    expect(
      (
        await v.post(`/api/studio/staff/${admin.idStaff}/invitation`, {
          email: 'x@example.com',
          password: STAFF_PASSWORD,
        })
      ).json().message,
    ).toBe(en.studio_staff.not_profile_only);
    expect(
      (await v.post(url, { email: 'Ana@Example.com', password: STAFF_PASSWORD })).statusCode,
    ).toBe(201);

    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'ana@example.com'));
    const token = /\/studio\/invitation#token=(\S+)/.exec(mail!.text)![1]!;
    const guest = await newVisitor(app);
    const accepted = await guest.post('/api/studio/invitations/accept', {
      token,
      name: 'Ana R.',
      password: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(201);
    const enrolled = await guest.post('/api/studio/sign-in/enrol', {
      code: totpCode(accepted.json().secret),
    });
    // The same staff row, and so the same byline and articles: now someone can sign in as it.
    expect(enrolled.json().staff).toMatchObject({
      id_staff: profile.idStaff,
      email: 'ana@example.com',
      role: 'author',
      display_name: 'Ana R.',
    });
    const [byline] = await app.database.db
      .select()
      .from(authors)
      .where(eq(authors.idAuthor, author.idAuthor));
    expect(byline!.idStaff).toBe(profile.idStaff);
    const after = (await v.get('/api/studio/staff')).json() as Listed[];
    expect(after.find((s) => s.id_staff === profile.idStaff)).toMatchObject({
      profile_only: false,
      enrolled: true,
    });
  });
});
