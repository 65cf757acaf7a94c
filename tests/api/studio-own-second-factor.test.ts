import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../core/studio/second-factor.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import {
  createStaff,
  forgetLastCode,
  signInStaff,
  STAFF_PASSWORD,
  totpCode,
  type TestStaff,
} from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * One's own second factor (decision 040): a new authenticator (the old one works until the new
 * one is confirmed), new recovery codes, what is left; and the last sign-in (migration 0010).
 */
describe.each(ENGINES)('one’s own second factor on %s', (engine) => {
  let app: TestApp;
  let ip = 0;
  const nextIp = () => `10.40.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The password step, then a code (TOTP or recovery): the second step's status. */
  async function signInWith(member: TestStaff, code: string) {
    const v = await newVisitor(app);
    const remoteAddress = nextIp();
    const first = await v.request({
      method: 'POST',
      url: '/api/studio/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress,
    });
    expect(first.statusCode).toBe(200);
    const second = await v.request({
      method: 'POST',
      url: '/api/studio/sign-in/second-factor',
      payload: { code },
      remoteAddress,
    });
    return second.statusCode;
  }
  const state = async (v: TestVisitor) => (await v.get('/api/studio/profile/second-factor')).json();
  const auditOf = async (idStaff: number, action: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(idStaff))));

  it('new recovery codes: the password again; the old ones stop working; audited', async () => {
    const member = await createStaff(app, 'contributor');
    const v = await signInStaff(app, member);
    expect((await state(v)).recovery_codes_left).toBe(0);

    const wrong = await v.post('/api/studio/profile/recovery-codes', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    expect((await v.post('/api/studio/profile/recovery-codes', {})).statusCode).toBe(400);

    const first = await v.post('/api/studio/profile/recovery-codes', { password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(200);
    const old: string[] = first.json().recovery_codes;
    expect(new Set(old).size).toBe(RECOVERY_CODE_COUNT);
    expect((await state(v)).recovery_codes_left).toBe(RECOVERY_CODE_COUNT);
    expect(await signInWith(member, old[0]!)).toBe(200);
    expect((await state(v)).recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

    const second = await v.post('/api/studio/profile/recovery-codes', { password: STAFF_PASSWORD });
    const fresh: string[] = second.json().recovery_codes;
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    expect(await signInWith(member, old[1]!)).toBe(401);
    expect(await signInWith(member, fresh[0]!)).toBe(200);

    const entries = await auditOf(member.idStaff, 'staff.recovery_codes.replaced');
    expect(entries.map((e) => e.details)).toEqual([
      { before: { left: 0 }, after: { left: RECOVERY_CODE_COUNT } },
      { before: { left: RECOVERY_CODE_COUNT - 1 }, after: { left: RECOVERY_CODE_COUNT } },
    ]);
    expect(entries.every((e) => e.actorStaffId === member.idStaff)).toBe(true);
  });

  it('a new authenticator: the old code and recovery codes work until the new one is confirmed, then only the new', async () => {
    const member = await createStaff(app, 'author');
    const v = await signInStaff(app, member);
    const oldCodes: string[] = (
      await v.post('/api/studio/profile/recovery-codes', { password: STAFF_PASSWORD })
    ).json().recovery_codes;

    const wrong = await v.post('/api/studio/profile/second-factor', { password: 'wrong password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    expect((await state(v)).replacing).toBe(false);

    const begun = await v.post('/api/studio/profile/second-factor', { password: STAFF_PASSWORD });
    expect(begun.statusCode).toBe(200);
    const { secret, otpauth_uri: uri, qr_svg: qr } = begun.json();
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toContain('<svg');
    expect(secret).not.toBe(member.secret);
    expect((await state(v)).replacing).toBe(true);

    // Before the confirmation: the old authenticator and the old recovery codes still sign in.
    await forgetLastCode(app, member.idStaff);
    expect(await signInWith(member, totpCode(member.secret!))).toBe(200);
    expect(await signInWith(member, oldCodes[0]!)).toBe(200);

    // A code of the old app or a wrong one does not confirm the new.
    const confirm = (code: string) => v.post('/api/studio/profile/second-factor/confirm', { code });
    const notNew = await confirm(totpCode(member.secret!));
    expect(notNew.statusCode).toBe(422);
    expect(notNew.json().message).toBe(en.studio_security.code_wrong);
    expect((await confirm('12345')).statusCode).toBe(422);

    const done = await confirm(totpCode(secret));
    expect(done.statusCode).toBe(200);
    const newCodes: string[] = done.json().recovery_codes;
    expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await state(v)).replacing).toBe(false);
    expect((await confirm(totpCode(secret))).statusCode).toBe(409);

    // After: the old app's code and the old recovery codes are refused; the new ones sign in.
    await forgetLastCode(app, member.idStaff);
    expect(await signInWith(member, totpCode(member.secret!))).toBe(401);
    expect(await signInWith(member, oldCodes[1]!)).toBe(401);
    expect(await signInWith(member, totpCode(secret))).toBe(200);
    expect(await signInWith(member, newCodes[0]!)).toBe(200);
    // The session that made the change goes on.
    expect((await v.get('/api/studio/me')).statusCode).toBe(200);

    const [entry] = await auditOf(member.idStaff, 'staff.second_factor.replaced');
    expect(entry).toMatchObject({ actorStaffId: member.idStaff, subjectType: 'staff' });
    expect(entry!.details).toMatchObject({ after: { recoveryCodesReplaced: true } });
    // Nothing of the secret is in the audit log.
    expect(JSON.stringify(entry!.details)).not.toContain(secret);
  });

  it('a new authenticator given up: the current one stays and nothing waits', async () => {
    const member = await createStaff(app, 'editor');
    const v = await signInStaff(app, member);
    const begun = await v.post('/api/studio/profile/second-factor', { password: STAFF_PASSWORD });
    const { secret } = begun.json();
    expect((await v.post('/api/studio/profile/second-factor/cancel', {})).statusCode).toBe(200);
    expect((await state(v)).replacing).toBe(false);
    const late = await v.post('/api/studio/profile/second-factor/confirm', {
      code: totpCode(secret),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(en.studio_security.nothing_pending);
    await forgetLastCode(app, member.idStaff);
    expect(await signInWith(member, totpCode(member.secret!))).toBe(200);
    expect(await auditOf(member.idStaff, 'staff.second_factor.replaced')).toEqual([]);
  });

  it('another session cannot confirm a new authenticator begun elsewhere; guests get 401', async () => {
    const member = await createStaff(app, 'editor');
    const one = await signInStaff(app, member);
    await forgetLastCode(app, member.idStaff);
    const other = await signInStaff(app, member);
    const { secret } = (
      await one.post('/api/studio/profile/second-factor', { password: STAFF_PASSWORD })
    ).json();
    const elsewhere = await other.post('/api/studio/profile/second-factor/confirm', {
      code: totpCode(secret),
    });
    expect(elsewhere.statusCode).toBe(409);
    const guest = await newVisitor(app);
    expect((await guest.get('/api/studio/profile/second-factor')).statusCode).toBe(401);
    expect(
      (await guest.post('/api/studio/profile/recovery-codes', { password: STAFF_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('the last sign-in is kept when the second factor is passed, listed and on one’s own state', async () => {
    const member = await createStaff(app, 'admin');
    const lastOf = async () =>
      (await app.database.db.select().from(staff).where(eq(staff.idStaff, member.idStaff)))[0]!
        .lastSignedInAt;
    expect(await lastOf()).toBeNull();
    // The password alone is not a sign-in.
    const v = await newVisitor(app);
    await v.post('/api/studio/sign-in', { email: member.email, password: member.password });
    expect(await lastOf()).toBeNull();

    const before = Date.now();
    const signedIn = await signInStaff(app, member);
    const at = await lastOf();
    expect(at).not.toBeNull();
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await state(signedIn)).last_signed_in_at).toBe(at!.toISOString());
    const listed = (await signedIn.get('/api/studio/staff')).json() as {
      id_staff: number;
      last_sign_in_at: string | null;
    }[];
    expect(listed.find((s) => s.id_staff === member.idStaff)!.last_sign_in_at).toBe(
      at!.toISOString(),
    );
    // A wrong code changes nothing.
    expect(await signInWith(member, '000000')).toBe(401);
    expect((await lastOf())!.getTime()).toBe(at!.getTime());
    const never = await createStaff(app, 'contributor');
    expect(listed.find((s) => s.id_staff === never.idStaff)?.last_sign_in_at ?? null).toBeNull();
  });

  it('a staff member who enrols at sign-in has signed in', async () => {
    const member = await createStaff(app, 'author', { enrolled: false });
    const v = await newVisitor(app);
    const remoteAddress = nextIp();
    const step = (
      await v.request({
        method: 'POST',
        url: '/api/studio/sign-in',
        payload: { email: member.email, password: member.password },
        remoteAddress,
      })
    ).json();
    const enrolled = await v.request({
      method: 'POST',
      url: '/api/studio/sign-in/enrol',
      payload: { code: totpCode(step.secret) },
      remoteAddress,
    });
    expect(enrolled.statusCode).toBe(200);
    expect((await state(v)).last_signed_in_at).not.toBeNull();
    expect((await state(v)).recovery_codes_left).toBe(RECOVERY_CODE_COUNT);
  });
});
