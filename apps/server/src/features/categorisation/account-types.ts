import { canonicalAccountType } from '../chart-of-accounts/index.ts';

/**
 * What an account is for, from the type its chart gives it (QuickBooks' account types, however the chart or
 * QuickBooks Online spells them: `canonicalAccountType`). Unknown or missing types give null: the account is
 * then judged by its name alone, as before types were known.
 */
export type AccountRole = 'income' | 'expense' | 'bank' | 'card' | 'loan' | 'equity' | 'other';

const ROLES: Record<string, AccountRole> = {
  Income: 'income',
  'Other Income': 'income',
  Expense: 'expense',
  'Other Expense': 'expense',
  'Cost of Goods Sold': 'expense',
  Bank: 'bank',
  'Credit Card': 'card',
  'Long Term Liability': 'loan',
  'Other Current Liability': 'loan',
  Equity: 'equity',
  'Accounts Receivable': 'other',
  'Accounts Payable': 'other',
  'Other Current Asset': 'other',
  'Fixed Asset': 'other',
  'Other Asset': 'other',
};

/** The role of an account type as a chart or QuickBooks Online names it; null when not known. */
export function accountRole(type: string | null | undefined): AccountRole | null {
  return type ? (ROLES[canonicalAccountType(type)] ?? null) : null;
}
