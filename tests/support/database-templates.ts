import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoContent } from '../../demo/index.ts';
import { openDatabase } from '../../db/client.ts';

/**
 * Vitest's global setup (vitest.config.ts): the databases every test app starts from, made once
 * per run instead of once per app (docs/decisions/039-ci-time.md). Migrating and loading the demo
 * took most of an app's boot; a copy of a finished one is several times faster: a PGlite dump
 * loaded into a new in-memory database, and on PostgreSQL `CREATE DATABASE ... TEMPLATE`.
 * Two of each: migrated only (`seed: false`), and migrated with the demo content.
 */

export interface DatabaseTemplates {
  /** PGlite dumps (dumpDataDir, uncompressed tar). */
  pglite: { migrated: string; seeded: string };
  /** PostgreSQL template databases, when TEST_DATABASE_URL is set. */
  postgres: { migrated: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

interface Made {
  templates: DatabaseTemplates;
  teardown: () => Promise<void>;
}

/**
 * Every Vitest project (vitest.config.ts) runs its global setup; the templates are made once per
 * run and shared, and dropped when the last project is done. Kept on globalThis because each
 * project may load this module anew.
 */
const shared = globalThis as { pawpediaTemplates?: { made: Promise<Made>; users: number } };

export default async function setup(project: TestProject) {
  shared.pawpediaTemplates ??= { made: makeTemplates(), users: 0 };
  const run = shared.pawpediaTemplates;
  run.users += 1;
  const { templates, teardown } = await run.made;
  project.provide('databaseTemplates', templates);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared.pawpediaTemplates;
    await teardown();
  };
}

async function makeTemplates(): Promise<Made> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawpedia-templates-'));
  const pglite = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = `pawpedia_template_${randomBytes(4).toString('hex')}`;
  const postgres = adminUrl ? { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` } : null;

  const makePglite = async () => {
    const database = await openDatabase({});
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const save = async (file: string) =>
      writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    try {
      await database.migrate();
      await save(pglite.migrated);
      await seedDemoContent(database.db);
      await save(pglite.seeded);
    } finally {
      await database.close();
    }
  };
  const makePostgres = async () => {
    if (!adminUrl || !postgres) return;
    // Made as the migrated one, then copied to the seeded one before seeding it.
    await adminQuery(adminUrl, `CREATE DATABASE ${postgres.migrated}`);
    let database = await openDatabase({
      url: databaseUrl(adminUrl, postgres.migrated),
      poolSize: 2,
    });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await adminQuery(adminUrl, `CREATE DATABASE ${postgres.seeded} TEMPLATE ${postgres.migrated}`);
    database = await openDatabase({ url: databaseUrl(adminUrl, postgres.seeded), poolSize: 2 });
    try {
      await seedDemoContent(database.db);
    } finally {
      await database.close();
    }
  };
  await Promise.all([makePglite(), makePostgres()]);
  return {
    templates: { pglite, postgres },
    teardown: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (adminUrl && postgres)
        for (const name of Object.values(postgres))
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
