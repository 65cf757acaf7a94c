import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteverify } from './siteverify.ts';

/** A local HTTP server standing in for the provider's siteverify endpoint. */
let server: Server;
let url = '';
let reply: { status: number; body: string } = { status: 200, body: '{}' };
let lastForm = new URLSearchParams();
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString()));
    request.on('end', () => {
      lastForm = new URLSearchParams(body);
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = () => ({ provider: 'recaptcha' as const, url, secret: 's3cret', minScore: 0.5 });

describe('siteverify', () => {
  it('posts the secret, the token and the IP as a form, and checks action and score', async () => {
    reply = { status: 200, body: JSON.stringify({ success: true, action: 'register_account', score: 0.7 }) };
    expect(await siteverify(options(), 'tok', 'register_account', '10.0.0.9')).toEqual({ ok: true });
    expect(Object.fromEntries(lastForm)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '10.0.0.9' });
    expect(await siteverify(options(), 'tok', 'subscribe_newsletter')).toEqual({ ok: false, reason: 'wrong_action' });
    reply = { status: 200, body: JSON.stringify({ success: true, action: 'register_account', score: 0.3 }) };
    expect(await siteverify(options(), 'tok', 'register_account')).toEqual({ ok: false, reason: 'low_score' });
  });

  it('tells a duplicate or expired token from a bad one, and an unavailable provider', async () => {
    reply = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) };
    expect(await siteverify(options(), 'tok', 'register_account')).toEqual({ ok: false, reason: 'expired' });
    reply = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) };
    expect(await siteverify(options(), 'tok', 'register_account')).toEqual({ ok: false, reason: 'invalid' });
    reply = { status: 500, body: 'oops' };
    expect(await siteverify(options(), 'tok', 'register_account')).toEqual({ ok: false, reason: 'unavailable' });
    reply = { status: 200, body: 'not json' };
    expect(await siteverify(options(), 'tok', 'register_account')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await siteverify(options(), '', 'register_account')).toEqual({ ok: false, reason: 'invalid' });
  });
});
