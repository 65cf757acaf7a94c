import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDocument } from './compress-document.ts';

const PAGE = Buffer.from(
  `<!DOCTYPE html><html><body>${'<p>Olá, cão e gato</p>'.repeat(200)}</body></html>`,
);
const SMALL = Buffer.from('<!DOCTYPE html><p>short</p>');

/** The server's set-up: the compression plugin for everything, documents sent by sendDocument. */
async function app() {
  const server = Fastify();
  await server.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'br'],
  });
  server.get('/page', (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'cookie');
    return sendDocument(
      request,
      reply,
      request.query && 'small' in (request.query as object) ? SMALL : PAGE,
    );
  });
  return server;
}

describe('sendDocument', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])(
    'answers accept-encoding "%s" with %s, brotli first',
    async (accept, expected) => {
      const server = await app();
      const response = await server.inject({
        url: '/page',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['transfer-encoding']).toBeUndefined();
      const body =
        expected === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : expected === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.equals(PAGE)).toBe(true);
      if (expected) expect(response.headers.vary).toBe('cookie, accept-encoding');
      await server.close();
    },
  );

  it('leaves a page alone for x-no-compression (the page cache compresses its own) and below 1 KB', async () => {
    const server = await app();
    const asked = await server.inject({
      url: '/page',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.rawPayload.equals(PAGE)).toBe(true);
    const small = await server.inject({ url: '/page?small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.equals(SMALL)).toBe(true);
    await server.close();
  });
});
