import { describe, expect, it } from 'vitest';
import { parseSketch, SKETCH_PAGE_HEIGHT, textLayout } from './fixtures/text-layout.ts';
import { parseLines } from './parse-lines.ts';

describe('collectAccounts: figures of an account', () => {
  it("reads a card's summary and billing cycle inside a bank's combined statement", () => {
    const parsed = parseSketch(`
CREDIT UNION                                          Statement Period: 05/01/2026 - 05/31/2026
SHARE DRAFT CHECKING                                  Account # ******7731
Date       Description                          Amount          Balance
05/01      Previous Balance                                     1,000.00
05/04      PAYROLL DEPOSIT                      500.00          1,500.00
05/05      SHARE DRAFT #1527                   -200.00          1,300.00
05/31      New Balance                                          1,300.00

VISA PLATINUM REWARDS                                 Card Number XXXX XXXX XXXX 5512
    Billing Cycle 04/28/2026 - 05/27/2026
    Previous Balance                  $300.00
    Payments                         -$100.00
    Other Credits                       $0.00
    Purchases                        +$150.00
    New Balance                       $350.00
Trans       Post        Description                            Amount
04/28       04/28       LYFT *RIDE SAN FRANCISCO CA             50.00
04/30       05/01       Payment Thank You - Web               -100.00
05/20       05/22       KROGER #2073 CINCINNATI OH             100.00
`);
    const card = parsed.accounts.find((a) => a.account_number_last4 === '5512');
    const checking = parsed.accounts.find((a) => a.account_number_last4 === '7731');
    expect(card).toMatchObject({
      period_start: '2026-04-28',
      period_end: '2026-05-27',
      opening_balance_cents: 30000,
      closing_balance_cents: 35000,
      printed_totals: { deposits_cents: 10000, withdrawals_cents: 15000 },
      reconciliation: { reconciled: true },
    });
    expect(checking).toMatchObject({ period_start: '2026-05-01', period_end: '2026-05-31', reconciliation: { reconciled: true } });
  });

  it('reads the summary above the rows of a list read without a table header', () => {
    const parsed = parseSketch(`
MAPLE TRUST                                         Card number 4520 XXXX XXXX 3087
Statement period                             Dec 12, 2026 to Jan 11, 2027
Credit limit $8,500.00          Minimum Payment Due $10.00
Previous Statement Balance                                      $100.00
Payments & credits                                              -$50.00
Purchases & debits                                               $80.00
Interest                                                          $2.00
New Balance                                                     $132.00
DEC 12    DEC 12    STARBUCKS STORE 1523 SEATTLE WA                $80.00
DEC 22    DEC 22    Payment Thank You - Web                       -$50.00
JAN 11    JAN 11    PURCHASE INTEREST                               $2.00
`);
    expect(parsed.accounts[0]).toMatchObject({
      opening_balance_cents: 10000,
      closing_balance_cents: 13200,
      printed_totals: { deposits_cents: 5000, withdrawals_cents: 8200 },
      reconciliation: { reconciled: true },
    });
  });
});

describe('collectAccounts: wrapped descriptions', () => {
  it('leaves a caption set apart in smaller type under the last row out of its description', () => {
    const lines = textLayout(`
Statement Period 06/01/2026 - 06/30/2026          Account Number 000123456789
Date    Description                          Withdrawals    Deposits      Balance
06/01   Beginning Balance                                                1,000.00
06/02   PURCHASE AUTHORIZED ON 06/02 SHELL        25.00                    975.00
        OIL HOUSTON TX
06/03   CHEVRON REFUND SAN JOSE CA                               10.00     985.00
        Account/Transaction Type
Total Withdrawals                                 25.00
Total Deposits                                                   10.00
Ending Balance                                                             985.00`);
    // The caption: 2 pt smaller, 4 pt further down than the rows' pitch; the lines under it as far apart again.
    const at = lines.findIndex((l) => l.words[0]?.text === 'Account/Transaction');
    for (const [i, line] of lines.entries()) {
      if (i < at) continue;
      line.y += 4;
      if (i === at) line.h -= 2;
      for (const w of line.words) [w.y, w.h] = [line.y, line.h];
    }
    const [account] = parseLines(lines, () => SKETCH_PAGE_HEIGHT).accounts;
    expect(account?.transactions.map((t) => t.description)).toEqual([
      'PURCHASE AUTHORIZED ON 06/02 SHELL OIL HOUSTON TX',
      'CHEVRON REFUND SAN JOSE CA',
    ]);
    expect(account?.reconciliation.reconciled).toBe(true);
  });
});

