/**
 * A signed-in member for the render benchmark's personalised home (npm run bench): the
 * account and its session written through the accounts' own functions, straight to the database,
 * as scripts/bench/studio-editor.ts does for an editor (the sign-in form has its own tests and
 * rate limits). On PGlite only one process may open the database: call this before the server
 * starts.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { registerAccount } from '../../core/accounts/register-account.ts';
import { createSession } from '../../core/accounts/sessions.ts';
import { openDatabase } from '../../db/client.ts';

/** The member session cookie's name when PUBLIC_URL is http (the benchmarks run on loopback). */
export const MEMBER_COOKIE = 'pawpedia_session';

/** Writes a member and a session into the database of `env`; answers the session's token. */
export async function createBenchMember(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<string> {
  const database = await openDatabase({
    url: env.DATABASE_URL ?? null,
    pgliteDir: path.join(env.DATA_DIR, 'db'),
  });
  try {
    await database.migrate();
    const name = `bench${randomBytes(4).toString('hex')}`;
    const registered = await registerAccount(database.db, {
      email: `${name}@example.com`,
      username: name,
      // Letters and digits only (PASSWORD_RULE, core/accounts/account-rules.ts).
      password: `${randomBytes(12).toString('hex')}a1`,
      locale: 'en',
    });
    if (!registered.ok) throw new Error(`bench member: ${JSON.stringify(registered.errors)}`);
    return await createSession(database.db, registered.idUser, 'pawpedia-bench');
  } finally {
    await database.close();
  }
}
