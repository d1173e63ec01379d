import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';
import { StatementError } from './statement-error.ts';

const rows = (sketch: string, account = 0) =>
  parseSketch(sketch).accounts[account]?.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]);

describe('parseLines: rows and columns', () => {
  it('joins wrapped descriptions and carries the date to undated rows of the same day', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                          Withdrawals     Deposits       Balance
03/02   POS DEBIT 123456 WALGREENS #1234           12.00                      988.00
        DENVER CO CARD 1234
        ZELLE PAYMENT FROM ANA                                  50.00       1,038.00
03/05   CHECK 1001                                100.00                      938.00
Ending Balance                                           $938.00`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', -1200, 'POS DEBIT 123456 WALGREENS #1234 DENVER CO CARD 1234'],
      ['2026-03-02', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -10000, 'CHECK 1001'],
    ]);
    expect(parseSketch(sketch).accounts[0]?.reconciliation.reconciled).toBe(true);
  });

  it('keeps a wrapped Type cell in its column, out of the description', () => {
    const sketch = `
Statement Period: 06/01/2023 - 06/30/2023
Date           Description                   Type           Amount         Balance
06/29/2023     Same-Day ACH Payment          ACH         -50,000.00       56,474.54
                                             vendor
                                             payment
06/30/2023     ORIG CO NAME:SAN              ACH debit    -2,860.00       53,614.54`;
    expect(rows(sketch)).toEqual([
      ['2023-06-29', -5000000, 'Same-Day ACH Payment'],
      ['2023-06-30', -286000, 'ORIG CO NAME:SAN'],
    ]);
  });

  it('keeps amounts and dates printed inside a description as description', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Date    Description                                            Amount       Balance
03/02   PURCHASE AUTHORIZED ON 02/28 FX 109.50 EUR            -120.11        879.89`;
    expect(rows(sketch)).toEqual([['2026-03-02', -12011, 'PURCHASE AUTHORIZED ON 02/28 FX 109.50 EUR']]);
  });

  it('reads unsigned amounts as money out where the statement marks its deposits with a plus', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                                  Amount
03/02   ZELLE PAYMENT FROM ANA                       +50.00
03/05   CHECK 1001                                    10.00
Ending Balance                                          $1,040.00`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -1000, 'CHECK 1001'],
    ]);
  });

  it("reads a company's card named so as a card: charges are money out, a return money in", () => {
    const sketch = `
ACME CORPORATE REWARDS CARD                     Account ending 9052
Statement Period: 09/01/2026 - 09/30/2026
Trans. Date   Description                         Amount
09/01/26      MARRIOTT 2435 CHICAGO IL            555.34
09/03/26      LYFT *RIDE SAN FRANCISCO CA         -29.92
Purchases                                         555.34`;
    expect(rows(sketch)).toEqual([
      ['2026-09-01', -55534, 'MARRIOTT 2435 CHICAGO IL'],
      ['2026-09-03', 2992, 'LYFT *RIDE SAN FRANCISCO CA'],
    ]);
  });

  it('reads which way each amount went from a Dr/Cr column of its own', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                          Amount     Dr/Cr
03/02   ZELLE PAYMENT FROM ANA                50.00     Cr
03/05   CHECK 1001                            10.00     Dr
Ending Balance                                          $1,040.00`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-05', -1000, 'CHECK 1001'],
    ]);
  });

  it('takes balances named only by their date as the opening (earliest) and the closing (latest)', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Your balance on March 31, 2026                          $1,040.00
Your balance on March 1, 2026                           $1,000.00
Available balance as of March 31, 2026                    $990.00
Date    Description                                  Amount
03/02   ZELLE PAYMENT FROM ANA                        50.00
03/05   CHECK 1001                                   -10.00`;
    const account = parseSketch(sketch).accounts[0]!;
    expect([account.opening_balance_cents, account.closing_balance_cents]).toEqual([100000, 104000]);
    expect(account.reconciliation.reconciled).toBe(true);
  });

  it('keeps a second date column (Effective, Value Date) out of the description', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                                      $1,000.00
Posted       Effective    Description                   Debit     Credit      Balance
03/02/2026   03/01/2026   ZELLE PAYMENT FROM ANA                       50.00     1,050.00
03/03/2026   03/03/2026   CHECK 1001                   100.00                   950.00
Ending Balance                                                           $950.00`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', 5000, 'ZELLE PAYMENT FROM ANA'],
      ['2026-03-03', -10000, 'CHECK 1001'],
    ]);
  });

  it('reads a typeset minus (en dash, true minus) as a minus, also apart from its figure, with no balance to say so', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                                  Amount
03/02   CHECKCARD 0302 THE HOME DEPOT #0163      \u2013$ 200.35
03/03   SHELL OIL 05180 HOUSTON TX                  \u221242.23
03/04   MOBILE DEPOSIT                                 150.00
Ending Balance                                           $907.42`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', -20035, 'CHECKCARD 0302 THE HOME DEPOT #0163'],
      ['2026-03-03', -4223, 'SHELL OIL 05180 HOUSTON TX'],
      ['2026-03-04', 15000, 'MOBILE DEPOSIT'],
    ]);
  });

  it('reads CR/DR markers printed after the amount, but not CR at the end of a description', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Date         Transaction Details                    Amount              Balance
03/02/2026   USAA FUNDS TRANSFER CR                 25.00 DR           975.00 CR
03/03/2026   PAYROLL DEPOSIT                       500.00 CR         1,475.00 CR`;
    expect(rows(sketch)).toEqual([
      ['2026-03-02', -2500, 'USAA FUNDS TRANSFER CR'],
      ['2026-03-03', 50000, 'PAYROLL DEPOSIT'],
    ]);
  });

  it('uses the running balance to sign an unsigned amount', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance  1,000.00
Date    Description                         Amount       Balance
03/02   GROCERY OUTLET                       40.00        960.00
03/03   REFUND GROCERY OUTLET                10.00        970.00`;
    expect(rows(sketch)?.map((r) => r[1])).toEqual([-4000, 1000]);
  });
});

describe('parseLines: the year of dates printed without one, with no period read', () => {
  it('takes no day or year out of the cents of an amount printed before a spaced date', () => {
    // No period printed; a notice gives the statement's year.
    const sketch = `
Printed 12/31/2026
DESCRIPTION                        CHEQUE/DEBIT   DEPOSIT/CREDIT   DATE        BALANCE
BALANCE FORWARD                                                    DEC 16     2,011.21
SQ *BLUE BOTTLE OAKLAND                   13.27                    DEC 18     1,997.94
PG&E WEB ONLINE                          129.20                    DEC 31     1,868.74`;
    expect(rows(sketch)).toEqual([
      ['2026-12-18', -1327, 'SQ *BLUE BOTTLE OAKLAND'],
      ['2026-12-31', -12920, 'PG&E WEB ONLINE'],
    ]);
  });
});

describe('parseLines: what is not a transaction', () => {
  it('skips beginning/ending balance and balance-forward rows, totals and daily balances, but keeps TOTAL WINE', () => {
    const sketch = `
Statement Period: 12/10/2025 - 01/09/2026
DEPOSITS AND ADDITIONS
DATE    DESCRIPTION                                                 AMOUNT
12/12   ACME PAYROLL PPD ID: 123456789                            2,000.00
Total Deposits and Additions                                     $2,000.00
ELECTRONIC WITHDRAWALS
DATE    DESCRIPTION                                                 AMOUNT
12/30   TOTAL WINE & MORE 1234 AUSTIN TX                             54.10
01/02   Balance Forward                                             999.99
01/03   GEICO AUTO WEB ID: 000123                                   120.00
Total Electronic Withdrawals                                       $174.10
DAILY ENDING BALANCE
DATE         AMOUNT      DATE         AMOUNT
12/12     2,500.00       12/30     2,445.90
01/03     2,325.90`;
    expect(rows(sketch)).toEqual([
      ['2025-12-12', 200000, 'ACME PAYROLL PPD ID: 123456789'],
      ['2025-12-30', -5410, 'TOTAL WINE & MORE 1234 AUSTIN TX'],
      ['2026-01-03', -12000, 'GEICO AUTO WEB ID: 000123'],
    ]);
  });

  it('ignores a payment coupon printed while the activity table continues on the next page', () => {
    const sketch = `
Opening/Closing Date 12/15/25 - 01/14/26
Previous Balance        $100.00
Trans   Post    Description                                   Amount
12/16   12/17   SHELL OIL 574423 HOUSTON TX                    40.00
12/20   12/20   Payment Thank You - Web                       -100.00

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
CARD SERVICES               Payment Due Date 02/08/26
Account XXXX 3391           New Balance                       $60.00
                            Minimum Payment Due               $35.00
---page---
Trans   Post    Description                                   Amount
12/28   12/29   TARGET #1234 DALLAS TX                         20.00
New Balance                                                   $60.00
Minimum Payment Due $35.00 Credit Limit $5,000.00`;
    const parsed = parseSketch(sketch);
    expect(parsed.accounts[0]?.kind).toBe('credit_card');
    expect(parsed.accounts[0]?.transactions.map((t) => [t.transaction_date, t.posting_date, t.amount_cents])).toEqual([
      ['2025-12-16', '2025-12-17', -4000],
      ['2025-12-20', '2025-12-20', 10000],
      ['2025-12-28', '2025-12-29', -2000],
    ]);
    expect(parsed.accounts[0]?.reconciliation.reconciled).toBe(true);
  });

  it('ignores marketing text, interest-charge tables and year-to-date totals', () => {
    const sketch = `
Opening/Closing Date 12/15/25 - 01/14/26
Previous Balance   $0.00
Purchases         +$40.00
Interest Charged   +$1.00
New Balance       $41.00
Payment Due Date 02/08/26   Minimum Payment Due $25.00
PURCHASE
Date    Description                                          Amount
12/16   SHELL OIL 574423 HOUSTON TX                           40.00
INTEREST CHARGED
01/14   PURCHASE INTEREST CHARGE                               1.00
TOTAL INTEREST FOR THIS PERIOD                                $1.00
2026 Totals Year-to-Date
Total interest charged in 2026                                $1.00
INTEREST CHARGE CALCULATION
Purchases                        21.49%(v)     $1,200.00      $1.00
01/31/2026 Earn 5% back on groceries up to     $1,500.00
Offer valid through 03/31/2026 on purchases of $500.00 or more.`;
    const account = parseSketch(sketch).accounts[0];
    expect(account?.transactions.map((t) => t.amount_cents)).toEqual([-4000, -100]);
    expect(account?.printed_totals).toEqual({ withdrawals_cents: 4100 });
    expect(account?.reconciliation.reconciled).toBe(true);
  });

  it('keeps the rate and the year-to-date figure printed under an interest row out of it', () => {
    const sketch = `
Statement Period: 06/01/2026 - 06/30/2026
Beginning Balance                                       $1,000.00
Ending Balance                                          $1,000.37
Date    Description                          Withdrawals     Deposits
06/30   INTEREST PAYMENT                                           .37
        Annual Percentage Yield Earned 0.05%
        Interest paid year-to-date                                2.11`;
    expect(rows(sketch)).toEqual([['2026-06-30', 37, 'INTEREST PAYMENT']]);
    expect(parseSketch(sketch).accounts[0]?.reconciliation.reconciled).toBe(true);
  });

  it('says so when nothing looks like a statement', () => {
    expect(() => parseSketch('Dear customer,\nThank you for banking with us on 01/05/2026.')).toThrow(StatementError);
  });
});

describe('parseLines: several accounts', () => {
  it('reports each account, and a transfer mentioning the other account does not switch accounts', () => {
    const sketch = `
Statement period: 2026-06-01 to 2026-06-30
Everyday Checking                         Account number: XXXXXX0457
Opening balance    $1,000.00
Closing balance      $900.00
Date         Description                               Debits     Credits      Balance
2026-06-05   Online Transfer To Savings account          100.00                 900.00
             ending in 2291
Way2Save Savings                          Account number: XXXXXX2291
Opening balance    $5,000.00
Closing balance    $5,100.00
Date         Description                               Debits     Credits      Balance
2026-06-05   Online Transfer From Checking                          100.00    5,100.00`;
    const parsed = parseSketch(sketch);
    expect(parsed.accounts.map((a) => [a.kind, a.account_number_last4, a.transactions.length, a.reconciliation.reconciled])).toEqual([
      ['checking', '0457', 1, true],
      ['savings', '2291', 1, true],
    ]);
    expect(parsed.accounts[0]?.transactions[0]?.description).toBe('Online Transfer To Savings account ending in 2291');
  });
});

describe('parseLines: less common layouts', () => {
  it('reads a statement with no column header at all', () => {
    const sketch = `
ACME BANK
Statement Period 01/01/2026 - 01/31/2026
Beginning Balance 1,000.00
01/05  GROCERY OUTLET               45.00-       955.00
01/06  PAYROLL ACME                100.00      1,055.00
Ending Balance 1,055.00`;
    expect(rows(sketch)).toEqual([
      ['2026-01-05', -4500, 'GROCERY OUTLET'],
      ['2026-01-06', 10000, 'PAYROLL ACME'],
    ]);
  });

  it('takes the amount from the last line of a wrapped description', () => {
    const sketch = `
Statement Period 01/01/2026 - 01/31/2026
Posted   Description                                   Amount
01/05    ONLINE TRANSFER TO SAVINGS
         REF 12345 CONF 998                            -25.00
01/06    COFFEE SHOP                                    -4.50`;
    expect(rows(sketch)).toEqual([
      ['2026-01-05', -2500, 'ONLINE TRANSFER TO SAVINGS REF 12345 CONF 998'],
      ['2026-01-06', -450, 'COFFEE SHOP'],
    ]);
  });

  it('keeps a description line that runs on under the empty amount columns, but not the heading after the list', () => {
    const sketch = `
Statement Period: 03/01/2026 - 03/31/2026
Beginning Balance                                       $1,000.00
Date    Description                          Withdrawals     Deposits       Balance
03/02   ACH DEBIT ACME WIDGETS                    12.00                      988.00
        ADDITIONAL INFORMATION: ORIGINATOR ACME WIDGETS INTERNATIONAL HOLDINGS ENTRY
        DESCR PAYMENT SEC CCD TRACE 021000021234567
03/05   CHECK 1001                               100.00                      888.00
DAILY ENDING BALANCE SUMMARY FOR THE STATEMENT PERIOD SHOWN ABOVE
Ending Balance                                           $888.00`;
    expect(rows(sketch)).toEqual([
      [
        '2026-03-02',
        -1200,
        'ACH DEBIT ACME WIDGETS ADDITIONAL INFORMATION: ORIGINATOR ACME WIDGETS INTERNATIONAL HOLDINGS ENTRY DESCR PAYMENT SEC CCD TRACE 021000021234567',
      ],
      ['2026-03-05', -10000, 'CHECK 1001'],
    ]);
  });

  it('keeps a foreign-currency line under a purchase as part of its description', () => {
    const sketch = `
Statement Period 01/01/2026 - 01/31/2026
Date     Description                                   Amount      Balance
01/05    HOTEL PARIS FR                                -120.11      879.89
         EUR 109.50 @ 1.0969
01/06    COFFEE SHOP                                     -4.50      875.39`;
    expect(rows(sketch)?.[0]).toEqual(['2026-01-05', -12011, 'HOTEL PARIS FR EUR 109.50 @ 1.0969']);
  });
});

describe('parseLines: unfamiliar headers and descriptions', () => {
  it('keeps a reference-number column out of the description, and keeps BALANCE TRANSFER rows', () => {
    const sketch = `
Opening/Closing Date 12/15/25 - 01/14/26
Previous Balance $100.00    Credit Limit $5,000    Minimum Payment Due $25.00
Trans Date   Ref.      Description                                    Amount
12/20        88213     BALANCE TRANSFER FROM CARD ENDING 4400         500.00
12/22        88214     COFFEE SHOP                               $      4.50
New Balance $604.50`;
    expect(rows(sketch)).toEqual([
      ['2025-12-20', -50000, 'BALANCE TRANSFER FROM CARD ENDING 4400'],
      ['2025-12-22', -450, 'COFFEE SHOP'],
    ]);
  });
});

describe('parseLines: rows under a date heading', () => {
  it("dates each row by the date printed over the day's rows, where the table has no Date column", () => {
    const sketch = `
June 1, 2026 - June 30, 2026
Opening balance                                   $1,000.00
Description                                        Amount      Balance
Tuesday, June 2, 2026
  STARBUCKS STORE 1234 SEATTLE WA                  -$4.50      $995.50
  ZELLE PAYMENT FROM ANA GARCIA                   +$50.00    $1,045.50
  CONF# 12345678
Friday, June 5, 2026
  CHECK 1001                                     -$100.00      $945.50
Closing balance                                     $945.50`;
    expect(rows(sketch)).toEqual([
      ['2026-06-02', -450, 'STARBUCKS STORE 1234 SEATTLE WA'],
      ['2026-06-02', 5000, 'ZELLE PAYMENT FROM ANA GARCIA CONF# 12345678'],
      ['2026-06-05', -10000, 'CHECK 1001'],
    ]);
    expect(parseSketch(sketch).accounts[0]?.reconciliation.reconciled).toBe(true);
  });
});

describe('parseLines: a list printed in two columns across the page', () => {
  it('reads down the first column, then the second, each with its wrapped lines', () => {
    const sketch = `
Statement Period: 06/01/2026 - 06/30/2026
Beginning Balance $1,000.00
Ending Balance $1,380.00
Date   Description           Amount    Balance      Date   Description           Amount    Balance
06/01  PAYROLL ACME          500.00   1,500.00      06/09  CHECK 1001           -50.00   1,410.00
06/02  CARD PURCHASE         -20.00   1,480.00      06/12  CARD PURCHASE        -30.00   1,380.00
       SHELL OIL HOUSTON TX                                CHEVRON SAN JOSE CA
06/05  RENT                 -20.00   1,460.00`;
    expect(rows(sketch)).toEqual([
      ['2026-06-01', 50000, 'PAYROLL ACME'],
      ['2026-06-02', -2000, 'CARD PURCHASE SHELL OIL HOUSTON TX'],
      ['2026-06-05', -2000, 'RENT'],
      ['2026-06-09', -5000, 'CHECK 1001'],
      ['2026-06-12', -3000, 'CARD PURCHASE CHEVRON SAN JOSE CA'],
    ]);
    expect(parseSketch(sketch).accounts[0]?.reconciliation.reconciled).toBe(true);
  });
});

describe("parseLines: a brokerage account's cash activity", () => {
  it('keeps shares, price and the activity type out of the description', () => {
    const sketch = `
Statement Period: 06/01/2026 - 06/30/2026
Beginning Cash Balance                                                        $10,000.00
Date    Activity   Description                   Quantity     Price       Amount        Balance
06/02   Bought     SCHWAB US DIVIDEND ETF SCHD         33    234.86    -7,750.38       2,249.62
06/05   Sold       MICROSOFT CORP MSFT                -16    313.18     5,010.88       7,260.50
06/09   Dividend   APPLE INC AAPL                                          22.42       7,282.92
Ending Cash Balance                                                            $7,282.92`;
    expect(rows(sketch)).toEqual([
      ['2026-06-02', -775038, 'SCHWAB US DIVIDEND ETF SCHD'],
      ['2026-06-05', 501088, 'MICROSOFT CORP MSFT'],
      ['2026-06-09', 2242, 'APPLE INC AAPL'],
    ]);
    expect(parseSketch(sketch).accounts[0]?.reconciliation.reconciled).toBe(true);
  });
});

describe('parseLines: accounts that share a masked number', () => {
  it('starts a second account where the number is printed again with an opening balance of its own', () => {
    const sketch = `
Statement Period: 07/21/2021 - 08/20/2021
Property Taxes Savings
Account Number: xxxxxx1234
Beginning Balance, as of 07/21/2021           $100.00
Ending Balance, as of 08/20/2021              $150.00
Date         Description          Credits       Debits       Balance
07/26/2021   ACH Deposit           $50.00       -$0.00       $150.00
Joint Savings Account
Account Number: xxxxxx1234
Beginning Balance, as of 07/21/2021         $1,000.00
Ending Balance, as of 08/20/2021              $900.00
Date         Description          Credits       Debits       Balance
07/27/2021   NOW Withdrawal         $0.00     -$100.00       $900.00`;
    const accounts = parseSketch(sketch).accounts;
    expect(
      accounts.map((a) => [a.opening_balance_cents, a.closing_balance_cents, a.transactions.map((t) => t.amount_cents), a.reconciliation.reconciled]),
    ).toEqual([
      [10_000, 15_000, [5000], true],
      [100_000, 90_000, [-10_000], true],
    ]);
  });

  it('keeps one account when a page header repeats the number and the balance carried over', () => {
    const sketch = `
Statement Period: 07/01/2026 - 07/31/2026
Account Number: xxxxxx5678
Beginning Balance                             $100.00
Date         Description                      Amount       Balance
07/02/2026   COFFEE SHOP                      -10.00         90.00
Account Number: xxxxxx5678
Balance Brought Forward                        $90.00
07/03/2026   LUNCH PLACE                      -20.00         70.00
Ending Balance                                 $70.00`;
    const accounts = parseSketch(sketch).accounts;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.reconciliation.reconciled).toBe(true);
  });
});