describe('collectAccounts: groups inside a section', () => {
  const categories = (between: string) => `
HORIZON CARD SERVICES                                  Account number ending in 8842
Open Date: May 22, 2026 - Close Date: Jun 21, 2026
Previous Balance                                      $100.00
Payments and Credits                                  -$50.00
Purchases                                            +$170.00
New Balance                                           $220.00
Minimum Payment Due                                    $35.00
Trans. Date Post Date   Description                                 Amount
PAYMENTS AND CREDITS
May 24      May 26      Payment Thank You - Web                    -$50.00
                        Total Payments and Credits                 -$50.00
PURCHASES
Merchandise
May 23      May 25      COSTCO WHSE #8937 SEATTLE WA                $85.00
                        Total Merchandise                           $85.00
${between}
May 29      May 29      STARBUCKS STORE 8185 SEATTLE WA             $15.00
Jun 02      Jun 02      TRADER JOE S #8887 BOSTON MA                $70.00
                        Total Restaurants                           $85.00
                        Total Purchases                            $170.00
`;

  it("reads each category's rows under its name after the previous category's total", () => {
    const account = parseSketch(categories('Restaurants')).accounts[0];
    expect(account?.transactions.map((t) => t.amount_cents)).toEqual([5000, -8500, -1500, -7000]);
    expect(account).toMatchObject({ printed_totals: { deposits_cents: 5000, withdrawals_cents: 17000 }, reconciliation: { reconciled: true } });
  });

  it('keeps a known heading that ends the list, or a sentence, from reopening it', () => {
    for (const between of ['Year-to-Date Totals', 'Thank you for your business.', 'interest is charged daily'])
      expect(
        parseSketch(categories(between)).accounts[0]?.transactions.map((t) => t.amount_cents),
        between,
      ).toEqual([5000, -8500]);
  });

  it("reads a card member's charges when no account number was read before the member's line", () => {
    const account = parseSketch(`
COLUMBIA EXPRESS                                                  Prepared for
Business Gold Card                                                Closing Date 07/14/26
Previous Balance                                    $100.00
Payments/Credits                                    -$50.00
New Balance                                         $200.00
Minimum Payment Due                                  $35.00
Payment Due Date                                    08/08/26
Payments                                                          Amount
06/20/26   AUTOPAY PAYMENT RECEIVED - THANK YOU                  -$50.00
New Charges
JORDAN A REYES               Card Ending 7-51004                  Amount
06/15/26   THE HOME DEPOT #2293                                   $60.00
           AUSTIN TX
06/16/26   COSTCO WHSE #1065                                      $40.00
---page---
JORDAN A REYES               Account Ending 7-51004
06/21/26   WHOLEFDS MKT #3652                                     $20.00
PRIYA REYES                  Card Ending 7-52012                  Amount
06/22/26   KROGER #0546                                           $30.00
           Total New Charges                                     $150.00
`).accounts;
    expect(account).toHaveLength(1);
    expect(account[0]?.account_number_last4).toBe('1004');
    expect(account[0]?.transactions.map((t) => t.amount_cents)).toEqual([5000, -6000, -4000, -2000, -3000]);
    expect(account[0]?.reconciliation.reconciled).toBe(true);
  });

  it("reads each member's charges after the previous member's total, and names the account by its own number printed later", () => {
    const accounts = parseSketch(`
COLUMBIA EXPRESS                                                  Prepared for
Business Gold Card                                                Closing Date 07/14/26
Previous Balance                                    $100.00
Payments/Credits                                    -$50.00
New Balance                                         $200.00
Minimum Payment Due                                  $35.00
Payment Due Date                                    08/08/26
Payments                                                          Amount
06/20/26   AUTOPAY PAYMENT RECEIVED - THANK YOU                  -$50.00
New Charges
PRIYA REYES                  Card Ending 7-52012                  Amount
06/15/26   THE HOME DEPOT #2293                                   $60.00
06/16/26   COSTCO WHSE #1065                                      $40.00
           Total Charges for PRIYA REYES                         $100.00
JORDAN A REYES               Card Ending 7-51004                  Amount
06/21/26   WHOLEFDS MKT #3652                                     $20.00
---page---
JORDAN A REYES               Account Ending 7-51004
06/22/26   KROGER #0546                                           $30.00
           Total Charges for JORDAN A REYES                       $50.00
           Total New Charges                                     $150.00
`).accounts;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.account_number_last4).toBe('1004');
    expect(accounts[0]?.transactions.map((t) => t.amount_cents)).toEqual([5000, -6000, -4000, -2000, -3000]);
    expect(accounts[0]?.reconciliation.reconciled).toBe(true);
  });
});

