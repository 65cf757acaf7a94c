import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

/** A port nothing listens on (taken from the system, then given back). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A private, throwaway Redis (never the machine's own on 6379). */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    redis.once('error', reject);
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    redis.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) resolve();
    });
  });
  return redis;
}

async function stopRedis(redis: ChildProcess) {
  if (redis.exitCode !== null) return;
  redis.kill('SIGKILL');
  await once(redis, 'exit');
}

/** The statuses of `tries` wrong logins at one account, from one address. */
async function guesses(app: TestApp, email: string, tries: number, address = '10.9.8.7') {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const visitor = await newVisitor(app);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `guess${i}x` },
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const readyz = async (app: TestApp) => {
  const response = await app.server.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json<Record<string, string>>() };
};

// Item 7 of the security probe: with REDIS_URL pointing at nothing, every login waited ~20 s for
// Redis and then no limit applied at all. Now Redis gets 100 ms, limits are counted in the
// process meanwhile, and /readyz says the instance is degraded, not down.
describe('rate limits when Redis is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      seed: false,
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still limits logins, counting in the process', async () => {
    // Five guesses per account: the sixth is refused although no count reached Redis.
    expect(await guesses(app, 'nobody@example.com', 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('reports the instance ready but degraded', async () => {
    expect(await readyz(app)).toEqual({ status: 200, body: { status: 'degraded', redis: 'down' } });
  });
});

describe('rate limits when Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    // One secret for both, as instances of one site have: e-mails in limit keys are hashed with it.
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, SESSION_SECRET: 'r'.repeat(40) };
    first = await startTestApp('pglite', { seed: false, env });
    second = await startTestApp('pglite', { seed: false, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis) await stopRedis(redis);
  });

  // How long a state change may take to show on a busy machine (a bound, not an expectation).
  const WAIT = { timeout: 20_000, interval: 100 };
  const ready = { status: 200, body: { status: 'ready', redis: 'up' } };
  const degraded = { status: 200, body: { status: 'degraded', redis: 'down' } };

  it('shares the counts while Redis is up', async () => {
    await expect.poll(() => readyz(first), WAIT).toEqual(ready);
    await expect.poll(() => readyz(second), WAIT).toEqual(ready);
    const email = 'shared-before@example.com';
    // Three on each instance: allowed if each counted alone, the sixth refused when shared.
    const statuses = [...(await guesses(first, email, 3)), ...(await guesses(second, email, 3))];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('keeps limiting, in the process, once Redis is killed', async () => {
    await stopRedis(redis);
    await expect.poll(() => readyz(first), WAIT).toEqual(degraded);
    expect(await guesses(first, 'while-down@example.com', 6)).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
  });

  it('shares the counts again when Redis is back', async () => {
    redis = await startRedis(port);
    await expect.poll(() => readyz(first), WAIT).toEqual(ready);
    await expect.poll(() => readyz(second), WAIT).toEqual(ready);
    const email = 'shared-after@example.com';
    const statuses = [...(await guesses(first, email, 3)), ...(await guesses(second, email, 3))];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
