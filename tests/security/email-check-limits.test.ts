import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

// The probe's fourth row: POST /api/auth/validate/email says whether an address has an account
// (the specification asks for the check), and answered 60 a minute per address. Now 10 a minute
// and 200 a day per address, in their own buckets (Redis when REDIS_URL is set).
describe.each(ENGINES)('the registration e-mail check on %s', (engine) => {
  let app: TestApp;
  let v: TestVisitor;
  const ip = '10.71.0.1';
  const check = (email: string, remoteAddress = ip) =>
    v.request({
      method: 'POST',
      url: '/api/auth/validate/email',
      payload: { email },
      remoteAddress,
    });
  const unique = () => `nobody-${Math.random().toString(36).slice(2)}@example.com`;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
    v = await newVisitor(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 10 a minute per address, then 429 with Retry-After; the username check goes on', async () => {
    for (let n = 0; n < 10; n++) expect((await check(unique())).statusCode).toBe(200);
    const refused = await check(unique());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not slowed, nor is the username check of this one.
    expect((await check(unique(), '10.71.0.2')).statusCode).toBe(200);
    const username = await v.request({
      method: 'POST',
      url: '/api/auth/validate/username',
      payload: { username: 'free_name' },
      remoteAddress: ip,
    });
    expect(username.statusCode).toBe(200);
  });

  it('answers 200 a day per address, whatever the minutes between', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const other = '10.71.0.3';
    let answered = 0;
    let refused = 0;
    // 21 minutes of 10 checks each: the daily cap stops the 201st.
    for (let minute = 0; minute < 21; minute++) {
      vi.setSystemTime(Date.now() + 61_000);
      for (let n = 0; n < 10; n++) {
        const status = (await check(unique(), other)).statusCode;
        if (status === 200) answered++;
        else if (status === 429) refused++;
      }
    }
    expect(answered).toBe(200);
    expect(refused).toBe(10);
  });
});
