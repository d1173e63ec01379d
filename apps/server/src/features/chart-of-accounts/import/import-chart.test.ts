import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importChartOfAccounts, type ChartAccount, type ChartImport } from './import-chart.ts';

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function importFixture(name: string): Promise<Extract<ChartImport, { ok: true }>> {
  const result = await importChartOfAccounts({ buffer: fixture(name), filename: name });
  if (!result.ok) throw new Error(`${name} was refused: ${result.message}`);
  return result;
}

/** number, full_name, parent_full_name, type, balance_cents: the fields every fixture is checked on. */
const essentials = (accounts: ChartAccount[]) =>
  accounts.map((account) => [account.number, account.full_name, account.parent_full_name, account.type, account.balance_cents]);

const account = (fields: Partial<ChartAccount> & Pick<ChartAccount, 'name' | 'type'>): ChartAccount => ({
  number: null,
  full_name: fields.name,
  parent_full_name: null,
  detail_type: null,
  balance_cents: null,
  description: null,
  active: true,
  ...fields,
});

describe('importChartOfAccounts: QuickBooks Desktop Account Listing', () => {
  it('reads the CSV export: empty first column, numbered parent chains, TOTAL row and footer skipped', async () => {
    const result = await importFixture('qbd-account-listing.csv');
    expect(result.format).toBe('csv');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['1000', 'CASH AND BANK', null, 'Bank', 0],
      ['1010', 'CASH AND BANK:Bank - Scotia', 'CASH AND BANK', 'Bank', 1234567],
      ['1020', 'CASH AND BANK:Petty Cash', 'CASH AND BANK', 'Bank', 25000],
      ['1200', 'Accounts Receivable', null, 'Accounts Receivable', 482000],
      ['1499', 'Undeposited Funds', null, 'Other Current Asset', 0],
      ['1700', 'Furniture and Equipment', null, 'Fixed Asset', 840000],
      ['2000', 'Accounts Payable', null, 'Accounts Payable', -197540],
      ['2100', 'Visa - 4412', null, 'Credit Card', -61233],
      ['3000', 'Opening Balance Equity', null, 'Equity', -2297894],
      ['4000', 'Sales', null, 'Income', null],
      ['6000', 'Automobile Expense', null, 'Expense', null],
      ['6110', 'Automobile Expense:Fuel', 'Automobile Expense', 'Expense', null],
      // Accnt. # is empty on this row: the number comes from '6120 · Insurance'.
      ['6120', 'Automobile Expense:Insurance', 'Automobile Expense', 'Expense', null],
      ['6500', 'Meals - 50%', null, 'Expense', null],
    ]);
    expect(result.accounts[1]).toEqual(
      account({
        number: '1010',
        name: 'Bank - Scotia',
        full_name: 'CASH AND BANK:Bank - Scotia',
        parent_full_name: 'CASH AND BANK',
        type: 'Bank',
        balance_cents: 1234567,
        description: 'Scotiabank chequing ****4471',
      }),
    );
  });

  it('reads the Excel export: tips sheet first, title rows, spacer columns, rich text, formulas, inactive status', async () => {
    const result = await importFixture('qbd-account-listing.xlsx');
    expect(result.format).toBe('xlsx');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['1000', 'CASH AND BANK', null, 'Bank', 0],
      ['1010', 'CASH AND BANK:Bank - Scotia', 'CASH AND BANK', 'Bank', 1234567],
      ['1030', 'CASH AND BANK:Savings (closed)', 'CASH AND BANK', 'Bank', 0],
      ['1200', 'Accounts Receivable', null, 'Accounts Receivable', 482000],
      ['2100', 'Visa - 4412', null, 'Credit Card', -61233],
      ['3000', 'Opening Balance Equity', null, 'Equity', -1655334],
      ['6000', 'Automobile Expense', null, 'Expense', null],
      ['6110', 'Automobile Expense:Fuel', 'Automobile Expense', 'Expense', null],
    ]);
    expect(result.accounts.map((each) => each.active)).toEqual([true, true, false, true, true, true, true, true]);
    expect(result.accounts[7]).toEqual(
      account({
        number: '6110',
        name: 'Fuel',
        full_name: 'Automobile Expense:Fuel',
        parent_full_name: 'Automobile Expense',
        type: 'Expense',
        description: 'Gas and diesel',
      }),
    );
  });

  it('reads the Excel 97-2003 (.xls) export', async () => {
    const result = await importFixture('qbd-account-listing.xls');
    expect(result.format).toBe('xls');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['1000', 'CASH AND BANK', null, 'Bank', 0],
      ['1010', 'CASH AND BANK:Bank - Scotia', 'CASH AND BANK', 'Bank', 1234567],
      ['1030', 'CASH AND BANK:Savings (closed)', 'CASH AND BANK', 'Bank', 0],
      ['1200', 'Accounts Receivable', null, 'Accounts Receivable', 482000],
      ['2100', 'Visa - 4412', null, 'Credit Card', -61233],
      ['3000', 'Opening Balance Equity', null, 'Equity', -1655334],
      ['6000', 'Automobile Expense', null, 'Expense', null],
      ['6110', 'Automobile Expense:Fuel', 'Automobile Expense', 'Expense', null],
    ]);
  });

  it('reads only the cells an .xls holds, whatever range its DIMENSIONS record declares', async () => {
    const result = await importFixture('declared-huge-range.xls');
    expect(essentials(result.accounts)).toEqual([[null, 'Checking', null, 'Bank', null]]);
  });

  it('reads a Windows-1252 CSV: 0xB7 is the middle dot and 0x92 the apostrophe', async () => {
    const result = await importFixture('qbd-account-listing-cp1252.csv');
    expect(essentials(result.accounts)).toEqual([
      ['1010', 'CASH AND BANK:Bank - Scotia', 'CASH AND BANK', 'Bank', 98010],
      ['3200', 'Owner’s Draw', null, 'Equity', -150000],
      ['6400', 'Café & Meals', null, 'Expense', null],
    ]);
  });

  it('takes numbers only from "number · " prefixes, leaving digits that belong to the name', async () => {
    const result = await importFixture('numbers-in-names.csv');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['6000', 'Payroll Expenses', null, 'Expense', null],
      ['6010', 'Payroll Expenses:401(k) Match', 'Payroll Expenses', 'Expense', null],
      ['6020', 'Payroll Expenses:Form 1099 Contractors', 'Payroll Expenses', 'Expense', null],
      ['6500', 'Meals - 50%', null, 'Expense', null],
      ['6510', 'Meals - 50%:Meals - Team', 'Meals - 50%', 'Expense', null],
      [null, 'Ask My Accountant', null, 'Expense', null],
      [null, '1480 - Ask Client', null, 'Other Current Asset', 7500],
    ]);
    expect(result.accounts.map((each) => each.name)).toEqual([
      'Payroll Expenses',
      '401(k) Match',
      'Form 1099 Contractors',
      'Meals - 50%',
      'Meals - Team',
      'Ask My Accountant',
      '1480 - Ask Client',
    ]);
  });

  it('reads the IIF list export: every type code, HIDDEN=Y inactive, OBAMOUNT as balance, a quoted name', async () => {
    const result = await importFixture('qbd-accounts.iif');
    expect(result.format).toBe('iif');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['1010', 'Checking', null, 'Bank', 1234567],
      ['1200', 'Accounts Receivable', null, 'Accounts Receivable', 0],
      ['1499', 'Undeposited Funds', null, 'Other Current Asset', 0],
      ['1700', 'Furniture', null, 'Fixed Asset', 0],
      ['1800', 'Security Deposits', null, 'Other Asset', 0],
      ['2000', 'Accounts Payable', null, 'Accounts Payable', 0],
      ['2100', 'Visa', null, 'Credit Card', -61233],
      ['2200', 'Payroll Liabilities', null, 'Other Current Liability', 0],
      ['2700', 'Truck Loan', null, 'Long Term Liability', 0],
      ['3000', 'Owner’s Equity', null, 'Equity', 0],
      ['4000', 'Sales', null, 'Income', 0],
      ['5000', 'Cost of Goods Sold', null, 'Cost of Goods Sold', 0],
      ['6000', 'Automobile Expense', null, 'Expense', 0],
      ['6110', 'Automobile Expense:Fuel', 'Automobile Expense', 'Expense', 0],
      [null, 'Meals, Entertainment', null, 'Expense', 0],
      ['7000', 'Interest Income', null, 'Other Income', 0],
      ['8000', 'Penalties', null, 'Other Expense', 0],
      [null, 'Estimates', null, 'Non-Posting', 0],
      ['1090', 'Old Savings', null, 'Bank', -4000],
    ]);
    expect(result.accounts.filter((each) => !each.active).map((each) => each.full_name)).toEqual(['Old Savings']);
    expect(result.accounts[0]?.description).toBe('Operating account');
  });
});

