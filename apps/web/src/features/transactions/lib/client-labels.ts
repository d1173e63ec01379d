import type { AccountType } from '@ledgerdesk/contracts';

/** The brief's badge of the client's accounting system. */
export function quickBooksLabel(accountType: AccountType): string {
  return accountType === 'online' ? 'QuickBooks Online' : 'QuickBooks Desktop';
}
