import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `work` with the URL of a new, empty database on the PostgreSQL server of `adminUrl`,
 * then drops it, whatever happened: benchmarks never touch an existing database.
 */
export async function withScratchDatabase<T>(
  adminUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `pawpedia_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
