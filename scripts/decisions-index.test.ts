import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '..', 'docs/decisions');

it('the decisions index lists every record, under its own title, once', () => {
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
  for (const name of records) {
    const title = readFileSync(path.join(dir, name), 'utf8').split('\n')[0]!.replace(/^# /, '');
    expect(index, name).toContain(`[${title}](${name})`);
  }
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
  expect(linked.sort()).toEqual(records.sort());
});
