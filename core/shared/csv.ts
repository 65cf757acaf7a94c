import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (OWASP, "CSV Injection"): one that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return, or their full-width forms, which some spreadsheets
 * read as the same.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Every CSV file the studio writes goes through here: a cell that a spreadsheet would run as a
 * formula is written as text, prefixed with a single quote and quoted (OWASP's rule), whoever
 * typed it (a guest's address such as `+1+cmd@example.org` is a valid address).
 */
export function writeCsv(rows: (string | number)[][], columns: string[]): string {
  return stringify(rows, {
    header: true,
    columns,
    escape_formulas: true,
    // Tested on the cell before the quote is added: a neutralised cell is always quoted.
    quoted_match: FORMULA_START,
  });
}

/**
 * A cell of a file read back (an export imported again) as it was before `writeCsv` neutralised
 * it: the quote is dropped only where `writeCsv` would have added it.
 */
export function readCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
