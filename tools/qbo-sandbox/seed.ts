import type { NameListEntity } from './types.ts';

/** Classification follows AccountType (Intuit's AccountTypeEnum, research notes §2 "Account"). */
export const CLASSIFICATION: Record<string, string> = {
  Bank: 'Asset',
  'Accounts Receivable': 'Asset',
  'Other Current Asset': 'Asset',
  'Fixed Asset': 'Asset',
  'Other Asset': 'Asset',
  'Accounts Payable': 'Liability',
  'Credit Card': 'Liability',
  'Other Current Liability': 'Liability',
  'Long Term Liability': 'Liability',
  Equity: 'Equity',
  Income: 'Revenue',
  'Other Income': 'Revenue',
  'Cost of Goods Sold': 'Expense',
  Expense: 'Expense',
  'Other Expense': 'Expense',
};

interface SeedAccount {
  name: string;
  type: string;
  subType: string;
  acctNum?: string;
  parent?: string;
  active?: boolean;
  balance?: number;
}

// A small business's chart of accounts as QuickBooks Online sets one up, with the registers named in the brief.
const ACCOUNTS: SeedAccount[] = [
  { name: 'Business Checking', type: 'Bank', subType: 'Checking', acctNum: '1010', balance: 12450.32 },
  { name: 'Savings', type: 'Bank', subType: 'Savings', acctNum: '1020', balance: 40000 },
  { name: 'Petty Cash', type: 'Bank', subType: 'CashOnHand', acctNum: '1030', balance: 200 },
  { name: 'Accounts Receivable (A/R)', type: 'Accounts Receivable', subType: 'AccountsReceivable', acctNum: '1200' },
  { name: 'Undeposited Funds', type: 'Other Current Asset', subType: 'UndepositedFunds', acctNum: '1300' },
  { name: 'Inventory Asset', type: 'Other Current Asset', subType: 'Inventory', acctNum: '1400' },
  { name: 'Prepaid Expenses', type: 'Other Current Asset', subType: 'PrepaidExpenses', acctNum: '1450' },
  { name: 'Furniture and Equipment', type: 'Fixed Asset', subType: 'FurnitureAndFixtures', acctNum: '1500' },
  { name: 'Accounts Payable (A/P)', type: 'Accounts Payable', subType: 'AccountsPayable', acctNum: '2000' },
  { name: 'Visa Business Card', type: 'Credit Card', subType: 'CreditCard', acctNum: '2010', balance: -1834.5 },
  { name: 'Amex', type: 'Credit Card', subType: 'CreditCard', acctNum: '2020', balance: -420 },
  { name: 'Payroll Liabilities', type: 'Other Current Liability', subType: 'PayrollTaxPayable', acctNum: '2100' },
  { name: 'Sales Tax Payable', type: 'Other Current Liability', subType: 'SalesTaxPayable', acctNum: '2200' },
  { name: 'Loan Payable', type: 'Long Term Liability', subType: 'NotesPayable', acctNum: '2700' },
  { name: "Owner's Equity", type: 'Equity', subType: 'OwnersEquity', acctNum: '3000' },
  { name: 'Opening Balance Equity', type: 'Equity', subType: 'OpeningBalanceEquity', acctNum: '3010' },
  { name: 'Retained Earnings', type: 'Equity', subType: 'RetainedEarnings', acctNum: '3900' },
  { name: 'Sales', type: 'Income', subType: 'SalesOfProductIncome', acctNum: '4000' },
  { name: 'Services', type: 'Income', subType: 'ServiceFeeIncome', acctNum: '4100' },
  { name: 'Refunds-Allowances', type: 'Income', subType: 'DiscountsRefundsGiven', acctNum: '4900' },
  { name: 'Cost of Goods Sold', type: 'Cost of Goods Sold', subType: 'SuppliesMaterialsCogs', acctNum: '5000' },
  { name: 'Advertising', type: 'Expense', subType: 'AdvertisingPromotional', acctNum: '6100' },
  { name: 'Bank Charges', type: 'Expense', subType: 'BankCharges', acctNum: '6150' },
  { name: 'Dues & Subscriptions', type: 'Expense', subType: 'DuesSubscriptions', acctNum: '6200' },
  { name: 'Insurance', type: 'Expense', subType: 'Insurance', acctNum: '6250' },
  { name: 'Legal & Professional Fees', type: 'Expense', subType: 'LegalProfessionalFees', acctNum: '6300' },
  { name: 'Office Expenses', type: 'Expense', subType: 'OfficeGeneralAdministrativeExpenses', acctNum: '6400' },
  { name: 'Meals & Entertainment', type: 'Expense', subType: 'EntertainmentMeals', acctNum: '6500' },
  { name: 'Rent or Lease', type: 'Expense', subType: 'RentOrLeaseOfBuildings', acctNum: '6600' },
  { name: 'Repairs & Maintenance', type: 'Expense', subType: 'RepairMaintenance', acctNum: '6650' },
  { name: 'Supplies', type: 'Expense', subType: 'SuppliesMaterials', acctNum: '6700' },
  { name: 'Travel', type: 'Expense', subType: 'Travel', acctNum: '6800' },
  { name: 'Airfare', type: 'Expense', subType: 'Travel', acctNum: '6810', parent: 'Travel' },
  { name: 'Lodging', type: 'Expense', subType: 'Travel', acctNum: '6820', parent: 'Travel' },
  { name: 'Utilities', type: 'Expense', subType: 'Utilities', acctNum: '6900' },
  { name: 'Telephone', type: 'Expense', subType: 'Utilities', acctNum: '6950', parent: 'Utilities' },
  { name: 'Vehicle Expenses', type: 'Expense', subType: 'Auto', acctNum: '6960' },
  { name: 'Old Expenses', type: 'Expense', subType: 'OtherMiscellaneousServiceCost', acctNum: '6990', active: false },
  { name: 'Uncategorized Expense', type: 'Expense', subType: 'OtherMiscellaneousServiceCost', acctNum: '6999' },
  { name: 'Interest Earned', type: 'Other Income', subType: 'InterestEarned', acctNum: '7000' },
  { name: 'Penalties & Settlements', type: 'Other Expense', subType: 'PenaltiesSettlements', acctNum: '8000' },
];

