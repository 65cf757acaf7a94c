import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { createLiveSettings } from '../../core/site/live-settings.ts';

describe.each(ENGINES)('the live settings on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a reload whose read began before a newer save does not put the older values back', async () => {
    const live = createLiveSettings(app.database.db, structuredClone(app.services.settings));
    // The row as stored: nothing saved (revision 0). The save lands while the read is in flight.
    const reload = live.reload();
    live.apply({ title: 'Saved meanwhile' }, 1);
    await reload;
    expect(live.current().title).toBe('Saved meanwhile');
    expect(live.revision()).toBe(1);
  });

  it('a reload with nothing applied meanwhile takes what is stored, even an older revision', async () => {
    const settings = structuredClone(app.services.settings);
    const live = createLiveSettings(app.database.db, settings);
    live.apply({ title: 'Not stored' }, 3);
    await live.reload();
    expect(live.revision()).toBe(0);
    expect(live.current().title).toBe(live.defaults().title);
  });
});
