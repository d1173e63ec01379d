import { describe, expect, it } from 'vitest';
import { classifyHeading } from './classify-heading.ts';
import { classifySummaryLabel } from './classify-summary-label.ts';

describe('classifyHeading', () => {
  it.each([
    ['DEPOSITS AND ADDITIONS', false, 'credit'],
    ['Deposits and Other Credits', false, 'credit'],
    ['CHECKS PAID', false, 'debit'],
    ['ATM & DEBIT CARD WITHDRAWALS', false, 'debit'],
    ['ELECTRONIC WITHDRAWALS (continued)', false, 'debit'],
    ['FEES', false, 'debit'],
    ['OTHER DEBITS', false, 'debit'],
    ['PAYMENTS AND OTHER CREDITS', true, 'credit'],
    ['PURCHASE', true, 'debit'],
    ['INTEREST CHARGED', true, 'debit'],
    ['Bill Payments', false, 'debit'],
    ['Online and Electronic Banking Deductions', false, 'debit'],
    ['Checks and Other Deductions', false, 'debit'],
    ['Transaction history', false, null],
    // A card member's group: the member and card before the colon (card-member-prefix.ts).
    ['MARIA LOPEZ #4821: Transactions', true, null],
    ['J SMITH - Card ending in 7730: Payments and Credits', true, 'credit'],
  ])('%s (card: %s) → %s', (text, isCard, direction) => {
    expect(classifyHeading(text, isCard)).toEqual({ kind: 'transactions', direction });
  });

  it.each([
    'DAILY ENDING BALANCE',
    'ACCOUNT BALANCE SUMMARY',
    'CHECKING SUMMARY',
    'Summary of checks written',
    'INTEREST CHARGE CALCULATION',
    '2026 Totals Year-to-Date',
    'Check images',
    'ATM & DEBIT CARD SUMMARY',
  ])('%s is excluded', (text) => {
    expect(classifyHeading(text, false)).toEqual({ kind: 'excluded' });
  });

  it.each(['Pending Transactions', 'PENDING AUTHORIZATIONS', 'Transactions not yet posted', 'Pending deposits (not included in your balance)'])(
    '%s is pending, held out',
    (text) => {
      expect(classifyHeading(text, false)).toEqual({ kind: 'excluded', pending: true });
    },
  );

  it('does not read product names or sentences as headings', () => {
    expect(classifyHeading('FOOBAR CREDIT CARD', true)).toBeNull();
    expect(classifyHeading('HARBOR POINT CREDIT UNION  Member Statement', false)).toBeNull();
    expect(classifyHeading('NAVY FEDERAL CREDIT UNION', false)).toBeNull();
    expect(classifyHeading('Please examine this statement carefully and report any discrepancies to us promptly', false)).toBeNull();
  });
});

describe('classifySummaryLabel', () => {
  it.each([
    ['Beginning Balance', false, 'opening'],
    ['Beginning balance on February 1, 2026', false, 'opening'],
    ['BALANCE LAST STATEMENT', false, 'opening'],
    ["LAST MONTH'S BALANCE", true, 'opening'],
    ['Previous Balance', true, 'opening'],
    ['Balance Forward', false, 'opening'],
    ['Ending Balance', false, 'closing'],
    ['New Balance', true, 'closing'],
    ['BALANCE THIS STATEMENT', false, 'closing'],
    ['TOTAL AMOUNT DUE', true, 'closing_fallback'],
    ['TRANSACTIONS THIS CYCLE (CARD 1111)', true, 'activity'],
    ['NET AMOUNT OF MONTHLY ACTIVITY', true, 'activity'],
    ['Deposits and Additions', false, 'deposits'],
    ['TOTAL AMOUNT OF DEPOSITS MADE', false, 'deposits'],
    ['Payment, Credits', true, 'deposits'],
    ['Total Checks Paid', false, 'withdrawals'],
    ['Withdrawals/Subtractions', false, 'withdrawals'],
    ['Purchases', true, 'withdrawals'],
  ])('%s → %s', (label, isCard, role) => {
    expect(classifySummaryLabel(label, isCard)).toBe(role);
  });

  it.each([
    'Total fees charged in 2026',
    'Total Overdraft Fees',
    'Minimum Payment Due',
    'Credit Limit',
    'Certificate of Deposit XXXXXX9903',
    'Average daily balance',
    'Annual Percentage Rate',
  ])('%s is not a statement total', (label) => {
    expect(classifySummaryLabel(label, true)).toBeNull();
  });
});

describe("a two-line header's top line", () => {
  it('is no heading: "Posting Transaction" over "Date Date Description Amount" keeps the section\'s direction', () => {
    expect(classifyHeading('Posting Transaction', true)).toBeNull();
    expect(classifyHeading('Transaction Date', false)).toBeNull();
    expect(classifyHeading('Transactions', false)).toEqual({ kind: 'transactions', direction: null });
    expect(classifyHeading('Payments and Other Credits', true)).toEqual({ kind: 'transactions', direction: 'credit' });
  });
});
