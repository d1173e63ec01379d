import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../category-sources/index.ts';
import { importChartOfAccounts } from '../chart-of-accounts/index.ts';
import { CategorisationModel } from './categoriser.ts';

// The kind-to-account mapping on the charts QuickBooks really exports (the importer's fixtures), with their
// account types as the categoriser receives them for a desktop client.
async function clientOf(fixture: string) {
  const buffer = readFileSync(new URL(`../chart-of-accounts/import/fixtures/${fixture}`, import.meta.url));
  const result = await importChartOfAccounts({ buffer, filename: fixture });
  if (!result.ok) throw new Error(result.message);
  const accounts = result.accounts.filter((account) => account.active);
  return {
    clientId: fixture,
    categories: accounts.map((account) => categoryLabel(account.number, account.full_name)),
    accountTypes: new Map(accounts.map((account) => [categoryLabel(account.number, account.full_name), account.type])),
    rules: [],
  };
}

const guess = (context: Awaited<ReturnType<typeof clientOf>>, description: string, amount_cents: number) =>
  new CategorisationModel().categorise(context, [{ description, vendor_name: '', amount_cents }])[0]!;

describe('merchant kinds on real charts of accounts', () => {
  it('QuickBooks Desktop Account Listing: fuel to the fuel account, a card payment to the one credit card, sales in', async () => {
    const chart = await clientOf('qbd-account-listing.csv');
    expect(guess(chart, 'CHEVRON 0091234 HOUSTON TX', -4_512).category).toBe('6110 - Automobile Expense:Fuel');
    expect(guess(chart, 'AMEX EPAYMENT ACH PMT', -120_000).category).toBe('2100 - Visa - 4412');
    expect(guess(chart, 'REMOTE ONLINE DEPOSIT # 8', 250_000).category).toBe('4000 - Sales');
    expect(guess(chart, 'STARBUCKS STORE 02286', -980).category).toBe('6500 - Meals - 50%');
  });

  it('QuickBooks Online Account List: the types spelled in the plural still count', async () => {
    const chart = await clientOf('qbo-account-list.csv');
    expect(guess(chart, 'SHELL OIL 57442', -3_000).category).toBe('6110 - Automobile:Fuel');
    expect(guess(chart, 'CHASE CARD AUTOPAY', -50_000).category).toBe('2100 - Visa Business');
    expect(guess(chart, 'Zelle Payment From Michael Martinez', 40_000).category).toBe('4000 - Sales');
    // Its one current liability is GST/HST Payable: no place for a loan payment.
    expect(guess(chart, 'SBA EIDL LOAN PMT', -73_100).category).toBe('1480 - Ask Client');
  });

  it('says so when the chart has no account for what the vendor plainly is', async () => {
    const chart = await clientOf('qbd-account-listing.csv');
    expect(guess(chart, 'GUSTO DES:NET 1234 ID:XYZ', -310_000).reason).toBe('Ask Client: looks like payroll, but the chart has no account for it');
    // No draw, distribution or income tax account: the owner's tax is not guessed onto Opening Balance Equity.
    expect(guess(chart, 'IRS USATAXPYMT 240202 L99047T46 ACME LLC', -179_517).reason).toBe(
      'Ask Client: looks like an income tax payment, but the chart has no account for it',
    );
  });

  it('cash from an ATM goes to petty cash where the chart has it', async () => {
    const chart = await clientOf('qbd-account-listing.csv');
    expect(guess(chart, 'ATM WITHDRAWAL 0412 MAIN ST AUSTIN TX', -20_000)).toMatchObject({
      category: '1020 - CASH AND BANK:Petty Cash',
      reason: "Looks like a cash withdrawal: the client's CASH AND BANK:Petty Cash category (new client: not yet confirmed by its own decisions)",
    });
  });
});
