import { describe, expect, it } from 'vitest';
import { isSummaryDescription } from './classify-summary-label.ts';
import { parseSketch } from './fixtures/text-layout.ts';

// A line with a date and an amount in the amount column is a row, whatever words it holds: a heading's words
// ("PURCHASES AND ADJUSTMENTS", "CITI CARD ONLINE PAYMENT") or a balance named inside a description. Only a line whose
// words are a balance's or a total's label ("New balance", "Total payments") is a figure of the statement.

const card = (description: string) => `
CITI CUSTOM CASH CARD            Account number ending in: 4417
Billing Period: 05/08/26-06/07/26     Payment due date: 07/01/26
Minimum payment due  25.00     Credit limit 5,000.00
Previous balance                            1,000.00
Payments                                    -250.00
Purchases                                   +195.00
New balance                                   945.00

Date     Description                                     Amount
05/12    SHELL OIL 12345                                   40.00
05/14    ${description.padEnd(48)}-250.00
05/15    AMAZON MKTPL                                      80.00
05/16    KROGER 123                                        75.00`;

const checking = (description: string) => `
Everyday Checking  Account number: 1234567890
Statement period June 1, 2026 - June 30, 2026
Beginning balance on 6/1                    1,000.00
Ending balance on 6/30                        850.00

Date     Description                                     Amount
6/2      ACME PAYROLL                                    500.00
6/5      ${description.padEnd(48)}-650.00`;

describe('a dated line with an amount in the amount column', () => {
  it.each(['CITI CARD ONLINE PAYMENT', 'PAYMENTS AND CREDITS', 'PURCHASES AND ADJUSTMENTS', 'INTEREST CHARGED', 'ACCOUNT SUMMARY'])(
    'is a card row though its words read as a heading: %s',
    (description) => {
      const account = parseSketch(card(description)).accounts[0];
      expect(account?.transactions.map((t) => [t.description, t.amount_cents])).toContainEqual([description, 25_000]);
      expect(account?.reconciliation.reconciled).toBe(true);
    },
  );

  it.each(['CITI CARD ONLINE PAYMENT', 'CHECKS PAID', 'CITI AUTOPAY NEW BALANCE', 'PAYMENT TO STATEMENT BALANCE'])(
    "is a bank account's row whatever its words: %s",
    (description) => {
      const account = parseSketch(checking(description)).accounts[0];
      expect(account?.transactions.map((t) => [t.description, t.amount_cents])).toEqual([
        ['ACME PAYROLL', 50_000],
        [description, -65_000],
      ]);
      expect(account?.reconciliation.reconciled).toBe(true);
    },
  );

  it("is a figure when its words are a balance's or a total's label", () => {
    for (const label of [
      'Beginning Balance',
      'Your new balance',
      'Statement closing balance',
      '** Ending balance **',
      'Total payments',
      'Solde de clôture',
    ])
      expect(isSummaryDescription(label), label).toBe(true);
    for (const words of ['CITI AUTOPAY NEW BALANCE', 'PAYMENT TO STATEMENT BALANCE', 'CITI CARD ONLINE PAYMENT'])
      expect(isSummaryDescription(words), words).toBe(false);
  });
});