describe('importChartOfAccounts: QuickBooks Online Account List', () => {
  it('finds the header under the title rows, keeps detail types and maps plural type labels', async () => {
    const result = await importFixture('qbo-account-list.csv');
    expect(result.format).toBe('csv');
    expect(result.warnings).toEqual([]);
    expect(essentials(result.accounts)).toEqual([
      ['1010', 'Chequing - RBC', null, 'Bank', 1540218],
      ['1200', 'Accounts receivable (A/R)', null, 'Accounts Receivable', 325000],
      ['1400', 'Prepaid Expenses', null, 'Other Current Asset', 60000],
      ['2000', 'Accounts payable (A/P)', null, 'Accounts Payable', -211840],
      ['2100', 'Visa Business', null, 'Credit Card', -120477],
      ['2200', 'GST/HST Payable', null, 'Other Current Liability', null],
      ['4000', 'Sales', null, 'Income', null],
      ['6100', 'Automobile', null, 'Expense', null],
      ['6110', 'Automobile:Fuel', 'Automobile', 'Expense', null],
      ['6120', 'Automobile:Repairs, Maintenance', 'Automobile', 'Expense', null],
      [null, 'Uncategorized Expense', null, 'Expense', null],
    ]);
    expect(result.accounts.map((each) => each.detail_type)).toEqual([
      'Checking',
      'Accounts Receivable (A/R)',
      'Prepaid Expenses',
      'Accounts Payable (A/P)',
      'Credit Card',
      'Sales Tax Payable',
      'Sales of Product Income',
      'Auto',
      'Auto',
      'Auto',
      'Other Miscellaneous Service Cost',
    ]);
  });

  it('accepts a file with account numbers turned off, with a warning', async () => {
    const result = await importFixture('qbo-no-numbers.csv');
    expect(result.warnings).toEqual(['The file has no account numbers; the accounts were imported without numbers.']);
    expect(essentials(result.accounts)).toEqual([
      [null, 'Checking', null, 'Bank', 250000],
      [null, 'Payroll Expenses', null, 'Expense', null],
      [null, 'Payroll Expenses:401(k) Match', 'Payroll Expenses', 'Expense', null],
      [null, 'Payroll Expenses:Form 1099 Contractors', 'Payroll Expenses', 'Expense', null],
      [null, '1480 - Ask Client', null, 'Expense', null],
    ]);
  });
});

