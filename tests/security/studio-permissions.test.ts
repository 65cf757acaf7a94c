import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../core/container.ts';
import en from '../../locales/en.json' with { type: 'json' };
import pt from '../../locales/pt.json' with { type: 'json' };
import ptBR from '../../locales/pt_BR.json' with { type: 'json' };
import { studioAccessPlugin } from '../../server/plugins/studio-access.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';
import { studioPermissionsOn } from './studio-permissions-matrix.ts';

// Every studio endpoint × every role, a medical reviewer, a member and a guest, on PGlite here
// and on PostgreSQL in studio-permissions-postgres.test.ts (studio-permissions-matrix.ts).
studioPermissionsOn('pglite');

describe('a studio route without a rule', () => {
  const boot = async (config: Record<string, unknown>) => {
    const app = Fastify();
    // Nothing of the services is used while routes are added.
    const services = {} as Services;
    await app.register(studioAccessPlugin, { services, publicUrl: 'http://localhost' });
    app.post('/api/STUDIO/things', { config }, async () => ({}));
    try {
      await app.ready();
      return app.studioRoutes;
    } finally {
      await app.close();
    }
  };

  it('stops the boot, as does a rule that names no action of the table', async () => {
    await expect(boot({})).rejects.toThrow(/without a permission rule/);
    await expect(boot({ permission: 'article.delete.everything' })).rejects.toThrow(
      /without a permission rule/,
    );
    expect(await boot({ permission: 'staff.invite' })).toEqual([
      { method: 'POST', url: '/api/STUDIO/things', permission: 'staff.invite' },
    ]);
  });
});

describe.each([
  ['pt', pt],
  ['pt_BR', ptBR],
  ['en', en],
] as const)('studio refusals in %s', (locale, catalog) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: false, env: { SITE_LOCALE: locale } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('say why in the site language', async () => {
    const guest = await newVisitor(app);
    expect((await guest.get('/api/studio/me')).json().message).toBe(catalog.studio.not_signed_in);
    const contributor = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
    expect((await contributor.get('/api/studio/staff')).json().message).toBe(
      catalog.studio.forbidden,
    );
  });
});
