import type { Transaction } from '@ledgerdesk/contracts';
import { type TransactionWithTally, confidenceBasisOf } from '../categorisation/index.ts';
import { presentTransaction } from './transaction.presenter.ts';

/** A row read through `selectTransactionsWithTally`, in its wire shape with its suggestion's track record. */
export function presentWithTally(row: TransactionWithTally): Transaction {
  return presentTransaction(row, confidenceBasisOf(row));
}

export function presentTransactions(rows: readonly TransactionWithTally[]): Transaction[] {
  return rows.map(presentWithTally);
}
