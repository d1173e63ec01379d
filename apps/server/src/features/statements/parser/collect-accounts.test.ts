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
