import { ASK_CLIENT, type QboAccount } from '@ledgerdesk/contracts';
import { centsToDollars } from '../../lib/money.ts';
import { categoryLabel } from '../category-sources/index.ts';
import { type PostingRow, partsAddUp, postingParts } from '../export/index.ts';
import { postsAsPurchaseOrDeposit } from './build-qbo-entity.ts';

export interface RowToCheck extends PostingRow {
  approved: number;
  register_account_id: string | null;
}

/** The company's active accounts by the label a category travels as. */
export function activeAccountsByLabel(accounts: readonly QboAccount[]): Map<string, QboAccount> {
  return new Map(accounts.filter((a) => a.active).map((a) => [categoryLabel(a.number, a.fullName), a]));
}

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToDollars(Math.abs(cents)).toFixed(2)}`;

/** Why rows are left out before anything is sent: each kind is summed up once per push ("9 rows still on Ask Client were not sent"). */
export type NotSentKind = 'not_approved' | 'ask_client' | 'inactive_account' | 'no_register' | 'own_register' | 'split';

export interface Refusal {
  kind: NotSentKind;
  /** The row's own sentence, kept on the row for the Push Status column. */
  message: string;
}

/** Why a row may not be sent (nothing is sent for it), or null when it may. Each part of a split row is checked. */
export function refusalOf(row: RowToCheck, active: ReadonlyMap<string, QboAccount>): Refusal | null {
  if (row.approved !== 1) return { kind: 'not_approved', message: 'Not approved yet' };
  const parts = postingParts(row);
  const split = parts.length > 1;
  if (parts.some((part) => part.category === '' || part.category === ASK_CLIENT)) {
    return {
      kind: 'ask_client',
      message: `Choose a category ${split ? 'for every part of the split' : 'first'}: ${ASK_CLIENT} cannot go to QuickBooks`,
    };
  }
  const unknown = parts.find((part) => !active.has(part.category));
  if (unknown) return { kind: 'inactive_account', message: `'${unknown.category}' is not an active account in QuickBooks` };
  if (!row.register_account_id) return { kind: 'no_register', message: 'Choose the register account for this statement first' };
  const accounts = parts.map((part) => active.get(part.category)!);
  const own = parts.find((_, index) => accounts[index]!.id === row.register_account_id);
  if (own)
    return { kind: 'own_register', message: `'${own.category}' is the statement's own register: choose the account the money came from or went to` };
  if (!partsAddUp(row, parts)) {
    const sum = parts.reduce((total, part) => total + part.amountCents, 0);
    return {
      kind: 'split',
      message: `The split's parts add up to ${dollars(sum)}, not the transaction's ${dollars(row.amount_cents)}: correct the split`,
    };
  }
  if (postsAsPurchaseOrDeposit(accounts) && parts.some((part) => Math.sign(part.amountCents) !== Math.sign(row.amount_cents))) {
    const kind = row.amount_cents < 0 ? 'money out' : 'money in';
    return {
      kind: 'split',
      message: `The split mixes money in and money out, and QuickBooks Online takes only amounts above zero on the lines of a ${row.amount_cents < 0 ? 'Purchase' : 'Deposit'}: make every part ${kind}, as the transaction is`,
    };
  }
  return null;
}

/** The row's sentence only. */
export function refusalFor(row: RowToCheck, active: ReadonlyMap<string, QboAccount>): string | null {
  return refusalOf(row, active)?.message ?? null;
}

const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);
const were = (count: number) => (count === 1 ? 'was' : 'were');

/** One sentence for every row of a kind left out of a push. */
export function notSentSentence(kind: NotSentKind, count: number): string {
  switch (kind) {
    case 'not_approved':
      return `${rows(count)} not approved ${were(count)} not sent`;
    case 'ask_client':
      return `${rows(count)} still on Ask Client ${were(count)} not sent`;
    case 'inactive_account':
      return `${rows(count)} filed to an account that is not active in QuickBooks ${were(count)} not sent`;
    case 'no_register':
      return `${rows(count)} of a statement with no register account ${were(count)} not sent`;
    case 'own_register':
      return `${rows(count)} filed to the statement's own register ${were(count)} not sent`;
    case 'split':
      return `${rows(count)} with a split to correct ${were(count)} not sent`;
  }
}
