import { describe, expect, it } from 'vitest';
import { importChartOfAccounts } from '../../apps/server/src/features/chart-of-accounts/import/import-chart.ts';
import { accountListingCsv, demoAccounts } from './account-listing.ts';

const chart = { bankName: 'Harbor Bank', cardName: 'Visa Signature', income: 'Design Services' };

describe('the demo Account Listing', () => {
  it('is read by the real importer as QuickBooks Desktop wrote it: sub-accounts, types, balances, no TOTAL row', async () => {
    const file = accountListingCsv(demoAccounts(chart), new Date('2026-04-03T00:00:00Z'));
    expect(file.includes(0xb7)).toBe(true); // '·' as the single Windows-1252 byte
    const result = await importChartOfAccounts({ buffer: file, filename: 'Account Listing.csv' });
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('csv');
    expect(result.accounts).toHaveLength(demoAccounts(chart).length);
    expect(result.accounts.find((account) => account.number === '6110')).toMatchObject({
      full_name: 'Automobile Expense:Fuel',
      parent_full_name: 'Automobile Expense',
      type: 'Expense',
    });
    expect(result.accounts.find((account) => account.number === '1010')).toMatchObject({
      full_name: 'Cash and Bank:Checking - Harbor Bank',
      type: 'Bank',
      balance_cents: 1_824_055,
    });
    expect(result.accounts.find((account) => account.number === '2100')).toMatchObject({ name: 'Visa Signature', type: 'Credit Card' });
    expect(result.accounts.some((account) => account.name === 'TOTAL')).toBe(false);
  });
});
