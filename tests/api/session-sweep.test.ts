import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { createStaff } from '../support/staff.ts';

describe.each(ENGINES)('the session sweep on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('deletes expired and idle sessions, members’ and staff’s, and keeps live ones', async () => {
    const db = app.database.db;
    const account = await app.services.accounts.register({
      email: `sweep-${engine}@example.com`,
      username: `sweep${engine.replace(/\W/g, '')}`,
      password: 'secret12',
    });
    if (!account.ok) throw new Error('member not registered');
    const [user] = await db
      .select({ idUser: schema.users.idUser })
      .from(schema.users)
      .where(eq(schema.users.email, `sweep-${engine}@example.com`));
    const { idStaff } = await createStaff(app, 'editor');
    const hour = 60 * 60_000;
    const now = Date.now();
    const member = (idHash: string, lastSeen: number, expires: number) => ({
      idHash,
      idUser: user!.idUser,
      csrfSecret: 'x',
      lastSeenAt: new Date(lastSeen),
      expiresAt: new Date(expires),
    });
    await db
      .insert(schema.sessions)
      .values([
        member('member-live', now, now + hour),
        member('member-expired', now - 2 * hour, now - hour),
        member('member-idle', now - 400 * 24 * hour, now + hour),
      ]);
    const staffSession = (idHash: string, lastSeen: number, expires: number) => ({
      idHash,
      idStaff,
      lastSeenAt: new Date(lastSeen),
      expiresAt: new Date(expires),
    });
    await db
      .insert(schema.staffSessions)
      .values([
        staffSession('staff-live', now, now + hour),
        staffSession('staff-expired', now - 2 * hour, now - hour),
        staffSession('staff-idle', now - 3 * hour, now + hour),
      ]);

    await app.server.sweepSessions();

    const left = [
      ...(await db.select({ id: schema.sessions.idHash }).from(schema.sessions)),
      ...(await db.select({ id: schema.staffSessions.idHash }).from(schema.staffSessions)),
    ].map((row) => row.id);
    expect(left.sort()).toEqual(['member-live', 'staff-live']);
  });
});
