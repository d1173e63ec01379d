import type { CategoryOption, QboAccount, RegisterAccount } from '@ledgerdesk/contracts';
import { categoryLabel } from '../category-sources/index.ts';

type Loose = Record<string, unknown>;

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An Account entity from Intuit (research notes, "Account") in the contract's shape. */
export function toQboAccount(raw: Loose): QboAccount {
  const name = optionalText(raw.Name) ?? '';
  const balance = typeof raw.CurrentBalance === 'number' ? raw.CurrentBalance : Number(raw.CurrentBalance ?? Number.NaN);
  return {
    id: String(raw.Id),
    name,
    fullName: optionalText(raw.FullyQualifiedName) ?? name,
    number: optionalText(raw.AcctNum),
    type: optionalText(raw.AccountType) ?? '',
    sub_type: optionalText(raw.AccountSubType),
    classification: optionalText(raw.Classification),
    // Intuit omits nothing here in practice, but an account it does not call inactive is active.
    active: raw.Active !== false && raw.Active !== 'false',
    balance: Number.isFinite(balance) ? balance : null,
  };
}

/** The two kinds of account a statement's transactions are registered in (research notes, "Registers"). */
export const REGISTER_TYPES = ['Bank', 'Credit Card'];

export function registerAccountsOf(accounts: QboAccount[]): RegisterAccount[] {
  return accounts
    .filter((account) => account.active && REGISTER_TYPES.includes(account.type))
    .map((account) => ({ id: account.id, name: account.fullName, type: account.type }));
}

/**
 * A connected client's categories: every active account, bank and card accounts included, because a
 * transfer or a card payment is categorised to one of them.
 */
export function categoryOptionsOf(accounts: QboAccount[]): CategoryOption[] {
  return accounts
    .filter((account) => account.active)
    .map((account) => ({
      id: account.id,
      label: categoryLabel(account.number, account.fullName),
      name: account.fullName,
      number: account.number,
      type: account.type,
      detail_type: account.sub_type,
      balance: account.balance,
    }));
}

/**
 * Whether two copies of a company's accounts offer the same categories (labels and account types): when they
 * do not, the client's open rows are categorised again (a new account in QuickBooks may be the one they need).
 */
export function sameCategories(before: QboAccount[], after: QboAccount[]): boolean {
  const keys = (accounts: QboAccount[]) =>
    categoryOptionsOf(accounts)
      .map((option) => `${option.label}\u0000${option.type ?? ''}`)
      .sort();
  const [a, b] = [keys(before), keys(after)];
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
