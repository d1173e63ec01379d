import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';

const rows = (sketch: string) => parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]);

const statement = (body: string) => `
STATEMENT PERIOD 09/01/2026 THRU 09/30/2026
BEGINNING BALANCE 09/01/2026                            1,000.00
DATE    DESCRIPTION                          WITHDRAWALS     DEPOSITS       BALANCE
${body}
ENDING BALANCE 09/30/2026                                 700.00`;

describe('a row whose date is on its first line and its amount on its last (cells set to the top, figures to the bottom)', () => {
  it('reads the lines between the date and the amount as the description of one row, dated on its first line', () => {
    const sketch = statement(`09/03   DEBIT CARD PURCHASE HD SUPPLY             100.00                      900.00
09/04   ORIG CO NAME:ADP WAGE PAY ORIG ID:68906
        DATE:260904 CO ENTRY DESCR:PAYROLL
        TRACE#:670782089974535 EED:260904
        NAME:RIVERA PLUMBING TRN: 2584370731TC    150.00                      750.00
09/05   ORIG CO NAME:GLOBEX LLC ORIG ID:852901
        CO ENTRY DESCR:VENDOR PMT SEC:CCD
        7585542732TC                                             50.00        800.00
09/06   BILL PAY TXU ENERGY $100.00 CONF 1606     100.00                      700.00`);
    expect(rows(sketch)).toEqual([
      ['2026-09-03', -10000, 'DEBIT CARD PURCHASE HD SUPPLY'],
      [
        '2026-09-04',
        -15000,
        'ORIG CO NAME:ADP WAGE PAY ORIG ID:68906 DATE:260904 CO ENTRY DESCR:PAYROLL TRACE#:670782089974535 EED:260904 NAME:RIVERA PLUMBING TRN: 2584370731TC',
      ],
      ['2026-09-05', 5000, 'ORIG CO NAME:GLOBEX LLC ORIG ID:852901 CO ENTRY DESCR:VENDOR PMT SEC:CCD 7585542732TC'],
      ['2026-09-06', -10000, 'BILL PAY TXU ENERGY $100.00 CONF 1606'],
    ]);
  });

  it('still gives lines under an amount to the row above (an ordinary wrapped description)', () => {
    const sketch = statement(`09/03   DEBIT CARD PURCHASE HD SUPPLY             100.00                      900.00
        DALLAS TX
09/04   ORIG CO NAME:ADP WAGE PAY                 200.00                      700.00
        TRACE#:670782089974535`);
    expect(rows(sketch)).toEqual([
      ['2026-09-03', -10000, 'DEBIT CARD PURCHASE HD SUPPLY DALLAS TX'],
      ['2026-09-04', -20000, 'ORIG CO NAME:ADP WAGE PAY TRACE#:670782089974535'],
    ]);
  });

  it('does not join a line set apart to a dated line with no amount, but dates it by the date printed above it', () => {
    const sketch = statement(`09/03   DEBIT CARD PURCHASE HD SUPPLY             100.00                      900.00
09/04   NOTICE OF RETURNED ITEM

        ORIG CO NAME:ADP WAGE PAY                 200.00                      700.00`);
    expect(rows(sketch)).toEqual([
      ['2026-09-03', -10000, 'DEBIT CARD PURCHASE HD SUPPLY'],
      ['2026-09-04', -20000, 'ORIG CO NAME:ADP WAGE PAY'],
    ]);
  });

  it("follows the row over a page break: its first lines at one page's foot, the rest under the next page's header", () => {
    const sketch = `
STATEMENT PERIOD 09/01/2026 THRU 09/30/2026
BEGINNING BALANCE 09/01/2026                            1,000.00
DATE    DESCRIPTION                          WITHDRAWALS     DEPOSITS       BALANCE
09/03   DEBIT CARD PURCHASE HD SUPPLY             100.00                      900.00
09/04   ORIG CO NAME:ADP WAGE PAY ORIG ID:68906
        DATE:260904 CO ENTRY DESCR:PAYROLL

                                                                   PAGE 1 OF 2
---page---
LONE STAR BANK ACCOUNT 3300418822 09/01/2026 THRU 09/30/2026
DATE    DESCRIPTION                          WITHDRAWALS     DEPOSITS       BALANCE
        TRACE#:670782089974535 EED:260904
        NAME:RIVERA PLUMBING TRN: 2584370731TC    150.00                      750.00
09/06   BILL PAY TXU ENERGY $100.00 CONF 1606      50.00                      700.00
ENDING BALANCE 09/30/2026                                 700.00`;
    expect(rows(sketch)).toEqual([
      ['2026-09-03', -10000, 'DEBIT CARD PURCHASE HD SUPPLY'],
      [
        '2026-09-04',
        -15000,
        'ORIG CO NAME:ADP WAGE PAY ORIG ID:68906 DATE:260904 CO ENTRY DESCR:PAYROLL TRACE#:670782089974535 EED:260904 NAME:RIVERA PLUMBING TRN: 2584370731TC',
      ],
      ['2026-09-06', -5000, 'BILL PAY TXU ENERGY $100.00 CONF 1606'],
    ]);
    expect(parseSketch(sketch).accounts[0]?.transactions[1]?.page).toBe(2);
  });
});
