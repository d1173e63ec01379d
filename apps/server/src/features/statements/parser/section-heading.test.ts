import { describe, expect, it } from 'vitest';
import { isSectionHeading } from './section-heading.ts';

describe('isSectionHeading', () => {
  it('knows a list of rows by its heading, not a product', () => {
    expect(isSectionHeading('Card Withdrawals')).toBe(true);
    expect(isSectionHeading('Banking/Debit Card Withdrawals and Purchases')).toBe(true);
    expect(isSectionHeading('Online and Electronic Banking Deductions')).toBe(true);
    expect(isSectionHeading('Everyday Checking')).toBe(false);
    expect(isSectionHeading('Platinum Rewards Card')).toBe(false);
    expect(isSectionHeading('Home Equity Line of Credit')).toBe(false);
    expect(isSectionHeading('Compte chèques')).toBe(false);
  });
});
