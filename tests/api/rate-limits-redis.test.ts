import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff, STAFF_PASSWORD, staffVisitor } from '../support/staff.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Several instances behind a load balancer must share their counts (CI sets TEST_REDIS_URL).
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Instances share the session secret (limit keys are keyed hashes under it, decision 023).
    const env = { REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') };
    first = await startTestApp('pglite', { seed: false, env });
    second = await startTestApp('pglite', { seed: false, env });
    // Both connected before the first guess: until then each instance counts on its own.
    await vi.waitFor(
      () => {
        expect([first.server.redisStatus(), second.server.redisStatus()]).toEqual(['up', 'up']);
      },
      { timeout: 10_000 },
    );
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts guesses at one account on every instance together', async () => {
    // One address (decision 023: the wait is per account and address), new at every run.
    const address = `10.20.${randomInt(256)}.${randomInt(1, 255)}`;
    const email = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first : second;
      const visitor = await newVisitor(app);
      const response = await visitor.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `guess${i}x` },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    // Five per account and address in all: three on each instance would pass if each counted alone.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts the registration e-mail check on every instance together (decision 071)', async () => {
    const address = `10.71.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const visitor = await newVisitor(i % 2 === 0 ? first : second);
      const response = await visitor.request({
        method: 'POST',
        url: '/api/auth/validate/email',
        payload: { email: `nobody-${Date.now()}-${i}@example.com` },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.join(' ')).toBe([...Array<number>(10).fill(200), 429].join(' '));
  });

  it('counts wrong re-authentication passwords in Redis, per staff member (decision 071)', async () => {
    const admin = await createStaff(first, 'admin');
    const target = await createStaff(first, 'contributor');
    const v = await staffVisitor(first, admin.idStaff);
    const change = (password: string) =>
      v.post(`/api/studio/staff/${target.idStaff}/role`, { role: 'editor', password });
    for (let i = 0; i < 30; i++) expect((await change(`wrong ${i}`)).statusCode).toBe(403);
    expect((await change(STAFF_PASSWORD)).statusCode).toBe(429);
  });
});
