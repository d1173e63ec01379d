import { describe, expect, it } from 'vitest';
import { canonicalAccountType } from './account-types.ts';

describe('canonicalAccountType', () => {
  it.each([
    ['BANK', 'Bank'],
    ['AR', 'Accounts Receivable'],
    ['OCASSET', 'Other Current Asset'],
    ['FIXASSET', 'Fixed Asset'],
    ['OASSET', 'Other Asset'],
    ['AP', 'Accounts Payable'],
    ['CCARD', 'Credit Card'],
    ['OCLIAB', 'Other Current Liability'],
    ['LTLIAB', 'Long Term Liability'],
    ['EQUITY', 'Equity'],
    ['INC', 'Income'],
    ['COGS', 'Cost of Goods Sold'],
    ['EXP', 'Expense'],
    ['EXINC', 'Other Income'],
    ['EXEXP', 'Other Expense'],
    ['NONPOSTING', 'Non-Posting'],
  ])('maps the IIF code %s to %s', (code, name) => {
    expect(canonicalAccountType(code)).toBe(name);
  });

  it.each([
    ['Accounts receivable (A/R)', 'Accounts Receivable'],
    ['Accounts payable (A/P)', 'Accounts Payable'],
    ['Other Current Assets', 'Other Current Asset'],
    ['Long Term Liabilities', 'Long Term Liability'],
    ['Expenses', 'Expense'],
    ['  credit   card ', 'Credit Card'],
    ['Non Posting', 'Non-Posting'],
  ])('maps the spelling %j to %s', (spelling, name) => {
    expect(canonicalAccountType(spelling)).toBe(name);
  });

  it('keeps an unknown type as written, tidied', () => {
    expect(canonicalAccountType('  Loans  to   officers ')).toBe('Loans to officers');
  });
});
