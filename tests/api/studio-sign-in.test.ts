import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../core/studio/second-factor.ts';
import { STAFF_SESSION } from '../../core/studio/staff-sessions.ts';
import { staffSessions } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { LOGIN_GUARD } from '../../server/plugins/login-guard.ts';
import {
  createStaff,
  forgetLastCode,
  signInStaff,
  STUDIO_COOKIE,
  totpCode,
  type TestStaff,
} from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

describe.each(ENGINES)('studio sign-in on %s', (engine) => {
  let app: TestApp;
  let ip = 0;
  const nextIp = () => `10.9.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function passwordStep(
    member: TestStaff,
    password = member.password,
    remoteAddress = nextIp(),
  ) {
    const v = await newVisitor(app);
    const response = await v.request({
      method: 'POST',
      url: '/api/studio/sign-in',
      payload: { email: member.email.toUpperCase(), password },
      remoteAddress,
    });
    return { v, response, remoteAddress };
  }
  const code = (v: TestVisitor, value: string, remoteAddress: string, step = 'second-factor') =>
    v.request({
      method: 'POST',
      url: `/api/studio/sign-in/${step}`,
      payload: { code: value },
      remoteAddress,
    });

  it('a staff member without a second factor must enrol before any session starts', async () => {
    const member = await createStaff(app, 'author', { enrolled: false });
    const { v, response, remoteAddress } = await passwordStep(member);
    expect(response.statusCode).toBe(200);
    const step = response.json();
    expect(step.step).toBe('enrol');
    expect(step.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(step.qr_svg).toContain('<svg');
    // The password alone opens nothing, and the code step is refused until enrolment.
    expect((await v.get('/api/studio/me')).statusCode).toBe(401);
    const refused = await code(v, totpCode(step.secret), remoteAddress);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(en.studio.enrolment_required);
    expect((await code(v, '000000', remoteAddress, 'enrol')).statusCode).toBe(401);
    const enrolled = await code(v, totpCode(step.secret), remoteAddress, 'enrol');
    expect(enrolled.statusCode).toBe(200);
    const { recovery_codes: codes, staff } = enrolled.json();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(staff.enrolled).toBe(true);
    const me = await v.get('/api/studio/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: member.email, role: 'author' });
    expect(me.json().permissions).toContain('article.publish.own');
    // Nothing of it is stored in clear.
    const stored = await app.database.db.execute(
      sql`select totp_secret, (select string_agg(code_hash, ',') from staff_recovery_codes where id_staff = ${member.idStaff}) as hashes from staff where id_staff = ${member.idStaff}`,
    );
    const text = JSON.stringify(stored);
    expect(text).not.toContain(step.secret);
    for (const c of codes) expect(text).not.toContain(c);
  });

  it('signs in with the password and a TOTP code, each code once; cookie HttpOnly and SameSite=Strict', async () => {
    const member = await createStaff(app, 'editor');
    const { v, response, remoteAddress } = await passwordStep(member);
    expect(response.json()).toEqual({ step: 'second-factor' });
    const pendingCookie = v.cookies.get(STUDIO_COOKIE);
    expect((await v.get('/api/studio/me')).statusCode).toBe(401);
    const wrong = await code(
      v,
      '123456' === totpCode(member.secret!) ? '654321' : '123456',
      remoteAddress,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(en.studio.code_wrong);
    const right = totpCode(member.secret!);
    const ok = await code(v, right, remoteAddress);
    expect(ok.statusCode).toBe(200);
    const cookie = ok.cookies.find((c) => c.name === STUDIO_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    // A new token once the second factor is given; the pending one is gone.
    expect(cookie.value).not.toBe(pendingCookie);
    expect((await v.get('/api/studio/me')).statusCode).toBe(200);
    // The same code a second time (a replay) is refused.
    const again = await passwordStep(member, member.password, remoteAddress);
    expect((await code(again.v, right, remoteAddress)).statusCode).toBe(401);
  });

  it('each recovery code works once', async () => {
    const member = await createStaff(app, 'contributor', { enrolled: false });
    const first = await passwordStep(member);
    const enrolled = await code(
      first.v,
      totpCode(first.response.json().secret),
      first.remoteAddress,
      'enrol',
    );
    const [recovery] = enrolled.json().recovery_codes as string[];
    const once = await passwordStep(member);
    expect((await code(once.v, recovery!.toUpperCase(), once.remoteAddress)).statusCode).toBe(200);
    const twice = await passwordStep(member);
    expect((await code(twice.v, recovery!, twice.remoteAddress)).statusCode).toBe(401);
  });

  it('wrong passwords and wrong codes are slowed (429 + Retry-After), each in its own count', async () => {
    const member = await createStaff(app, 'author');
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_GUARD.freeFailures; i++)
      statuses.push((await passwordStep(member, 'wrong password!', attacker)).response.statusCode);
    expect(statuses.slice(0, LOGIN_GUARD.freeFailures)).toEqual(
      Array(LOGIN_GUARD.freeFailures).fill(401),
    );
    const slowed = await passwordStep(member, member.password, attacker);
    expect(slowed.response.statusCode).toBe(429);
    expect(Number(slowed.response.headers['retry-after'])).toBeGreaterThan(0);
    // The owner from elsewhere still gets in.
    const owner = await passwordStep(member);
    expect(owner.response.statusCode).toBe(200);
    const codeStatuses: number[] = [];
    for (let i = 0; i <= LOGIN_GUARD.freeFailures; i++)
      codeStatuses.push((await code(owner.v, '000000', owner.remoteAddress)).statusCode);
    expect(codeStatuses.slice(0, LOGIN_GUARD.freeFailures)).toEqual(
      Array(LOGIN_GUARD.freeFailures).fill(401),
    );
    await forgetLastCode(app, member.idStaff);
    expect((await code(owner.v, totpCode(member.secret!), owner.remoteAddress)).statusCode).toBe(
      429,
    );
  });

  it('sessions end after 2 hours idle or 12 hours in any case; an unfinished sign-in after 10 minutes', async () => {
    const member = await createStaff(app, 'author');
    const hashes = async () =>
      (
        await app.database.db
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.idStaff, member.idStaff))
      ).map((s) => s.idHash);
    const age = (ms: number) => new Date(Date.now() - ms);

    const idle = await signInStaff(app, member, nextIp());
    expect((await idle.get('/api/studio/me')).statusCode).toBe(200);
    await app.database.db
      .update(staffSessions)
      .set({ lastSeenAt: age(STAFF_SESSION.idleMs + 60_000) })
      .where(eq(staffSessions.idStaff, member.idStaff));
    expect((await idle.get('/api/studio/me')).statusCode).toBe(401);
    expect(await hashes()).toEqual([]);

    const old = await signInStaff(app, member, nextIp());
    expect((await old.get('/api/studio/me')).statusCode).toBe(200);
    await app.database.db
      .update(staffSessions)
      .set({ expiresAt: age(1000) })
      .where(eq(staffSessions.idStaff, member.idStaff));
    expect((await old.get('/api/studio/me')).statusCode).toBe(401);

    const slow = await passwordStep(member);
    await app.database.db
      .update(staffSessions)
      .set({ expiresAt: age(1000) })
      .where(eq(staffSessions.idStaff, member.idStaff));
    await forgetLastCode(app, member.idStaff);
    const late = await code(slow.v, totpCode(member.secret!), slow.remoteAddress);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(en.studio.sign_in_first);
  });

  it('sign-out ends the staff session; a member session is not a staff session', async () => {
    const member = await createStaff(app, 'admin');
    const v = await signInStaff(app, member, nextIp());
    expect((await v.post('/api/studio/sign-out')).statusCode).toBe(200);
    expect((await v.get('/api/studio/me')).statusCode).toBe(401);
    expect(
      await app.database.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.idStaff, member.idStaff)),
    ).toEqual([]);
  });
});

describe('studio cookie over https', () => {
  let app: TestApp;
  // Booted in a hook: its time limit allows for a busy machine.
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      seed: false,
      env: { PUBLIC_URL: 'https://pawpedia.example' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is a __Host- cookie, Secure', async () => {
    const member = await createStaff(app, 'author');
    const v = await newVisitor(app);
    const response = await v.request({
      method: 'POST',
      url: '/api/studio/sign-in',
      payload: { email: member.email, password: member.password },
    });
    const cookie = response.cookies.find((c) => c.name === `__Host-${STUDIO_COOKIE}`);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });
});
