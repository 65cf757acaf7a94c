import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import {
  auditLog,
  emailOutbox,
  families,
  newsletterSubscribers,
  sessions,
  userPets,
  users,
} from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, signedInMember, type TestVisitor } from '../support/visitor.ts';

type ListJson = {
  members: { id_user: number; username: string; email: string; disabled_at: string | null }[];
  total: number;
  page: number;
  states: Record<'active' | 'disabled', number>;
};

/**
 * The studio's members (decision 048): an admin finds a member, reads their profile and
 * pets (never the password hash or a token), disables them (their open session ends at once and
 * they cannot sign in, with a clear message), enables them, sends a reset through the outbox,
 * exports their data and erases them on request; each is audited without the data. An editor is
 * refused.
 */
describe.each(ENGINES)('studio members on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  let adminId: number;
  const t = (key: string) => translate(app.services.messages, key);
  const audits = (idUser: number) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, String(idUser))))
      .orderBy(auditLog.idAudit);
  /** A signed-in member with one pet and a newsletter subscription; their address and id. */
  const memberWithPet = async () => {
    const v = await signedInMember(app);
    const me = (await v.post('/api/auth/me')).json() as { id_user: number; email: string };
    await app.database.db.insert(userPets).values({ idUser: me.id_user, name: 'Rex', idFamily: 1 });
    await app.services.newsletter.subscribe(me.email, me.id_user);
    return { v, id: me.id_user, email: me.email };
  };

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    adminId = (await createStaff(app, 'admin')).idStaff;
    admin = await staffVisitor(app, adminId);
    await app.database.db
      .insert(families)
      .values({ idFamily: 1, name: 'Dogs', slug: 'dogs' })
      .onConflictDoNothing();
    // 55 more members straight into the table (no password hashing): the list has two pages.
    await app.database.db.insert(users).values(
      Array.from({ length: 55 }, (_, i) => ({
        email: `bulk${String(i).padStart(2, '0')}@example.com`,
        username: `Bulk ${String(i).padStart(2, '0')}`,
        usernameKey: `bulk ${String(i).padStart(2, '0')}`,
        passwordHash: 'not-a-hash',
      })),
    );
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('lists members by pages, searches name and e-mail, filters by state', async () => {
    const { email } = await memberWithPet();
    const first = (await admin.get('/api/studio/members')).json() as ListJson;
    expect(first.members).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(56);
    const second = (await admin.get('/api/studio/members?page=2')).json() as ListJson;
    expect(second.page).toBe(2);
    expect(second.members.length).toBe(first.total - 50);

    const byMail = (await admin.get(`/api/studio/members?search=${email.slice(0, 8)}`)).json();
    expect((byMail as ListJson).members.map((m) => m.email)).toEqual([email]);
    const byName = (await admin.get('/api/studio/members?search=bulk%2007')).json() as ListJson;
    expect(byName.members.map((m) => m.username)).toEqual(['Bulk 07']);
    // `%` and `_` are letters to look for, not patterns.
    expect(((await admin.get('/api/studio/members?search=%25')).json() as ListJson).total).toBe(0);

    const disabled = (await admin.get('/api/studio/members?state=disabled')).json() as ListJson;
    expect(disabled.members.every((m) => m.disabled_at !== null)).toBe(true);
    expect(disabled.states.active + disabled.states.disabled).toBe(first.total);
    expect((await admin.get('/api/studio/members?state=gone')).statusCode).toBe(400);
    expect((await admin.get('/api/studio/members?page=0')).statusCode).toBe(400);
  });

  it("shows a member's profile and pets, never the password hash or a token", async () => {
    const { v, id, email } = await memberWithPet();
    const response = await admin.get(`/api/studio/members/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id_user: id,
      email,
      disabled_at: null,
      newsletter: 'pending',
      active_sessions: 1,
    });
    expect(body.pets).toHaveLength(1);
    expect(body.pets[0]).toMatchObject({ name: 'Rex', family: { id_family: 1 } });
    const [row] = await app.database.db.select().from(users).where(eq(users.idUser, id));
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.idUser, id));
    expect(response.body).not.toContain(row!.passwordHash);
    expect(response.body).not.toContain(session!.idHash);
    expect(response.body).not.toMatch(/password|token|hash/i);
    for (const cookie of v.secretCookieValues) expect(response.body).not.toContain(cookie);

    expect((await admin.get('/api/studio/members/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/studio/members/999999')).json().message).toBe(
      t('studio_members.not_found'),
    );
    expect((await admin.get('/api/studio/members/abc')).statusCode).toBe(400);
  });

  it('disabling ends the open session at once and refuses sign-in with a clear message; enabling restores it', async () => {
    const { v, id, email } = await memberWithPet();
    expect((await v.post('/api/auth/me')).statusCode).toBe(200);

    expect((await admin.post(`/api/studio/members/${id}/disable`)).statusCode).toBe(200);
    // The member's next request is a guest's.
    expect((await v.post('/api/auth/me')).statusCode).toBe(401);
    expect(
      await app.database.db.select().from(sessions).where(eq(sessions.idUser, id)),
    ).toHaveLength(0);

    const guest = await newVisitor(app);
    const refused = await guest.post('/api/auth/login', { email, password: 'secret12' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('account.login_disabled'));
    // A wrong password says nothing of the state.
    const wrong = await guest.post('/api/auth/login', { email, password: 'not-it-12' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(t('account.login_failed'));

    // Twice is harmless and audited once.
    expect((await admin.post(`/api/studio/members/${id}/disable`)).statusCode).toBe(200);
    expect((await admin.post(`/api/studio/members/${id}/enable`)).statusCode).toBe(200);
    const again = await guest.post('/api/auth/login', { email, password: 'secret12' });
    expect(again.statusCode).toBe(200);
    expect((await guest.post('/api/auth/me')).statusCode).toBe(200);

    expect((await audits(id)).map((entry) => [entry.action, entry.actorStaffId])).toEqual([
      ['member.disable', adminId],
      ['member.enable', adminId],
    ]);
    expect((await admin.post('/api/studio/members/999999/disable')).statusCode).toBe(404);
  });

  it("sends the member's own password reset through the outbox", async () => {
    const { id, email } = await memberWithPet();
    expect((await admin.post(`/api/studio/members/${id}/password-reset`)).statusCode).toBe(200);
    const mail = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const reset = mail.find((m) => /\/password\/reset\/\w+/.test(m.text));
    expect(reset).toBeDefined();
    const token = /\/password\/reset\/(\w+)/.exec(reset!.text)![1]!;
    expect(await app.services.recovery.checkToken(token)).toBe('valid');
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'member.password_reset', details: {} });
    expect((await admin.post('/api/studio/members/999999/password-reset')).statusCode).toBe(404);
  });

  it("exports the member's own data as a download, audited", async () => {
    const { id, email } = await memberWithPet();
    const response = await admin.get(`/api/studio/members/${id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const body = response.json();
    expect(body.account).toMatchObject({ id_user: id, email });
    expect(body.pets.map((pet: { name: string }) => pet.name)).toEqual(['Rex']);
    expect(response.body).not.toMatch(/password_hash|id_hash/);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'member.export', actorStaffId: adminId, details: {} });
    expect((await admin.get('/api/studio/members/999999/export')).statusCode).toBe(404);
  });

  it('erases on request after the typed e-mail, as the member would, audited without the data', async () => {
    const { v, id, email } = await memberWithPet();
    const mismatch = await admin.post(`/api/studio/members/${id}/erase`, {
      confirmation: 'someone@example.com',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(t('studio_members.erase_mismatch'));
    expect(await app.database.db.select().from(users).where(eq(users.idUser, id))).toHaveLength(1);
    expect((await admin.post(`/api/studio/members/${id}/erase`, {})).statusCode).toBe(400);

    const erased = await admin.post(`/api/studio/members/${id}/erase`, {
      confirmation: ` ${email.toUpperCase()} `,
    });
    expect(erased.statusCode).toBe(200);
    const { db } = app.database;
    expect(await db.select().from(users).where(eq(users.idUser, id))).toHaveLength(0);
    expect(await db.select().from(userPets).where(eq(userPets.idUser, id))).toHaveLength(0);
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toHaveLength(0);
    expect((await v.post('/api/auth/me')).statusCode).toBe(401);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'member.erase', actorStaffId: adminId });
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(
      (await admin.post(`/api/studio/members/${id}/erase`, { confirmation: email })).statusCode,
    ).toBe(404);
  });

  it('refuses an editor (members are personal data: admins only)', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const { id } = await memberWithPet();
    for (const response of [
      await editor.get('/api/studio/members'),
      await editor.get(`/api/studio/members/${id}`),
      await editor.post(`/api/studio/members/${id}/disable`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(t('studio.forbidden'));
    }
    expect(await audits(id)).toHaveLength(0);
  });
});
