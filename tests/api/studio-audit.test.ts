import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffVisitor, STAFF_PASSWORD } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

interface Entry {
  id_audit: number;
  action: string;
  subject_type: string;
  subject_id: string | null;
  actor: { id_staff: number; display_name: string } | null;
  details: Record<string, unknown>;
  at: string;
}

describe.each(ENGINES)('the audit log on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('admins read who did what and when, newest first, paged, by subject or by actor', async () => {
    const admin = await createStaff(app, 'admin');
    const other = await createStaff(app, 'admin');
    const target = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, admin.idStaff);
    for (const role of ['author', 'editor', 'author'])
      await v.post(`/api/studio/staff/${target.idStaff}/role`, { role, password: STAFF_PASSWORD });
    // 55 more entries by someone else, so the log has more than a page.
    // Through the service: the route asks the password each time, and is rate limited as such.
    for (let i = 0; i < 55; i++)
      await app.services.studio.invite(
        { idStaff: other.idStaff, role: 'admin', medicalReviewer: false },
        { email: `audit${i}@example.com`, role: 'contributor' },
      );

    const first = await v.get('/api/studio/audit');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toBe(58);
    expect(page1.page_size).toBe(50);
    expect(page1.entries).toHaveLength(50);
    const ids = (page1.entries as Entry[]).map((e) => e.id_audit);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = (await v.get('/api/studio/audit?page=2')).json();
    expect(page2.entries).toHaveLength(8);
    expect((page2.entries as Entry[])[0]!.id_audit).toBeLessThan(ids.at(-1)!);

    const bySubject = (
      await v.get(`/api/studio/audit?subject_type=staff&subject_id=${target.idStaff}`)
    ).json();
    expect((bySubject.entries as Entry[]).map((e) => e.details)).toEqual([
      { before: 'editor', after: 'author' },
      { before: 'author', after: 'editor' },
      { before: 'contributor', after: 'author' },
    ]);
    expect((bySubject.entries as Entry[])[0]).toMatchObject({
      action: 'staff.role.changed',
      actor: { id_staff: admin.idStaff },
    });
    const byActor = (await v.get(`/api/studio/audit?actor=${other.idStaff}`)).json();
    expect(byActor.total).toBe(55);
    expect((byActor.entries as Entry[]).every((e) => e.actor?.id_staff === other.idStaff)).toBe(
      true,
    );
    expect((await v.get('/api/studio/audit?page=abc')).statusCode).toBe(400);
  });

  it('editors may not read it; no route writes to it', async () => {
    const editor = await createStaff(app, 'editor');
    expect(
      (await (await staffVisitor(app, editor.idStaff)).get('/api/studio/audit')).statusCode,
    ).toBe(403);
    const auditRoutes = app.server.studioRoutes.filter((r) =>
      r.url.startsWith('/api/studio/audit'),
    );
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET']);
  });
});

/** Every source file of the app, the scripts and the demo. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.(ts|tsx|mjs|sql)$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

describe('the audit log is append-only', () => {
  it('only core/shared/audit.ts adds entries; nothing anywhere updates or deletes them', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const users: Record<string, string> = {};
    for (const dir of ['app', 'core', 'server', 'scripts', 'demo', 'db'])
      for (const file of sources(path.join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        if (/\bauditLog\b|\baudit_log\b/.test(text)) users[path.relative(root, file)] = text;
      }
    expect(Object.keys(users)).toContain('core/studio/list-audit.ts');
    for (const [file, text] of Object.entries(users)) {
      expect(text, file).not.toMatch(/\.(update|delete)\(\s*auditLog\b/);
      expect(text, file).not.toMatch(
        /\b(update|delete\s+from|truncate(\s+table)?)\s+"?audit_log\b/i,
      );
      if (file !== 'core/shared/audit.ts') {
        expect(text, file).not.toMatch(/\.insert\(\s*auditLog\b/);
        expect(text, file).not.toMatch(/insert\s+into\s+"?audit_log\b/i);
      }
    }
    expect(users['core/shared/audit.ts']).toMatch(/\.insert\(auditLog\)/);
  });
});
