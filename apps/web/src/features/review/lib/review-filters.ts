import { ASK_CLIENT, type Transaction } from '@ledgerdesk/contracts';
import { formatAmount } from './format.ts';

export const statusFilters = ['all', 'pending', 'approved', 'pushed', 'duplicates'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  approved: 'Approved',
  pushed: 'Pushed to QuickBooks',
  duplicates: 'Possible duplicates',
};

export interface ReviewFilters {
  status: StatusFilter;
  /** A category label, or null for every category. */
  category: string | null;
  /** Free text: every word must appear in the vendor, description, categories, amount, payment type or id. */
  text: string;
  /** Only one upload's transactions (the dashboard's View link), or null for all of the client's. */
  uploadId: string | null;
}

export const NO_FILTERS: ReviewFilters = { status: 'all', category: null, text: '', uploadId: null };

export function hasFilters(filters: ReviewFilters): boolean {
  return filters.status !== 'all' || filters.category !== null || filters.text.trim() !== '' || filters.uploadId !== null;
}

/** The auto category as shown: the brief's "1480 - Ask Client" when the categoriser left it empty. */
export function autoCategoryLabel(transaction: Pick<Transaction, 'auto_category'>): string {
  return transaction.auto_category?.trim() ? transaction.auto_category : ASK_CLIENT;
}

/** The category the transaction will be filed under: a person's choice wins over the categoriser's. */
export function effectiveCategory(transaction: Pick<Transaction, 'auto_category' | 'manual_category'>): string {
  return transaction.manual_category?.trim() ? transaction.manual_category : autoCategoryLabel(transaction);
}

function matchesStatus(transaction: Transaction, status: StatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'pending':
      return !transaction.approved;
    case 'approved':
      return transaction.approved;
    case 'pushed':
      return transaction.qb_id !== null;
    case 'duplicates':
      return transaction.possible_duplicate_of !== null;
  }
}

// Rows are replaced, never changed in place, so each row's search text is worked out once.
const haystacks = new WeakMap<Transaction, string>();

function haystack(transaction: Transaction): string {
  let text = haystacks.get(transaction);
  if (text === undefined) {
    text = searchText(transaction);
    haystacks.set(transaction, text);
  }
  return text;
}

function searchText(transaction: Transaction): string {
  return [
    transaction.vendor_name,
    transaction.description,
    autoCategoryLabel(transaction),
    transaction.manual_category ?? '',
    formatAmount(transaction.amount),
    String(Math.abs(transaction.amount)),
    transaction.payment_type,
    transaction.transaction_id,
  ]
    .join('\n')
    .toLowerCase();
}

/** The transactions the filters let through, in their original order. */
export function filterTransactions(transactions: readonly Transaction[], filters: ReviewFilters): Transaction[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return transactions.filter((transaction) => {
    if (filters.uploadId !== null && transaction.upload_id !== filters.uploadId) return false;
    if (!matchesStatus(transaction, filters.status)) return false;
    if (filters.category !== null && effectiveCategory(transaction) !== filters.category) return false;
    if (words.length === 0) return true;
    const text = haystack(transaction);
    return words.every((word) => text.includes(word));
  });
}

export interface ReviewCounts {
  approved: number;
  pending: number;
  /** Transactions with a QuickBooks id. */
  pushed: number;
}

/** The brief's three counters, over all of the client's transactions. */
export function reviewCounts(transactions: readonly Transaction[]): ReviewCounts {
  let approved = 0;
  let pushed = 0;
  for (const transaction of transactions) {
    if (transaction.approved) approved += 1;
    if (transaction.qb_id) pushed += 1;
  }
  return { approved, pending: transactions.length - approved, pushed };
}

/** The categories the transactions are filed under, for the category filter: sorted, the fallback first. */
export function categoriesInUse(transactions: readonly Transaction[]): string[] {
  const labels = new Set(transactions.map(effectiveCategory));
  const hasAskClient = labels.delete(ASK_CLIENT);
  const sorted = [...labels].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return hasAskClient ? [ASK_CLIENT, ...sorted] : sorted;
}

/** Pushed transactions are in QuickBooks and cannot change here, so they cannot be selected or edited. */
export function isLocked(transaction: Pick<Transaction, 'qb_id'>): boolean {
  return transaction.qb_id !== null;
}
