import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffSetupTokens } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import {
  createStaff,
  staffVisitor,
  STAFF_PASSWORD,
  totpCode,
  type TestStaff,
} from '../support/staff.ts';
import { freePort, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { announceSetupLink } from '../../server/setup-link.ts';
import { newVisitor } from '../support/visitor.ts';

const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe.each(ENGINES)('first owner and staff management on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    app = await startTestApp(engine, {
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const roleOf = async (idStaff: number) =>
    (
      await app.database.db
        .select({ role: staff.role })
        .from(staff)
        .where(eq(staff.idStaff, idStaff))
    )[0]?.role;
  const auditOf = (action: string, subjectId: number) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));

  it('the setup link creates the owner once, within the hour, then enrolment follows', async () => {
    const stale = await app.services.studio.issueSetupLink();
    // What the start prints (server/main.ts), with its token: the log's redaction is not in the way.
    const printed: string[] = [];
    const link = await announceSetupLink(app.services, (text) => printed.push(text));
    expect(printed.join('')).toContain(link);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/studio\/setup#token=/);
    const body = { email: 'Owner@Example.com', name: 'The Owner', password: STAFF_PASSWORD };
    const v = await newVisitor(app);
    // A newer link replaces the older one.
    expect(
      (await v.post('/api/studio/setup', { ...body, token: tokenOf(stale!) })).statusCode,
    ).toBe(410);
    // Expired: one hour and a minute later.
    await app.database.db
      .update(staffSetupTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) });
    const expired = await v.post('/api/studio/setup', { ...body, token: tokenOf(link!) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(en.studio.invalid_token);
    await app.database.db
      .update(staffSetupTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) });
    const weak = await v.post('/api/studio/setup', {
      ...body,
      password: 'short',
      token: tokenOf(link!),
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([en.studio.invalid_password]);

    const created = await v.post('/api/studio/setup', { ...body, token: tokenOf(link!) });
    expect(created.statusCode).toBe(201);
    expect(created.json().step).toBe('enrol');
    const enrolled = await v.post('/api/studio/sign-in/enrol', {
      code: totpCode(created.json().secret),
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().staff).toMatchObject({ email: 'owner@example.com', role: 'owner' });
    // Single use, and no more links once someone is staff.
    expect(
      (await (await newVisitor(app)).post('/api/studio/setup', { ...body, token: tokenOf(link!) }))
        .statusCode,
    ).toBe(410);
    expect(await announceSetupLink(app.services, (text) => printed.push(text))).toBeNull();
    expect(printed).toHaveLength(1);
    // The command line (npm run staff:create) cannot make a second owner either.
    expect(
      await app.services.studio.invitationLink({ email: 'second@example.com', role: 'owner' }),
    ).toEqual({
      ok: false,
      error: 'owner_exists',
    });
    // The database holds exactly one owner, whatever the code does.
    await expect(createStaff(app, 'owner')).rejects.toThrow();
  });

  it('an admin invites by e-mail through the outbox; the invitation names the role', async () => {
    const admin = await createStaff(app, 'admin');
    const v = await staffVisitor(app, admin.idStaff);
    const email = `invited${Date.now()}@example.com`;
    const password = STAFF_PASSWORD;
    expect(
      (await v.post('/api/studio/staff/invitations', { email, role: 'owner', password }))
        .statusCode,
    ).toBe(422);
    // The inviter's password again: missing or wrong, nobody is invited.
    expect(
      (await v.post('/api/studio/staff/invitations', { email, role: 'editor' })).statusCode,
    ).toBe(400);
    const wrong = await v.post('/api/studio/staff/invitations', {
      email,
      role: 'editor',
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    expect(
      (await v.post('/api/studio/staff/invitations', { email, role: 'editor', password }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await v.post('/api/studio/staff/invitations', {
          email: admin.email,
          role: 'editor',
          password,
        })
      ).statusCode,
    ).toBe(409);
    await app.services.mail.deliver(new Date(Date.now() + 1000));
    const [mail] = smtp.to(email);
    expect(mail!.text).toContain(en.studio.roles.editor);
    const link = /http:\/\/\S+\/studio\/invitation#token=\S+/.exec(mail!.text)![0];

    const guest = await newVisitor(app);
    const accepted = await guest.post('/api/studio/invitations/accept', {
      token: tokenOf(link),
      name: 'New Editor',
      password: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().step).toBe('enrol');
    const enrolled = await guest.post('/api/studio/sign-in/enrol', {
      code: totpCode(accepted.json().secret),
    });
    expect(enrolled.json().staff).toMatchObject({
      email,
      role: 'editor',
      display_name: 'New Editor',
    });
    expect(
      (
        await newVisitor(app).then((x) =>
          x.post('/api/studio/invitations/accept', {
            token: tokenOf(link),
            name: 'Again',
            password: STAFF_PASSWORD,
          }),
        )
      ).statusCode,
    ).toBe(410);
  });

  it('changing a role asks for the password again and is audited; the owner is never demoted or removed', async () => {
    const admin = await createStaff(app, 'admin');
    const target = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, admin.idStaff);
    const wrong = await v.post(`/api/studio/staff/${target.idStaff}/role`, {
      role: 'editor',
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    expect(await roleOf(target.idStaff)).toBe('contributor');
    const ok = await v.post(`/api/studio/staff/${target.idStaff}/role`, {
      role: 'editor',
      password: STAFF_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(await roleOf(target.idStaff)).toBe('editor');
    const [entry] = await auditOf('staff.role.changed', target.idStaff);
    expect(entry).toMatchObject({
      actorStaffId: admin.idStaff,
      details: { before: 'contributor', after: 'editor' },
    });

    const [owner] = await app.database.db.select().from(staff).where(eq(staff.role, 'owner'));
    const demote = await v.post(`/api/studio/staff/${owner!.idStaff}/role`, {
      role: 'editor',
      password: STAFF_PASSWORD,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(en.studio.owner_fixed);
    expect(
      (await v.post(`/api/studio/staff/${owner!.idStaff}/remove`, { password: STAFF_PASSWORD }))
        .statusCode,
    ).toBe(409);
    expect(
      (await v.post(`/api/studio/staff/999999/remove`, { password: STAFF_PASSWORD })).statusCode,
    ).toBe(404);
  });

  it('a removed staff member is signed out and cannot sign in; audited', async () => {
    const admin = await createStaff(app, 'admin');
    const target = await createStaff(app, 'author');
    const targetSession = await staffVisitor(app, target.idStaff);
    const v = await staffVisitor(app, admin.idStaff);
    expect(
      (await v.post(`/api/studio/staff/${target.idStaff}/remove`, { password: 'wrong password!' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await v.post(`/api/studio/staff/${target.idStaff}/remove`, { password: STAFF_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await targetSession.get('/api/studio/me')).statusCode).toBe(401);
    const signIn = await (
      await newVisitor(app)
    ).post('/api/studio/sign-in', {
      email: target.email,
      password: STAFF_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect(await auditOf('staff.removed', target.idStaff)).toHaveLength(1);
    const list = await v.get('/api/studio/staff');
    expect(list.json().map((s: { id_staff: number }) => s.id_staff)).not.toContain(target.idStaff);
  });

  it('the owner hands ownership over with the password and becomes an admin', async () => {
    const [ownerRow] = await app.database.db.select().from(staff).where(eq(staff.role, 'owner'));
    const owner: TestStaff = {
      idStaff: ownerRow!.idStaff,
      email: ownerRow!.email,
      password: STAFF_PASSWORD,
      secret: null,
    };
    const heir = await createStaff(app, 'admin');
    const unenrolled = await createStaff(app, 'admin', { enrolled: false });
    const v = await staffVisitor(app, owner.idStaff);
    expect(
      (
        await v.post('/api/studio/ownership', {
          id_staff: heir.idStaff,
          password: 'wrong password!',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await v.post('/api/studio/ownership', {
          id_staff: unenrolled.idStaff,
          password: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(409);
    const handed = await v.post('/api/studio/ownership', {
      id_staff: heir.idStaff,
      password: STAFF_PASSWORD,
    });
    expect(handed.statusCode).toBe(200);
    expect(await roleOf(heir.idStaff)).toBe('owner');
    expect(await roleOf(owner.idStaff)).toBe('admin');
    expect(await auditOf('ownership.transferred', heir.idStaff)).toHaveLength(1);
    // Now an admin: handing over again is not theirs to do.
    expect(
      (await v.post('/api/studio/ownership', { id_staff: heir.idStaff, password: STAFF_PASSWORD }))
        .statusCode,
    ).toBe(403);
  });
});
