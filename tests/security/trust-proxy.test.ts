import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

/** The statuses of wrong logins (each at another account) sent through a proxy on 127.0.0.1. */
async function loginsVia(app: TestApp, forwardedFor: string, tries: number, tag: string) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const visitor = await newVisitor(app);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${tag}-${i}@example.com`, password: 'wrong-password' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const tenRefused = Array<number>(10).fill(401);

// Item 10 of the security probe: behind a reverse proxy every visitor has the proxy's address,
// so one visitor's guesses used up everyone's login limit. TRUST_PROXY says whom to believe.
describe.each(ENGINES)('client address behind a proxy on %s', (engine) => {
  describe('TRUST_PROXY unset', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(engine, { seed: false });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('ignores X-Forwarded-For: the limit is the connecting address', async () => {
      expect(await loginsVia(app, '203.0.113.1', 10, 'a')).toEqual(tenRefused);
      // Another forwarded address changes nothing: anyone could write the header.
      expect(await loginsVia(app, '203.0.113.2', 1, 'b')).toEqual([429]);
    });
  });

  describe.each(['1', '127.0.0.1'])('TRUST_PROXY=%s', (trust) => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(engine, { seed: false, env: { TRUST_PROXY: trust } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('counts each forwarded client address on its own', async () => {
      expect(await loginsVia(app, '203.0.113.1', 10, 'a')).toEqual(tenRefused);
      expect(await loginsVia(app, '203.0.113.1', 1, 'a2')).toEqual([429]);
      // The next visitor behind the same proxy still has their own ten tries.
      expect(await loginsVia(app, '203.0.113.2', 1, 'b')).toEqual([401]);
      // Only the last hop (the proxy's own entry) is believed, not what the client wrote first.
      expect(await loginsVia(app, '198.51.100.9, 203.0.113.1', 1, 'c')).toEqual([429]);
    });
  });
});
