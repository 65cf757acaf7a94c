import http, { type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ENGINES, startTestApp } from '../support/test-app.ts';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  reusedSocket: boolean;
}

function send(request: http.ClientRequest, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    if (body !== undefined) request.end(body);
  });
}

/** Whether the port still takes new connections. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Item 12 of the security probe: on SIGTERM the server drains; a request that arrives on an idle
// keep-alive connection meanwhile gets a real answer with Connection: close, not a reset.
describe.each(ENGINES)('graceful shutdown on %s', (engine) => {
  it('answers a request on an idle keep-alive socket during the drain, and finishes the one under way', async () => {
    const app = await startTestApp(engine, { seed: false });
    const { server } = app;
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const get = () =>
        send(http.request({ port, host: '127.0.0.1', path: '/healthz', agent }), '');
      // A keep-alive connection, now idle in the agent's pool.
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');

      // A request under way: its headers are in, its body is not yet.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' });
      const slow = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      const arrived = new Promise<void>((resolve) =>
        server.server.on('request', (request: IncomingMessage) => {
          if (request.url === '/api/auth/login') resolve();
        }),
      );
      const slowAnswer = send(slow);
      slow.flushHeaders();
      slow.write(body.slice(0, 5));
      await arrived;

      const closed = server.close();
      // The drain has begun once no new connection is taken.
      await expect.poll(() => accepts(port), { timeout: 20_000 }).toBe(false);

      // The idle socket gets a real answer, and is told to go.
      const during = await get();
      expect(during.reusedSocket).toBe(true);
      expect(during.status).toBe(200);
      expect(during.headers.connection).toBe('close');

      // The request under way finishes with an answer of its own.
      slow.end(body.slice(5));
      const finished = await slowAnswer;
      expect(finished.status).toBeGreaterThanOrEqual(200);
      expect(finished.status).toBeLessThan(500);
      expect(finished.headers.connection).toBe('close');
      await closed;
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
