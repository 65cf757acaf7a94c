import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setupFetch } from './setup-fetch.ts';

/** A server that answers the statuses of `statuses` in turn (the last one from then on). */
async function answering(
  statuses: number[],
): Promise<{ url: string; server: Server; asked: () => number }> {
  let asked = 0;
  const server = createServer((_request, response) => {
    const status = statuses[Math.min(asked, statuses.length - 1)]!;
    asked++;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 200 ? '[{"id": 1}]' : `{"error": "status ${status}"}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/list`, server, asked: () => asked };
}

let open: Server | undefined;
afterEach(() => open?.close());

// The bench's first API calls may be shed by the production gate (decision 022) on a busy machine.
describe('the bench setup requests', () => {
  it('asks again after a shed request, and then reads the answer', async () => {
    const { url, server, asked } = await answering([503, 503, 200]);
    open = server;
    const response = await setupFetch(url, {}, { attempts: 5, waitMs: 1 });
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(asked()).toBe(3);
  });

  it('stops with the URL and the last answer when every try is shed', async () => {
    const { url, server, asked } = await answering([503]);
    open = server;
    await expect(setupFetch(url, {}, { attempts: 3, waitMs: 1 })).rejects.toThrow(
      `bench setup: ${url} failed after 3 tries (last answer: 503 {"error": "status 503"})`,
    );
    expect(asked()).toBe(3);
  });

  it('does not ask again after an answer that time does not change', async () => {
    const { url, server, asked } = await answering([404]);
    open = server;
    await expect(setupFetch(url, {}, { attempts: 3, waitMs: 1 })).rejects.toThrow(
      'failed after 1 try (last answer: 404',
    );
    expect(asked()).toBe(1);
  });
});
