import { describe, expect, it } from 'vitest';
import { type ChartAccountRow, ChartNames } from './chart-names.ts';
import { type ExportRow, planIifExport } from './plan-iif-export.ts';

let nextId = 1;
const account = (number: string | null, full_name: string, type: string, active = 1): ChartAccountRow => ({
  id: `a${nextId++}`,
  number,
  full_name,
  type,
  active,
});
const chart = new ChartNames([
  account('1010', 'Checking', 'Bank'),
  account('2100', 'Visa 4821', 'Credit Card'),
  account('4000', 'Sales', 'Income'),
  account('6100', 'Automobile Expense', 'Expense'),
  account('6110', 'Automobile Expense:Fuel', 'Expense'),
  account(null, 'Meals · Travel', 'Expense'),
  account('6900', 'Old Stuff', 'Expense', 0),
]);

const row = (overrides: Partial<ExportRow>): ExportRow => ({
  id: `t${nextId++}`,
  transaction_date: '2026-03-14',
  vendor_name: 'Shell',
  description: 'SHELL OIL 57442',
  check_number: null,
  amount_cents: -4510,
  payment_type: 'Debit Card',
  approved: 1,
  manual_category: null,
  auto_category: '6110 - Automobile Expense:Fuel',
  excluded: 0,
  printed_json: null,
  splits_json: null,
  ...overrides,
});
const split = (...parts: [category: string, amount_cents: number, memo?: string][]) =>
  JSON.stringify(parts.map(([category, amount_cents, memo = '']) => ({ category, amount_cents, memo })));

const plan = (registerName: string, rows: ExportRow[]) =>
  planIifExport({ clientName: 'Orchard Bakery', chart, registerName, format: 'bank_transactions', rows });

