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

describe('readRow: a currency code printed with each figure', () => {
  it("reads a code after the amount and the balance as the figure's, not the description's", () => {
    expect(
      rows(`
Statement period 06/01/2026 - 06/30/2026
Description                            Date           Amount          Balance
Opening balance                                                   12,526.34 USD
CHECK 1212                             06/09/2026   -112.65 USD    12,413.69 USD
PAYROLL DEPOSIT                        06/10/2026   3,068.61 USD   15,482.30 USD
`),
    ).toEqual([
      ['2026-06-09', 'CHECK 1212', -11265, 1241369],
      ['2026-06-10', 'PAYROLL DEPOSIT', 306861, 1548230],
    ]);
  });

  it('reads a code before the figure the same way', () => {
    expect(
      rows(`
Statement period 06/01/2026 - 06/30/2026
Date         Description                        Amount          Balance
06/09/2026   CHECK 1212                     CAD -112.65    CAD 12,413.69
`),
    ).toEqual([['2026-06-09', 'CHECK 1212', -11265, 1241369]]);
  });

  it('keeps a code whose figure stays in the description, and one that names no figure', () => {
    expect(
      rows(`
Statement period 06/01/2026 - 06/30/2026
Date         Description                                   Amount          Balance
06/09/2026   CARD PURCHASE FX USD 45.00 @ 1.3625           -61.31         12,413.69
06/10/2026   WIRE IN USD FROM ACME LTD                    1,000.00         13,413.69
`),
    ).toEqual([
      ['2026-06-09', 'CARD PURCHASE FX USD 45.00 @ 1.3625', -6131, 1241369],
      ['2026-06-10', 'WIRE IN USD FROM ACME LTD', 100000, 1341369],
    ]);
  });
});

describe('readRow: a dash printed in an empty amount cell', () => {
  it('drops a lone dash standing in an amount column, keeps one inside the description', () => {
    expect(
      rows(`
Statement period 06/01/2026 - 06/30/2026
Date     Description                         Withdrawals     Deposits      Balance
06/01    Opening balance                               —            —     5,243.56
06/02    Payment Thank You - Web                       —       944.31     6,187.87
06/07    CHECK 1538                                68.54            -     6,119.33
06/08    DEBIT CARD PURCHASE CVS/PHARMACY          32.13           –-     6,087.20
         #08424 CHICAGO IL
`),
    ).toEqual([
      ['2026-06-02', 'Payment Thank You - Web', 94431, 618787],
      ['2026-06-07', 'CHECK 1538', -6854, 611933],
      ['2026-06-08', 'DEBIT CARD PURCHASE CVS/PHARMACY #08424 CHICAGO IL', -3213, 608720],
    ]);
  });
});

describe('readRow: a row number before the date', () => {
  it('keeps a numbered column out of the description, labelled or not', () => {
    const seq = `
Statement period 02/01/2026 - 02/28/2026
SEQ    DATE          DESCRIPTION                          DEBIT       CREDIT      BALANCE
0001   02/02/2026    REMOTE ONLINE DEPOSIT # 6             0.00     2,376.79     4,732.02
0002   02/02/2026    CHECK 3378                          403.13         0.00     4,328.89
`;
    const want = [
      ['2026-02-02', 'REMOTE ONLINE DEPOSIT # 6', 237679, 473202],
      ['2026-02-02', 'CHECK 3378', -40313, 432889],
    ];
    expect(rows(seq)).toEqual(want);
    expect(rows(seq.replace('SEQ ', '    '))).toEqual(want);
  });
});

describe('readRow: a row printing its posting date only', () => {
  it('dates a payment, fee or interest row whose sale date cell is empty by its posting date', () => {
    const parsed = parseSketch(`
Billing Period: 05/13/26-06/12/26
Previous balance                         $1,000.00
New balance                              $1,012.00
Sale Date   Post Date   Description                              Amount
            05/28       ONLINE PAYMENT, THANK YOU                -$50.00
05/28       05/30       WALGREENS #2018 DENVER CO                 $32.00
06/10       06/12       TST* JOE'S PIZZA NEW YORK NY              $20.00
            06/12       LATE FEE - PAYMENT DUE 05/08              $10.00
`);
    expect(parsed.accounts[0]?.transactions.map((t) => [t.transaction_date, t.posting_date, t.description, Math.abs(t.amount_cents)])).toEqual([
      ['2026-05-28', '2026-05-28', 'ONLINE PAYMENT, THANK YOU', 5000],
      ['2026-05-28', '2026-05-30', 'WALGREENS #2018 DENVER CO', 3200],
      ['2026-06-10', '2026-06-12', "TST* JOE'S PIZZA NEW YORK NY", 2000],
      ['2026-06-12', '2026-06-12', 'LATE FEE - PAYMENT DUE 05/08', 1000],
    ]);
  });
});
