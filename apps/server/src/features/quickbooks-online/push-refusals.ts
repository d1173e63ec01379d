import { ASK_CLIENT, type QboAccount } from '@ledgerdesk/contracts';
import { categoryLabel } from '../category-sources/category-sources.service.ts';

export interface RowToCheck {
  approved: number;
  auto_category: string | null;
  manual_category: string | null;
  register_account_id: string | null;
}

/** The category a row goes to QuickBooks with: the reviewer's choice over the categoriser's guess. */
export function rowCategory(row: Pick<RowToCheck, 'auto_category' | 'manual_category'>): string | null {
  return (row.manual_category ?? row.auto_category)?.trim() || null;
}

/** The company's active accounts by the label a category travels as. */
export function activeAccountsByLabel(accounts: readonly QboAccount[]): Map<string, QboAccount> {
  return new Map(accounts.filter((a) => a.active).map((a) => [categoryLabel(a.number, a.fullName), a]));
}

/** Why a row may not be sent (nothing is sent for it), or null when it may. */
export function refusalFor(row: RowToCheck, active: ReadonlyMap<string, QboAccount>): string | null {
  if (row.approved !== 1) return 'Not approved yet';
  const category = rowCategory(row);
  if (!category || category === ASK_CLIENT) return `Choose a category first: ${ASK_CLIENT} cannot go to QuickBooks`;
  if (!active.has(category)) return `'${category}' is not an active account in QuickBooks`;
  if (!row.register_account_id) return 'Choose the register account for this statement first';
  const account = active.get(category)!;
  if (account.id === row.register_account_id) return `'${category}' is the statement's own register: choose the account the money came from or went to`;
  return null;
}