describe('planIifExport', () => {
  it('maps labels back to the chart’s full names, the manual category first', () => {
    const result = plan('Checking', [
      row({}),
      row({ manual_category: 'Meals · Travel', auto_category: '4000 - Sales' }),
      row({ auto_category: '4000 - sales', amount_cents: 120000 }),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.file.register).toEqual({ account: 'Checking', kind: 'bank' });
    expect(result.file.entries.map((entry) => entry.splits.map((part) => part.account))).toEqual([
      ['Automobile Expense:Fuel'],
      ['Meals · Travel'],
      ['Sales'],
    ]);
  });

  it.each([
    ['Checking', 'Checking', 'bank'],
    ['  checking ', 'Checking', 'bank'],
    ['1010 - Checking', 'Checking', 'bank'],
    ['1010 · Checking', 'Checking', 'bank'],
    ['1010', 'Checking', 'bank'],
    ['2100 - Visa 4821', 'Visa 4821', 'credit_card'],
  ])('accepts the register typed as %j', (typed, account, kind) => {
    expect(plan(typed, [row({})]).file.register).toEqual({ account, kind });
  });

  it('lists every wrong name: a missing or non-register register, unknown and inactive categories', () => {
    const result = plan('Chekcing', [
      row({ auto_category: '6999 - Yachts' }),
      row({ auto_category: '6999 - Yachts' }),
      row({ manual_category: 'Boats' }),
      row({ manual_category: '6900 - Old Stuff' }),
    ]);
    expect(result.problems).toEqual([
      'Register account "Chekcing" is not in Orchard Bakery\'s chart of accounts.',
      'Category "6999 - Yachts" is not in Orchard Bakery\'s chart of accounts (2 transactions).',
      'Category "Boats" is not in Orchard Bakery\'s chart of accounts (1 transaction).',
      'Category "Old Stuff" is inactive in Orchard Bakery\'s chart of accounts (1 transaction).',
    ]);
    expect(result.summary).toContain('"Chekcing"');
    expect(result.summary).toContain('"6999 - Yachts"');
    expect(result.summary).toContain('"Boats"');
    expect(plan('4000 - Sales', [row({})]).problems).toEqual([
      'Register account "Sales" is an Income account; choose a Bank or Credit Card account.',
    ]);
  });

  it('refuses unapproved, uncategorised and self-filed rows one by one', () => {
    const result = plan('Checking', [
      row({ approved: 0, vendor_name: 'Acme' }),
      row({ auto_category: '1480 - Ask Client', vendor_name: 'Mystery', amount_cents: -999 }),
      row({ auto_category: null, vendor_name: '', description: 'POS 4471' }),
      row({ manual_category: '1010 - Checking' }),
      row({ approved: 0, vendor_name: '', description: '', amount_cents: -140_000 }),
    ]);
    expect(result.problems).toEqual([
      'Not approved: 03/14/2026, Acme, -$45.10.',
      // Nothing printed for a name: no empty place between commas, and the amount as money.
      'Not approved: 03/14/2026, -$1,400.00.',
      'No category (1480 - Ask Client): 03/14/2026, Mystery, -$9.99.',
      'No category (1480 - Ask Client): 03/14/2026, POS 4471, -$45.10.',
      'Filed to the register itself: 03/14/2026, Shell, -$45.10.',
    ]);
    expect(result.summary).toBe(
      '2 transactions are not approved; only approved transactions are exported. 2 transactions have no category yet (1480 - Ask Client). 1 transaction is filed to the register account itself.',
    );
  });

  it('writes a check that printed only its number with that number and no payee', () => {
    const [written] = plan('Checking', [row({ description: '1234', vendor_name: 'Check', payment_type: 'Other' })]).file.entries;
    expect(written).toMatchObject({ name: '', docNum: '1234', memo: '1234' });
  });

  it('writes a split row as one entry with a part per category, each part’s memo or else the row’s', () => {
    const result = plan('Checking', [
      row({
        amount_cents: -10000,
        auto_category: '1480 - Ask Client',
        splits_json: split(['6110 - Automobile Expense:Fuel', -7000, 'Diesel'], ['Meals · Travel', -3000]),
      }),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.file.entries).toEqual([
      expect.objectContaining({
        amountCents: -10000,
        memo: 'SHELL OIL 57442',
        splits: [
          { account: 'Automobile Expense:Fuel', amountCents: -7000, memo: 'Diesel' },
          { account: 'Meals · Travel', amountCents: -3000, memo: 'SHELL OIL 57442' },
        ],
      }),
    ]);
  });

  it('checks every part of a split against the chart: unknown, inactive, Ask Client, the register, and the sum', () => {
    const result = plan('Checking', [
      row({ vendor_name: 'Unknown part', splits_json: split(['6110 - Automobile Expense:Fuel', -2000], ['6999 - Yachts', -2510]) }),
      row({ vendor_name: 'Inactive part', splits_json: split(['6900 - Old Stuff', -2000], ['6900 - Old Stuff', -2510]) }),
      row({ vendor_name: 'Asking part', splits_json: split(['1480 - Ask Client', -2000], ['4000 - Sales', -2510]) }),
      row({ vendor_name: 'Register part', splits_json: split(['1010 - Checking', -2000], ['4000 - Sales', -2510]) }),
      row({ vendor_name: 'Short split', splits_json: split(['4000 - Sales', -2000], ['6100 - Automobile Expense', -2000]) }),
    ]);
    expect(result.problems).toEqual([
      'Category "6999 - Yachts" is not in Orchard Bakery\'s chart of accounts (1 transaction).',
      'Category "Old Stuff" is inactive in Orchard Bakery\'s chart of accounts (1 transaction).',
      'No category (1480 - Ask Client): 03/14/2026, Asking part, -$45.10.',
      'Filed to the register itself: 03/14/2026, Register part, -$45.10.',
      'Split does not add up to the amount: 03/14/2026, Short split, -$45.10.',
    ]);
    expect(result.summary).toContain('The parts of 1 split transaction do not add up to its amount; correct the split.');
    expect(result.file.entries).toEqual([]);
  });

  it('leaves excluded rows out, named, even when they are selected, unapproved or uncategorised', () => {
    const phantom = row({ excluded: 1, approved: 0, auto_category: null, vendor_name: 'Subtotal' });
    const real = row({});
    const result = plan('Checking', [phantom, real]);
    expect(result.problems).toEqual([]);
    expect(result.kept).toEqual([real]);
    expect(result.file.entries).toHaveLength(1);
    expect(result.leftOut).toEqual(['Excluded, not written: 03/14/2026, Subtotal, -$45.10.']);
  });

  it('lists at most 50 rows of a kind and counts the rest', () => {
    const result = plan(
      'Checking',
      Array.from({ length: 120 }, () => row({ approved: 0 })),
    );
    expect(result.problems).toHaveLength(51);
    expect(result.problems.at(-1)).toBe('Not approved: 70 more.');
  });
});
