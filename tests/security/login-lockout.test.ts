import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_GUARD, loginDelayMs } from '../../server/plugins/login-guard.ts';
import { ENGINES, startTestApp, type Engine, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

/**
 * Wrong passwords must slow a guesser without locking the
 * owner out, and signing in successfully must never count against anyone (decision 023).
 */
const redisUrl = process.env.TEST_REDIS_URL;
/** Counts in memory on every engine; in Redis too when TEST_REDIS_URL is set. */
const CASES: [string, Record<string, string>][] = [
  ...ENGINES.map((engine): [string, Record<string, string>] => [engine, {}]),
  ...(redisUrl ? [['pglite', { REDIS_URL: redisUrl }] as [string, Record<string, string>]] : []),
];

describe.each(CASES)('login guard on %s %o', (engine, env) => {
  let app: TestApp;
  let counter = 0;
  const unique = () => `l${Date.now().toString(36)}${(counter++).toString(36)}`;
  // Addresses new at every run: Redis keeps the per-address counts of earlier runs.
  const net = randomInt(256);
  const nextIp = () => `10.${net}.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;
  const PASSWORD = 'secret12';

  beforeAll(async () => {
    app = await startTestApp(engine as Engine, { seed: false, env });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function member() {
    const name = unique();
    const email = `${name}@example.com`;
    const result = await app.services.accounts.register({
      email,
      username: name,
      password: PASSWORD,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return email;
  }

  async function login(email: string, password: string, remoteAddress: string) {
    const v = await newVisitor(app);
    const response = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
    return { v, response };
  }

  it('signing in and out ten times in a row is never refused', async () => {
    const email = await member();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { v, response } = await login(email, PASSWORD, ip);
      statuses.push(response.statusCode);
      expect(
        (await v.request({ method: 'POST', url: '/api/auth/logout', remoteAddress: ip }))
          .statusCode,
      ).toBe(200);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    // Ten more from other addresses: successes never add up either.
    for (let i = 0; i < 10; i++) {
      expect((await login(email, PASSWORD, nextIp())).response.statusCode).toBe(200);
    }
  });

  it('five wrong passwords slow that address (429 + Retry-After); the owner elsewhere still signs in', async () => {
    const email = await member();
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(email, `wrong${i}xx`, attacker)).response.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The guesser now waits, even with the right password (the password is not even tried).
    for (const password of ['wrong9xx', PASSWORD]) {
      const slowed = (await login(email, password, attacker)).response;
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(
        LOGIN_GUARD.firstDelayMs / 1000,
      );
      expect(slowed.json().message).toMatch(/Too many attempts/);
    }
    // The owner, from another address, is not locked out.
    expect((await login(email, PASSWORD, nextIp())).response.statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures', async () => {
    const email = await member();
    const ip = nextIp();
    // Two rounds: ten calls, the most one address may make in 15 minutes (the per-address limit).
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(email, `bad${round}${i}xx`, ip)).response.statusCode).toBe(401);
      }
      expect((await login(email, PASSWORD, ip)).response.statusCode).toBe(200);
    }
  });

  it('an account guessed at from many addresses: each new address gets one try, the owner still gets in', async () => {
    const email = await member();
    const home = nextIp();
    expect((await login(email, PASSWORD, home)).response.statusCode).toBe(200);
    // A crowd of addresses, one guess each, until the account is under attack.
    for (let i = 0; i < LOGIN_GUARD.accountAlert; i++) {
      const ip = nextIp();
      expect((await login(email, `crowd${i}xx`, ip)).response.statusCode).toBe(401);
    }
    // Now a new address has one attempt, then waits.
    const latecomer = nextIp();
    expect((await login(email, 'late1xxx', latecomer)).response.statusCode).toBe(401);
    expect((await login(email, 'late2xxx', latecomer)).response.statusCode).toBe(429);
    // The owner from a new address with the right password: in.
    expect((await login(email, PASSWORD, nextIp())).response.statusCode).toBe(200);
    // The owner's usual address keeps its own allowance while the crowd guesses.
    for (let i = 0; i < LOGIN_GUARD.accountAlert + 1; i++) {
      await login(email, `crowd${i}yy`, nextIp());
    }
    for (let i = 0; i < 3; i++) {
      expect((await login(email, `typo${i}xxx`, home)).response.statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, home)).response.statusCode).toBe(200);
  });

  it('the wait doubles with every further failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(loginDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(loginDelayMs(30)).toBe(60 * 60_000);
  });
});