describe('importChartOfAccounts: encodings and delimiters', () => {
  it('reads UTF-8 with a BOM and the spec column names', async () => {
    const result = await importFixture('utf8-bom.csv');
    expect(result.accounts).toEqual([
      account({ number: '1010', name: 'Café Supplies', type: 'Expense', detail_type: 'Supplies' }),
      account({ number: '1020', name: 'Ünicode Bank', type: 'Bank', detail_type: 'Checking', balance_cents: 100000 }),
    ]);
  });

  it('reads UTF-16 tab-separated text saved under an .xls name, by its content', async () => {
    const result = await importFixture('unicode-text.xls');
    expect(result.format).toBe('csv');
    expect(essentials(result.accounts)).toEqual([
      ['1010', 'Checking · Main', null, 'Bank', 25000],
      ['6110', 'Auto:Fuel', 'Auto', 'Expense', null],
    ]);
  });

  it('reads tab-separated text with currency amounts and an Active Status column', async () => {
    const result = await importFixture('tab-separated.csv');
    expect(result.accounts).toEqual([
      account({ number: '1010', name: 'Checking', type: 'Bank', balance_cents: 120000 }),
      account({ number: '1030', name: 'Old Savings', type: 'Bank', balance_cents: 0, active: false }),
      account({ number: '2100', name: 'Amex', type: 'Credit Card', balance_cents: -35025 }),
    ]);
  });

  it('reads semicolon-separated text with decimal commas', async () => {
    const result = await importFixture('semicolon.csv');
    expect(essentials(result.accounts)).toEqual([
      ['1010', 'Compte courant', null, 'Bank', 123456],
      ['1020', 'Épargne', null, 'Bank', -7550],
      ['4000', 'Ventes', null, 'Income', null],
    ]);
  });

  it('accepts an upper-case extension', async () => {
    const result = await importChartOfAccounts({ buffer: fixture('semicolon.csv'), filename: 'CHART.CSV' });
    expect(result.ok).toBe(true);
  });
});

describe('importChartOfAccounts: rows that are not accounts', () => {
  it('skips blank rows and footers silently, and says which rows it dropped and why', async () => {
    const result = await importFixture('rows-to-skip.csv');
    expect(result.accounts).toEqual([
      account({ number: '1010', name: 'Checking', type: 'Bank', balance_cents: 10000 }),
      account({ name: 'Cash Basis Adjustments', type: 'Equity' }),
    ]);
    expect(result.warnings).toEqual([
      'Row 4 has no account name and was skipped.',
      'Row 5 has no account type and was skipped.',
      'Row 6 repeats the account "Checking" and was skipped.',
      'Row 7 repeats the account "Checking" and was skipped.',
    ]);
  });
});
