import { ASK_CLIENT, type Transaction } from '@ledgerdesk/contracts';
import { centsToInput, dollarsToCents } from './money-input.ts';
import type { SplitPartDraft } from './split-remainder.ts';

/** The split as it stands, or a first split of two: the row's own category (unless Ask Client) ready for the first part. */
export function initialParts(transaction: Pick<Transaction, 'splits' | 'manual_category' | 'auto_category'>): SplitPartDraft[] {
  if (transaction.splits.length > 0) {
    return transaction.splits.map((part) => ({ category: part.category, amount: centsToInput(dollarsToCents(part.amount)), memo: part.memo }));
  }
  const category = transaction.manual_category || transaction.auto_category;
  return [
    { category: category && category !== ASK_CLIENT ? category : null, amount: '', memo: '' },
    { category: null, amount: '', memo: '' },
  ];
}
