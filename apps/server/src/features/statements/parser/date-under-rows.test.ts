import { describe, expect, it } from 'vitest';
import { datesUnderRows } from './date-under-rows.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';

const rows = (sketch: string) =>
  parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description, t.balance_cents]);

const HEAD = `
ACME MONEY                                                          USD statement
                                                           1 August 2026 - 31 August 2026
Account number 8310004419
USD balance on 1 August 2026                       1,000.00 USD
USD balance on 31 August 2026                      4,289.31 USD
`;

describe('datesUnderRows', () => {
  it('dates each row by the date printed alone right under it (or under its wrapped description), nearer its own row than the next', () => {
    const sketch = `${HEAD}
Description                                        Incoming     Outgoing       Balance
Card transaction of 45.12 EUR issued by Cafe Paris                 49.19        950.81
2 August 2026

Received money from Globex LLC with reference INV-1 3,400.00                  4,350.81
4 August 2026

Converted 50.00 USD to 45.82 EUR                                    50.00      4,300.81
4 August 2026

Sent money to Maria Garcia for the August                           11.50      4,289.31
studio rent
9 August 2026
`;
    expect(rows(sketch)).toEqual([
      ['2026-08-02', -4919, 'Card transaction of 45.12 EUR issued by Cafe Paris', 95081],
      ['2026-08-04', 340000, 'Received money from Globex LLC with reference INV-1', 435081],
      ['2026-08-04', -5000, 'Converted 50.00 USD to 45.82 EUR', 430081],
      ['2026-08-09', -1150, 'Sent money to Maria Garcia for the August studio rent', 428931],
    ]);
  });

  it('leaves a date group alone: the date over its day’s rows, one row or several', () => {
    const sketch = `
Description                                        Amount        Balance

2 August 2026
Card purchase Cafe Paris                           -49.19         950.81

4 August 2026
Received money from Globex LLC                   3,400.00       4,350.81

5 August 2026
Sent money to Maria Garcia                          -11.50       4,339.31
`;
    const lines = textLayout(sketch);
    expect(datesUnderRows(lines)).toBe(lines);
    expect(rows(sketch)?.map((r) => r[0])).toEqual(['2026-08-02', '2026-08-04', '2026-08-05']);
  });

  it('needs the date nearer the row above than the row below', () => {
    // Evenly spaced: as much a heading of the row under it as a date under the row above; the table is not changed.
    const lines = textLayout(`
Description                                        Incoming     Outgoing       Balance
Card transaction issued by Cafe Paris                              49.19        950.81
2 August 2026
Received money from Globex LLC                     3,400.00                   4,350.81
4 August 2026
`);
    // The last date has no row under it, but the first is as near the next row as its own.
    expect(datesUnderRows(lines)).toBe(lines);
  });

  it('never touches a table with a Date column, nor a date alone printed in it or under it', () => {
    const lines = textLayout(`
Date         Description                                        Amount        Balance
08/02/2026   Card purchase Cafe Paris                           -49.19         950.81
             08/03/2026
08/04/2026   Received money from Globex LLC                   3,400.00       4,350.81
             08/05/2026

Statement date
31 August 2026
`);
    expect(datesUnderRows(lines)).toBe(lines);
  });

  it('leaves the statement alone when a row has no date under it, or when one date is printed only once', () => {
    const twoRowsOneDate = textLayout(`
Description                                        Incoming     Outgoing       Balance
Card transaction issued by Cafe Paris                              49.19        950.81
Received money from Globex LLC                     3,400.00                   4,350.81
4 August 2026
`);
    expect(datesUnderRows(twoRowsOneDate)).toBe(twoRowsOneDate);
    const oneRow = textLayout(`
Description                                        Incoming     Outgoing       Balance
Card transaction issued by Cafe Paris                              49.19        950.81
2 August 2026
`);
    expect(datesUnderRows(oneRow)).toBe(oneRow);
  });
});
