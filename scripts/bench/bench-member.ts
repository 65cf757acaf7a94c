/**
 * A signed-in member for the render benchmark's personalised home (npm run bench, issue 17): the
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
import { breeds, userPets } from '../../db/schema/index.ts';

/** The member session cookie's name when PUBLIC_URL is http (the benchmarks run on loopback). */
export const MEMBER_COOKIE = 'pawpedia_session';

/** The bench member's session token and pet (for the member's home's API calls, decision 072). */
export interface BenchMember {
  session: string;
  idUserPet: number;
}

/** Writes a member with one pet (of a breed) and a session into the database of `env`. */
export async function createBenchMember(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<BenchMember> {
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
    const [breed] = await database.db.select().from(breeds).limit(1);
    const [pet] = await database.db
      .insert(userPets)
      .values({
        idUser: registered.idUser,
        name: 'Benchpet',
        idFamily: breed?.idFamily ?? 1,
        idBreed: breed?.idBreed ?? null,
      })
      .returning();
    return {
      session: await createSession(database.db, registered.idUser, 'pawpedia-bench'),
      idUserPet: pet!.idUserPet,
    };
  } finally {
    await database.close();
  }
}