const NAMES: { entity: NameListEntity; body: Record<string, unknown> }[] = [
  { entity: 'Vendor', body: { DisplayName: 'Office Depot', CompanyName: 'Office Depot' } },
  { entity: 'Vendor', body: { DisplayName: 'Delta Air Lines', CompanyName: 'Delta Air Lines' } },
  { entity: 'Vendor', body: { DisplayName: 'Staples' } },
  { entity: 'Vendor', body: { DisplayName: 'Comcast' } },
  { entity: 'Vendor', body: { DisplayName: "O'Brien Plumbing" } },
  { entity: 'Vendor', body: { DisplayName: 'Old Supplier', Active: false } },
  { entity: 'Customer', body: { DisplayName: 'Acme Corp', CompanyName: 'Acme Corp' } },
  { entity: 'Employee', body: { DisplayName: 'Jane Smith', GivenName: 'Jane', FamilyName: 'Smith' } },
];

export interface SeedTarget {
  add(entity: NameListEntity, body: Record<string, unknown>): Record<string, unknown>;
  findAccountByName(name: string): Record<string, unknown> | undefined;
}

export function seedCompany(target: SeedTarget, extraAccounts: number): void {
  for (const a of ACCOUNTS) seedAccount(target, a);
  for (let i = 1; i <= extraAccounts; i++) {
    seedAccount(target, {
      name: `Extra Expense ${String(i).padStart(4, '0')}`,
      type: 'Expense',
      subType: 'OtherMiscellaneousServiceCost',
      acctNum: String(10000 + i),
    });
  }
  for (const n of NAMES) target.add(n.entity, n.body);
}

function seedAccount(target: SeedTarget, a: SeedAccount): void {
  const parent = a.parent ? target.findAccountByName(a.parent) : undefined;
  target.add('Account', {
    Name: a.name,
    ...(parent ? { SubAccount: true, ParentRef: { value: parent.Id } } : { SubAccount: false }),
    ...(a.acctNum ? { AcctNum: a.acctNum } : {}),
    Active: a.active ?? true,
    AccountType: a.type,
    AccountSubType: a.subType,
    CurrentBalance: a.balance ?? 0,
  });
}
