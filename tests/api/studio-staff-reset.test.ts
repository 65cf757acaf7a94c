import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  staff,
  staffInvitations,
  staffRecoveryCodes,
  staffSessions,
} from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { createStaff, signInStaff, staffVisitor, STAFF_PASSWORD } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe.each(ENGINES)('resetting a second factor on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowOf = async (idStaff: number) =>
    (await app.database.db.select().from(staff).where(eq(staff.idStaff, idStaff)))[0]!;
  const sessionsOf = async (idStaff: number) =>
    (
      await app.database.db
        .select({ n: count() })
        .from(staffSessions)
        .where(eq(staffSessions.idStaff, idStaff))
    )[0]!.n;

  it('an admin resets with the password; the person is signed out and must enrol again', async () => {
    const admin = await createStaff(app, 'admin');
    const editor = await createStaff(app, 'editor');
    const editorSession = await signInStaff(app, editor);
    await app.database.db
      .insert(staffRecoveryCodes)
      .values({ idStaff: editor.idStaff, codeHash: 'x' });
    const v = await staffVisitor(app, admin.idStaff);
    const url = `/api/studio/staff/${editor.idStaff}/second-factor/reset`;

    const wrong = await v.post(url, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    expect((await rowOf(editor.idStaff)).enrolledAt).not.toBeNull();

    expect((await v.post(url, { password: STAFF_PASSWORD })).statusCode).toBe(200);
    const row = await rowOf(editor.idStaff);
    expect(row).toMatchObject({ totpSecret: null, totpLastStep: null, enrolledAt: null });
    expect(await sessionsOf(editor.idStaff)).toBe(0);
    expect((await editorSession.get('/api/studio/me')).statusCode).toBe(401);
    const codes = await app.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.idStaff, editor.idStaff));
    expect(codes).toHaveLength(0);
    // The next sign-in asks for enrolment, not a code.
    const again = await (
      await newVisitor(app)
    ).post('/api/studio/sign-in', { email: editor.email, password: STAFF_PASSWORD });
    expect(again.json().step).toBe('enrol');
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.second_factor.reset'));
    expect(entry).toMatchObject({
      actorStaffId: admin.idStaff,
      subjectId: String(editor.idStaff),
      details: { before: { enrolled: true }, after: { enrolled: false } },
    });
  });

  it("the owner's second factor is reset by nobody but the owner; editors may not reset", async () => {
    const owner = await createStaff(app, 'owner');
    const admin = await createStaff(app, 'admin');
    const editor = await createStaff(app, 'editor');
    const url = `/api/studio/staff/${owner.idStaff}/second-factor/reset`;
    const byAdmin = await (
      await staffVisitor(app, admin.idStaff)
    ).post(url, { password: STAFF_PASSWORD });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe(en.studio.owner_fixed);
    expect((await rowOf(owner.idStaff)).enrolledAt).not.toBeNull();
    const byEditor = await (
      await staffVisitor(app, editor.idStaff)
    ).post(`/api/studio/staff/${admin.idStaff}/second-factor/reset`, { password: STAFF_PASSWORD });
    expect(byEditor.statusCode).toBe(403);
    expect((await rowOf(admin.idStaff)).enrolledAt).not.toBeNull();
    const byOwner = await (
      await staffVisitor(app, owner.idStaff)
    ).post(url, { password: STAFF_PASSWORD });
    expect(byOwner.statusCode).toBe(200);
    expect((await rowOf(owner.idStaff)).enrolledAt).toBeNull();
    const missing = await (
      await staffVisitor(app, admin.idStaff)
    ).post('/api/studio/staff/999999/second-factor/reset', { password: STAFF_PASSWORD });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(ENGINES)('the medical-reviewer permission on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const flagOf = async (idStaff: number) =>
    (await app.database.db.select().from(staff).where(eq(staff.idStaff, idStaff)))[0]!
      .medicalReviewer;

  it('an admin gives and takes it with the password; never to themselves; audited', async () => {
    const admin = await createStaff(app, 'admin');
    const vet = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, admin.idStaff);
    const url = `/api/studio/staff/${vet.idStaff}/medical-reviewer`;
    const wrong = await v.post(url, { medical_reviewer: true, password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(await flagOf(vet.idStaff)).toBe(false);
    expect(
      (await v.post(url, { medical_reviewer: true, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await flagOf(vet.idStaff)).toBe(true);
    // The permission table now lets the contributor sign off.
    const me = await (await staffVisitor(app, vet.idStaff)).get('/api/studio/me');
    expect(me.json().permissions).toContain('article.review.medical');
    const self = await v.post(`/api/studio/staff/${admin.idStaff}/medical-reviewer`, {
      medical_reviewer: true,
      password: STAFF_PASSWORD,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(en.studio.not_self);
    expect(
      (await v.post(url, { medical_reviewer: false, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await flagOf(vet.idStaff)).toBe(false);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.medical_reviewer.changed'));
    expect(entries.map((e) => e.details)).toEqual([
      { before: false, after: true },
      { before: true, after: false },
    ]);
    const editor = await createStaff(app, 'editor');
    expect(
      (
        await (
          await staffVisitor(app, editor.idStaff)
        ).post(url, { medical_reviewer: true, password: STAFF_PASSWORD })
      ).statusCode,
    ).toBe(403);
  });
});

describe.each(ENGINES)('the first owner and invitations on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const accept = async (link: string, name = 'Someone') =>
    (await newVisitor(app)).post('/api/studio/invitations/accept', {
      token: tokenOf(link),
      name,
      password: STAFF_PASSWORD,
    });

  it('there is at most one usable way to the first owner', async () => {
    const setup = await app.services.studio.issueSetupLink();
    expect(setup).not.toBeNull();
    const first = await app.services.studio.invitationLink({
      email: 'first@example.com',
      role: 'owner',
    });
    const second = await app.services.studio.invitationLink({
      email: 'second@example.com',
      role: 'owner',
    });
    expect(first.ok && second.ok).toBe(true);
    // While an owner invitation is pending, the start prints no setup link.
    expect(await app.services.studio.issueSetupLink()).toBeNull();
    // The newer invitation replaced the older one and the setup link.
    const setupAnswer = await (
      await newVisitor(app)
    ).post('/api/studio/setup', {
      token: tokenOf(setup!),
      email: 'setup@example.com',
      name: 'Setup',
      password: STAFF_PASSWORD,
    });
    expect(setupAnswer.statusCode).toBe(410);
    expect((await accept(first.ok ? first.link : '')).statusCode).toBe(410);
    const usable = await app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.role, 'owner'));
    expect(usable.filter((i) => i.expiresAt > new Date() && !i.acceptedAt)).toHaveLength(1);
    expect((await accept(second.ok ? second.link : '', 'The Owner')).statusCode).toBe(201);
    const owners = await app.database.db.select().from(staff).where(eq(staff.role, 'owner'));
    expect(owners.map((o) => o.email)).toEqual(['second@example.com']);
    expect(await app.services.studio.issueSetupLink()).toBeNull();
  });

  it('a refused acceptance leaves the invitation as it was', async () => {
    const taken = await createStaff(app, 'editor');
    // An invitation made before the address became staff's (written as the service writes it).
    const link = await app.services.studio.invitationLink({
      email: `later${Date.now()}@example.com`,
      role: 'author',
    });
    if (!link.ok) throw new Error('no link');
    const [invitation] = await app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.role, 'author'));
    await app.database.db
      .update(staffInvitations)
      .set({ email: taken.email })
      .where(eq(staffInvitations.idInvitation, invitation!.idInvitation));
    const refused = await accept(link.link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(en.studio.already_staff);
    const [after] = await app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.idInvitation, invitation!.idInvitation));
    expect(after!.acceptedAt).toBeNull();
    // Once the address is free again (that staff row gone), the same link works.
    await app.database.db.delete(staff).where(eq(staff.idStaff, taken.idStaff));
    expect((await accept(link.link)).statusCode).toBe(201);
  });
});
