import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './api.ts';

/**
 * The API client against a real HTTP server on loopback: `/slow` sends its head and the start of
 * a JSON body, then nothing more (an answer still arriving when its caller calls it off);
 * `/none` answers 204.
 */
describe('the API client', () => {
  let server: Server;
  let base = '';
  let headSent: () => void = () => {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/none') return response.writeHead(204).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"content_html":');
      headSent();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('rejects an answer whose reading was called off, rather than resolving to an empty body', async () => {
    const controller = new AbortController();
    const sent = new Promise<void>((resolve) => (headSent = resolve));
    const answer = getJson(`${base}/slow`, { signal: controller.signal });
    await sent;
    // The head has reached the client by now: what is called off is the body's reading.
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('still reads an answer without a body (204) as an empty one', async () => {
    await expect(getJson(`${base}/none`)).resolves.toEqual({});
  });
});
