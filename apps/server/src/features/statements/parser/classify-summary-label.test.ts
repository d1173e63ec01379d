import { describe, expect, it } from 'vitest';
import { classifySummaryLabel } from './classify-summary-label.ts';

describe("classifySummaryLabel: a bank's synonyms", () => {
  it.each([
    ['Opening Ledger Balance', false, 'opening'],
    ['Beginning Ledger Balance', false, 'opening'],
    ['Closing Ledger Balance', false, 'closing'],
    ['Payments In', false, 'deposits'],
    ['Paid in', false, 'deposits'],
    ['Payments Out', false, 'withdrawals'],
    ['Paid out', false, 'withdrawals'],
    ['Payments & credits', true, 'deposits'],
    ['Purchases & debits', true, 'withdrawals'],
    ['Payments', true, 'deposits'],
    ['New Charges', true, 'withdrawals'],
    // A money-transfer account's totals.
    ['Incoming', false, 'deposits'],
    ['Outgoing', false, 'withdrawals'],
  ])('%s → %s', (label, isCard, role) => {
    expect(classifySummaryLabel(label, isCard)).toBe(role);
  });

  it("reads a card's bare Interest as a charge, and leaves it alone on a deposit account (interest earned)", () => {
    expect(classifySummaryLabel('Interest', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Interest Charges', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Interest', false)).toBeNull();
    expect(classifySummaryLabel('Interest charge calculation', true)).toBeNull();
  });

  it("reads a card's bare Transactions as its charges, and nothing on a deposit account", () => {
    expect(classifySummaryLabel('Transactions', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Transactions', false)).toBeNull();
    expect(classifySummaryLabel('Transactions this cycle', true)).toBe('activity');
  });

  it('still leaves other ledger and payment figures out', () => {
    expect(classifySummaryLabel('Average Ledger Balance', false)).toBeNull();
    expect(classifySummaryLabel('Payments', false)).toBeNull();
    expect(classifySummaryLabel('Minimum Payment Due', true)).toBeNull();
  });
});

describe("classifySummaryLabel: a line of credit's summary", () => {
  it('reads the principal balance before and after the period as the opening and closing', () => {
    expect(classifySummaryLabel('Previous Principal Balance', true)).toBe('opening');
    expect(classifySummaryLabel('New Principal Balance', true)).toBe('closing');
    expect(classifySummaryLabel('Beginning Loan Balance', true)).toBe('opening');
    expect(classifySummaryLabel('Ending Principal Balance', false)).toBe('closing');
    // The table's column heading names neither end.
    expect(classifySummaryLabel('Principal Balance', true)).toBeNull();
  });

  it('reads Advances and Draws as money owed, and leaves them alone on a deposit account', () => {
    expect(classifySummaryLabel('Advances', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Draws', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Advances', false)).toBeNull();
    expect(classifySummaryLabel('Payments', true)).toBe('deposits');
  });

  it("reads a mortgage's outstanding principal as the closing, never its amount due", () => {
    expect(classifySummaryLabel('Outstanding Principal', false)).toBe('closing');
    expect(classifySummaryLabel('Unpaid Principal Balance', false)).toBe('closing');
    expect(classifySummaryLabel('Total Amount Due', false)).toBe('closing_fallback');
    expect(classifySummaryLabel('Principal', false)).toBeNull();
  });

  it("reads a brokerage's core fund balances as its cash's opening and closing", () => {
    expect(classifySummaryLabel('Beginning Core Balance', false)).toBe('opening');
    expect(classifySummaryLabel('Ending Core Balance', false)).toBe('closing');
  });
});

describe('classifySummaryLabel: payments on a deposit account', () => {
  it("reads a deposit account's payments as money paid out, a card's as money in", () => {
    expect(classifySummaryLabel('Electronic Payments', false)).toBe('withdrawals');
    expect(classifySummaryLabel('Bill Payments', false)).toBe('withdrawals');
    expect(classifySummaryLabel('Payments', true)).toBe('deposits');
    expect(classifySummaryLabel('Payments received', false)).toBeNull();
  });
});
