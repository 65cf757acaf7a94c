import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../../server/app.ts';

/** Solves an ALTCHA v2 challenge and encodes the payload as the browser does (base64 JSON). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A valid bot-check token for an action, obtained as the browser does: a challenge from
 * GET /api/captcha/challenge, solved for real (SHA-256 proof of work).
 */
export async function solveBotCheck(app: App, action: string): Promise<string> {
  const response = await app.server.inject({
    method: 'GET',
    url: `/api/captcha/challenge?action=${encodeURIComponent(action)}`,
  });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/captcha/challenge: ${response.statusCode} ${response.body}`);
  }
  return solveAltcha(response.json<Challenge>());
}
