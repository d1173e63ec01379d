import type { ImportedAccount, ImportedTransaction } from '../uploads/index.ts';
import { type AccountKind, balanceIsOwed, reconcileAccount } from '../statements/index.ts';

export interface BankAccountFacts {
  kind: AccountKind;
  account_number_last4: string | null;
  account_key: string | null;
  period_start: string | null;
  period_end: string | null;
  /**
   * The balance after the last row, in the account's own convention (a card's: what is owed), where the
   * file gives one; null takes the running balance printed on the last row, if any.
   */
  closing_balance_cents: number | null;
}

/**
 * One account of a bank file as an upload imports it: rows oldest first, and the reconciliation the
 * file allows. A closing balance without an opening one (OFX's LEDGERBAL) gives the opening as closing
 * − activity, so the statement adds up by construction and the printed running balances, where a CSV
 * has them, are what is really checked.
 */
export function bankAccount(facts: BankAccountFacts, rows: ImportedTransaction[]): ImportedAccount {
  const transactions = chronological(rows);
  const direction = balanceIsOwed(facts.kind) ? -1 : 1;
  const net = transactions.reduce((sum, row) => sum + row.amount_cents, 0);
  const closing = facts.closing_balance_cents ?? transactions.at(-1)?.balance_cents ?? null;
  const opening = closing === null ? null : closing - direction * net;
  const dates = transactions.map((row) => row.transaction_date);
  return {
    kind: facts.kind,
    account_number_last4: facts.account_number_last4,
    account_key: facts.account_key,
    name: null,
    period_start: facts.period_start ?? dates[0] ?? null,
    period_end: facts.period_end ?? dates.at(-1) ?? null,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    printed_totals: {},
    transactions,
    reconciliation: reconcileAccount(transactions, opening, closing, {}, balanceIsOwed(facts.kind)),
  };
}

/**
 * Oldest first. Online banking lists the newest row first; reversing such a file before the stable sort
 * keeps each day's rows in the order they happened, so running balances still follow one another.
 */
export function chronological<T extends { transaction_date: string }>(rows: T[]): T[] {
  const newestFirst = rows.length > 1 && rows[0]!.transaction_date > rows.at(-1)!.transaction_date;
  const ordered = newestFirst ? [...rows].reverse() : [...rows];
  return ordered.sort((a, b) => (a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : 0));
}

export function lastFour(accountId: string): string | null {
  const digits = accountId.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : digits || null;
}
