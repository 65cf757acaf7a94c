import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';

// Overload on the embedded engine (docs/decisions/022-load-shedding-and-degraded-modes.md): PGlite
// runs its statements on the app's own thread, so queries queued behind one another must leave
// the event loop turns to read requests and send 503s, as PostgreSQL's pool leaves it free.
// Before, a queue of queries ran back to back in one chain of microtasks and the loop took no
// turn until the last one ended.
describe('PGlite queries queued together', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: null, pgliteDir: null });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('let the event loop take a turn before the last of them ends', async () => {
    const QUERIES = 12;
    let finished = 0;
    let finishedAtTurn: number | null = null;
    // Each query sleeps 10 ms inside the engine: the queue is longer than one run of queries.
    const queries = Array.from({ length: QUERIES }, () =>
      database.db.execute(sql`select pg_sleep(0.01)`).then(() => {
        finished += 1;
      }),
    );
    setImmediate(() => {
      finishedAtTurn = finished;
    });
    await Promise.all(queries);
    expect(finished).toBe(QUERIES);
    expect(finishedAtTurn).not.toBeNull();
    expect(finishedAtTurn!).toBeLessThan(QUERIES);
  });
});
