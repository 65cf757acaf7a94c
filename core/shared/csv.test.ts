import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readCsvCell, writeCsv } from './csv.ts';

describe('writeCsv', () => {
  it('writes every cell that would start a formula as quoted text, and reads it back', () => {
    const cells = ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\uFF1D1', 'plain', 'a,b', ''];
    const csv = writeCsv(
      cells.map((cell) => [cell]),
      ['cell'],
    );
    const lines = csv.split('\n');
    expect(lines[1]).toBe(`"'=1+2"`);
    expect(lines[3]).toBe(`"'-1"`);
    const read = (parse(csv, { from_line: 2 }) as string[][]).map((row) => row[0]!);
    for (const cell of read.slice(0, 7)) expect(cell.startsWith("'")).toBe(true);
    expect(read.map(readCsvCell)).toEqual(cells);
  });

  it('leaves a quote that it did not add', () => {
    expect(readCsvCell("'quoted")).toBe("'quoted");
    expect(readCsvCell("'+1")).toBe('+1');
  });
});
