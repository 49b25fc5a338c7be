import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv';

const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('writeCsv', () => {
  it('writes Dutch Excel CSV: a BOM, semicolons, CRLF between records', () => {
    const csv = writeCsv(['Naam', 'Aantal'], [['Ëlla; de Vries', 3]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(body(csv)).toEqual(['Naam;Aantal', '"Ëlla; de Vries";3', '']);
  });

  it('puts a single quote before text that a spreadsheet would evaluate (OWASP CSV injection)', () => {
    const cells = ['=HYPERLINK("http://evil.example","klik")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR', '＝1'];
    const [, row] = body(writeCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [cells]));
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"",""klik"")";'+1+1;'-2+3;'@SUM(A1);'\tTab;"'\rCR";'＝1`);
  });

  it('quotes a cell with any line break, so it stays one cell', () => {
    expect(body(writeCsv(['a', 'b'], [['een\ntwee', 'drie\rvier']]))[1]).toBe('"een\ntwee";"drie\rvier"');
  });

  it('keeps a negative number a number, and harmless text as it is', () => {
    const [, row] = body(writeCsv(['a', 'b', 'c', 'd'], [[-3, 'a-b', 'e-mail: x@y.nl', null]]));
    expect(row).toBe('-3;a-b;e-mail: x@y.nl;');
  });
});