describe('collectAccounts: groups and columns of several accounts', () => {
  it("keeps a card's group inside the withdrawals section, its subtotal no row and no total", () => {
    const parsed = parseSketch(`
BANK                                                     Account number: 4350 1227 8804
Beginning balance on June 1, 2026                               $1,000.00
Ending balance on June 30, 2026                                   $850.00
Withdrawals and other subtractions
Date           Description                                       Amount
Card account # XXXX XXXX XXXX 4417
06/03/26       ATM WITHDRAWAL 5TH AVE NEW YORK NY               -100.00
06/06/26       CHECKCARD 0606 SPOTIFY USA                        -20.00
               Subtotal for card account # XXXX XXXX XXXX 4417  -$120.00
Card account # XXXX XXXX XXXX 0932
06/09/26       CHECKCARD 0609 LYFT *RIDE                         -30.00
               Subtotal for card account # XXXX XXXX XXXX 0932   -$30.00
Total withdrawals and other subtractions                        -$150.00
`);
    expect(parsed.accounts).toHaveLength(1);
    expect(parsed.accounts[0]?.transactions.map((t) => t.amount_cents)).toEqual([-10000, -2000, -3000]);
    expect(parsed.accounts[0]).toMatchObject({ account_number_last4: '8804', reconciliation: { reconciled: true } });
  });

  it('gives each account the summary figures under its number, and its name from its own heading', () => {
    const parsed = parseSketch(`
PNC                                        Primary account number: XX-XXXX-2203
Balance Summary
                                                  Spend            Reserve
                                           XX-XXXX-2203       XX-XXXX-2211
Beginning balance                              1,000.00           5,000.00
Deposits and other additions                     100.00              50.00
Checks and other deductions                       40.00              20.00
Ending balance                                 1,060.00           5,030.00
Virtual Wallet Spend Account Number: XX-XXXX-2203
Deposits and Other Additions
Date       Amount       Description
06/09      100.00       Zelle payment from Chris Wilson
Online and Electronic Banking Deductions
Date       Amount       Description
06/15       40.00       Transfer To Reserve XXXXXX2211
Virtual Wallet Reserve Account Number: XX-XXXX-2211
Deposits and Other Additions
Date       Amount       Description
06/15       50.00       Transfer From Spend XXXXXX2203
Online and Electronic Banking Deductions
Date       Amount       Description
06/22       20.00       Zelle Payment To Lucia Ortega
`);
    const reserve = parsed.accounts.find((a) => a.account_number_last4 === '2211');
    expect(reserve).toMatchObject({
      name: 'Virtual Wallet Reserve',
      opening_balance_cents: 500000,
      closing_balance_cents: 503000,
      printed_totals: { deposits_cents: 5000, withdrawals_cents: 2000 },
      reconciliation: { reconciled: true },
    });
    expect(reserve?.transactions.map((t) => t.amount_cents)).toEqual([5000, -2000]);
  });
});
