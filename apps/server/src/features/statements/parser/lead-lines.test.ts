import { describe, expect, it } from 'vitest';
import { SKETCH_PAGE_HEIGHT, textLayout } from './fixtures/text-layout.ts';
import type { Line } from './layout-types.ts';
import { parseLines } from './parse-lines.ts';

// A table whose cells have padding: each row's lines sit a pitch apart, and every row starts `padding` lower.
function padded(sketch: string, padding: number): Line[] {
  let shift = 0;
  return textLayout(sketch).map((line) => {
    if (line.words[0]?.text === '|') shift += padding;
    const words = line.words.filter((w) => w.text !== '|').map((w) => ({ ...w, y: w.y + shift }));
    return { ...line, y: line.y + shift, words };
  });
}

const rowsOf = (lines: Line[]) =>
  parseLines(lines, () => SKETCH_PAGE_HEIGHT).accounts[0]?.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]);

// "|" marks the first line of each table row (and is not printed).
const statement = (rows: string) => `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
| Date    Description                          Withdrawals     Deposits       Balance
${rows}
| Ending Balance                                           $1,037.00`;

describe('rows whose description starts above their date (cells centred or set to the bottom)', () => {
  it('gives the lines above a date to its row when the rows are spaced apart', () => {
    const bottom = statement(`|         POS DEBIT 123456 WALGREENS
          #1234 DENVER CO CARD
  03/02   1234                                      12.00                      988.00
|         ZELLE PAYMENT FROM
  03/03   ANA                                                      50.00     1,038.00
| 03/05   CHECK 1001                                1.00                     1,037.00`);
    expect(rowsOf(padded(bottom, 4))).toEqual([
      ['2026-03-02', -1200, 'POS DEBIT 123456 WALGREENS #1234 DENVER CO CARD 1234'],
      ['2026-03-03', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -100, 'CHECK 1001'],
    ]);
  });

  it('splits a centred row at the wider gap: first line above the date, the rest below', () => {
    const middle = statement(`|         POS DEBIT 123456
  03/02   WALGREENS #1234                           12.00                      988.00
          DENVER CO
|         ZELLE PAYMENT
  03/03   FROM ANA                                                 50.00     1,038.00
          MOBILE
| 03/05   CHECK 1001                                1.00                     1,037.00`);
    expect(rowsOf(padded(middle, 4))).toEqual([
      ['2026-03-02', -1200, 'POS DEBIT 123456 WALGREENS #1234 DENVER CO'],
      ['2026-03-03', 5000, 'ZELLE PAYMENT FROM ANA MOBILE'],
      ['2026-03-05', -100, 'CHECK 1001'],
    ]);
  });

  it('keeps wrapped lines with the row above when nothing spaces the rows apart', () => {
    const top = statement(`| 03/02   POS DEBIT 123456 WALGREENS           12.00                      988.00
          #1234 DENVER CO
| 03/03   ZELLE PAYMENT FROM ANA                               50.00     1,038.00
| 03/05   CHECK 1001                                1.00                     1,037.00`);
    const expected = [
      ['2026-03-02', -1200, 'POS DEBIT 123456 WALGREENS #1234 DENVER CO'],
      ['2026-03-03', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -100, 'CHECK 1001'],
    ];
    expect(rowsOf(padded(top, 0))).toEqual(expected);
    expect(rowsOf(padded(top, 4))).toEqual(expected);
  });

  it('keeps a wrapped line with the row above when the rows are not padded, though it is set a little low', () => {
    // "~" marks a line printed 1pt lower than its place (not printed): closer to the row under it than to its own.
    const lowered = textLayout(
      statement(`| 03/02   POS DEBIT 123456 WALGREENS           12.00                      988.00
~         #1234 DENVER CO
| 03/03   ZELLE PAYMENT FROM ANA                               50.00     1,038.00
| 03/05   CHECK 1001                                1.00                     1,037.00`),
    ).map((line) => {
      if (line.words[0]?.text !== '~') return { ...line, words: line.words.filter((w) => w.text !== '|') };
      return { ...line, y: line.y + 1, words: line.words.slice(1).map((w) => ({ ...w, y: w.y + 1 })) };
    });
    expect(rowsOf(lowered)).toEqual([
      ['2026-03-02', -1200, 'POS DEBIT 123456 WALGREENS #1234 DENVER CO'],
      ['2026-03-03', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -100, 'CHECK 1001'],
    ]);
  });
});
