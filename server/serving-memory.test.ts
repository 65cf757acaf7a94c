import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.ts';

/**
 * What the serving process holds (issue 17's memory budgets, docs/decisions/053-memory-budgets.md):
 * the server's bundle, built as scripts/build-server.mjs builds dist/server.js, and the embedded
 * database's settings.
 */
describe('the serving process', () => {
  it('never loads the demo or the scripts, and loads sharp only when a picture needs it', async () => {
    const result = await build({
      entryPoints: ['server/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(100);
    // Seeding and drawing the demo's pictures happen in dist/seed.js, a process of their own.
    expect(inputs.filter((file) => /^(demo|scripts)\//.test(file))).toEqual([]);
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const sharp = imports.filter((entry) => entry.path === 'sharp');
    expect(sharp.length).toBeGreaterThan(0);
    expect(sharp.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  });

  // A new in-memory PGlite runs initdb first: slow on a busy machine.
  it('runs the embedded database with a small shared_buffers', { timeout: 120_000 }, async () => {
    const database = await openDatabase({});
    try {
      const rows = await queryRows<{ shared_buffers: string }>(
        database.db,
        sql`show shared_buffers`,
      );
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  });
});
