import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';

const summary = (sketch: string) =>
  parseSketch(sketch).accounts.map((a) => ({
    name: a.name,
    opening: a.opening_balance_cents,
    closing: a.closing_balance_cents,
    reconciled: a.reconciliation.reconciled,
    rows: a.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]),
  }));

describe('chooseReading: the statement’s own figures choose between readings', () => {
  it('folds an amount printed under a purchase into it when the balances say it is a detail (foreign currency)', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
Previous Balance  $100.00
New Balance  $262.00
Payment Due Date 01/25/2026   Minimum Payment Due $25.00
Credit Limit $5,000.00
Trans Date  Post Date  Description                               Amount
12/03       12/04      HOTEL LUTETIA PARIS                       120.00
                       EURO                                      110.50
                       1.086 EXCHANGE RATE
12/05       12/06      CAFE DE FLORE PARIS                        42.00`;
    expect(summary(sketch)).toEqual([
      {
        name: null,
        opening: 10000,
        closing: 26200,
        reconciled: true,
        rows: [
          ['2025-12-03', -12000, 'HOTEL LUTETIA PARIS EURO 110.50 1.086 EXCHANGE RATE'],
          ['2025-12-05', -4200, 'CAFE DE FLORE PARIS'],
        ],
      },
    ]);
  });

  it('keeps an undated line with an amount as a row of the same day when the balances say so', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                          Withdrawals     Deposits       Balance
03/02   POS DEBIT WALGREENS #1234                  12.00                      988.00
        ZELLE PAYMENT FROM ANA                                  50.00       1,038.00
Ending Balance                                           $1,038.00`;
    expect(summary(sketch)[0]?.rows).toEqual([
      ['2026-03-02', -1200, 'POS DEBIT WALGREENS #1234'],
      ['2026-03-02', 5000, 'ZELLE PAYMENT FROM ANA'],
    ]);
  });

  it('drops a check table that repeats the list’s checks under the day each was written', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
CHECKS PAID
Check    Date     Amount          Check    Date     Amount
1001     11/28    50.00           1002     12/01    100.00
Beginning Balance                                       $1,000.00
Ending Balance                                            $850.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CHECK 1002                                100.00                      850.00`;
    const [account] = summary(sketch);
    expect(account?.reconciled).toBe(true);
    expect(account?.rows).toEqual([
      ['2025-12-02', -5000, 'CHECK 1001'],
      ['2025-12-03', -10000, 'CHECK 1002'],
    ]);
  });

  it('keeps a check table that is the only listing of its checks', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
Beginning Balance                                       $1,000.00
Ending Balance                                            $800.00
CHECKS PAID
Check    Date     Amount          Check    Date     Amount
1001     12/02    50.00           1002     12/03    100.00
Date    Description                          Withdrawals     Deposits       Balance
12/04   ACH DEBIT UTILITY                          50.00`;
    const [account] = summary(sketch);
    expect(account?.reconciled).toBe(true);
    expect(account?.rows.map((r) => r[1])).toEqual([-5000, -10000, -5000]);
  });

  it('splits an account without activity, named only by its heading, from the account after it', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
BUSINESS SAVINGS
Beginning Balance   $5,000.00
Deposits            $0.00
Withdrawals         $0.00
Ending Balance      $5,000.00
No activity this period
BUSINESS CHECKING  Account Number XXXXXX5678
Beginning Balance   $1,000.00
Deposits            $0.00
Withdrawals         $150.00
Ending Balance      $850.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CHECK 1002                                100.00                      850.00`;
    const parsed = parseSketch(sketch).accounts;
    expect(
      parsed.map((a) => [
        a.name,
        a.kind,
        a.account_number_last4,
        a.opening_balance_cents,
        a.closing_balance_cents,
        a.transactions.length,
        a.reconciliation.reconciled,
      ]),
    ).toEqual([
      ['BUSINESS CHECKING', 'checking', '5678', 100000, 85000, 2, true],
      ['BUSINESS SAVINGS', 'savings', null, 500000, 500000, 0, true],
    ]);
    // The printed totals are each account's own, not the inactive account's zeros.
    expect(parsed[0]?.printed_totals).toEqual({ deposits_cents: 0, withdrawals_cents: 15000 });
  });

  it('splits two accounts with activity when the second is named only by a heading over its own summary', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
EVERYDAY CHECKING  Account Number XXXXXX5678
Beginning Balance   $1,000.00
Ending Balance      $850.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CHECK 1002                                100.00                      850.00
WAY2SAVE SAVINGS
Beginning Balance   $5,000.00
Ending Balance      $5,200.00
Date    Description                          Withdrawals     Deposits       Balance
12/10   TRANSFER FROM CHECKING                                 200.00       5,200.00`;
    expect(summary(sketch)).toEqual([
      {
        name: 'EVERYDAY CHECKING',
        opening: 100000,
        closing: 85000,
        reconciled: true,
        rows: [
          ['2025-12-02', -5000, 'CHECK 1001'],
          ['2025-12-03', -10000, 'CHECK 1002'],
        ],
      },
      { name: 'WAY2SAVE SAVINGS', opening: 500000, closing: 520000, reconciled: true, rows: [['2025-12-10', 20000, 'TRANSFER FROM CHECKING']] },
    ]);
  });

  it('takes out a row the running balances say was never there (a stray line read as a row)', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
Beginning Balance                                       $1,000.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CARD PURCHASE HARDWARE                     20.00                      930.00
12/03   .. '' ~                                     3.00
12/04   PAYROLL DEPOSIT                                         500.00      1,430.00
12/05   CHECK 1002                                100.00                    1,330.00
Ending Balance                                           $1,330.00`;
    const [account] = summary(sketch);
    expect(account?.reconciled).toBe(true);
    expect(account?.rows.map((r) => r[1])).toEqual([-5000, -2000, 50000, -10000]);
  });

  it('keeps every row of a statement that does not add up rather than drop one to make it', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
Beginning Balance                                       $1,000.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CARD PURCHASE HARDWARE                     20.00                      930.00
12/03   CARD PURCHASE LUMBER                        3.00
12/04   PAYROLL DEPOSIT                                         500.00      1,430.00
Ending Balance                                           $1,400.00`;
    const [account] = summary(sketch);
    expect(account?.reconciled).toBe(false);
    expect(account?.rows).toHaveLength(4);
  });

  it('never calls a statement reconciled by borrowing a balance when the rows are wrong', () => {
    const sketch = `
Statement Period: 12/01/2025 - 12/31/2025
Beginning Balance   $1,000.00
Ending Balance      $850.00
Balance on 12/15    $990.00
Date    Description                          Withdrawals     Deposits       Balance
12/02   CHECK 1001                                 50.00                      950.00
12/03   CHECK 1002                                 90.00                      860.00`;
    const [account] = summary(sketch);
    expect(account?.reconciled).toBe(false);
    expect(account?.opening).toBe(100000);
    expect(account?.closing).toBe(85000);
  });
});
