import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';

const rows = (sketch: string) =>
  parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.transaction_date, t.description, t.amount_cents, t.balance_cents]);

describe('readRow: the date column wherever it stands', () => {
  it('reads joined month-day dates printed after the amounts, and leaves one inside a description as text', () => {
    expect(
      rows(`
Statement period 12/16/2026 - 01/15/2027
DESCRIPTION                        CHEQUE/DEBIT   DEPOSIT/CREDIT   DATE      BALANCE
BALANCE FORWARD                                                    DEC16    2,011.21
UBER TRIP SAN FRANCISCO                   42.96                    DEC17    1,968.25
INVOICE JAN05 ACME LTD                                  100.00     DEC31    2,068.25
TARGET DALLAS TX                          30.14                    JAN01    2,038.11
`),
    ).toEqual([
      ['2026-12-17', 'UBER TRIP SAN FRANCISCO', -4296, 196825],
      ['2026-12-31', 'INVOICE JAN05 ACME LTD', 10000, 206825],
      ['2027-01-01', 'TARGET DALLAS TX', -3014, 203811],
    ]);
  });
});
