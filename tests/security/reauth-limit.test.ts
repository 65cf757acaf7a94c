import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, STAFF_PASSWORD, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

// The probe's third row: the `studio-reauth` limit (30 per 15 minutes) counted every request per
// address before sign-in, so a guest on a shared address (an office, a café) could use it up and
// lock the staff there out of role changes. It now counts wrong passwords of the signed-in staff
// member, keyed by the staff member (server/plugins/reauth-guard.ts, decision 071).
describe.each(ENGINES)('the re-authentication limit on %s', (engine) => {
  let app: TestApp;
  const address = '10.31.0.1';
  const roleChange = (v: TestVisitor, idStaff: number, role: string, password: string) =>
    v.request({
      method: 'POST',
      url: `/api/studio/staff/${idStaff}/role`,
      payload: { role, password },
      remoteAddress: address,
    });

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a guest's 40 requests from the same address lock nobody out", async () => {
    const admin = await createStaff(app, 'admin');
    const target = await createStaff(app, 'contributor');
    const guest = await newVisitor(app);
    for (let n = 0; n < 40; n++) {
      const response = await roleChange(guest, target.idStaff, 'editor', 'a guess');
      expect(response.statusCode).toBe(401);
    }
    const v = await staffVisitor(app, admin.idStaff);
    const changed = await roleChange(v, target.idStaff, 'editor', STAFF_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('30 wrong passwords of one staff member stop their next try, the right one too; others go on', async () => {
    const admin = await createStaff(app, 'admin');
    const other = await createStaff(app, 'admin');
    const target = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, admin.idStaff);
    for (let n = 0; n < 30; n++) {
      const wrong = await roleChange(v, target.idStaff, 'editor', `wrong ${n}`);
      expect(wrong.statusCode).toBe(403);
    }
    const refused = await roleChange(v, target.idStaff, 'editor', STAFF_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted by the staff member, so the same limit holds on their other requests' routes…
    const own = await v.request({
      method: 'POST',
      url: '/api/studio/profile/recovery-codes',
      payload: { password: STAFF_PASSWORD },
      remoteAddress: '10.31.0.2',
    });
    expect(own.statusCode).toBe(429);
    // …and another staff member on the same address is not slowed.
    const colleague = await staffVisitor(app, other.idStaff);
    const changed = await roleChange(colleague, target.idStaff, 'editor', STAFF_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
