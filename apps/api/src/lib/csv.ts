import { stringify } from 'csv-stringify/sync';

/** A CSV cell: text, or a number written as a number. */
export type CsvCell = string | number | null;

/**
 * The one CSV writer of the API: a table for Dutch Excel (`;` between fields, CRLF between records as RFC 4180 has
 * it, a byte-order mark so the accents come through), safe to open in a spreadsheet. Every text cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a single quote in front (OWASP's
 * CSV-injection rule, csv-stringify's `escape_formulas`), so a title such as `=HYPERLINK(…)` is shown, never
 * evaluated. Numbers are passed as numbers and written as they are: a negative number stays a number (`-3`), only
 * text that looks like one (`'-3`) is quoted. Dates and times are text in DD-MM-YYYY and HH:mm and never begin with
 * one of those characters. A cell with a line break in it is quoted, so it stays one cell.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
    escape_formulas: true,
    // csv-stringify quotes only the record delimiter itself: a lone line feed or carriage return in a cell would
    // start a new row in Excel.
    quoted_match: /[\r\n]/,
  });
}
