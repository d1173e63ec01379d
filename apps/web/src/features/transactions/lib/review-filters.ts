import { ASK_CLIENT, transactions, type Transaction } from '@ledgerdesk/contracts';
import type { ClientListQuery } from '../api/get-client-transactions.ts';

export const statusFilters = transactions.reviewStatuses;
export type StatusFilter = (typeof statusFilters)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  approved: 'Approved',
  pushed: 'Pushed to QuickBooks',
  duplicates: 'Possible duplicates',
  excluded: 'Excluded',
};

export interface ReviewFilters {
  status: StatusFilter;
  /** A category label, or null for every category. */
  category: string | null;
  /** Free text: every word must appear in the vendor, description, categories, payment type or id (or be the amount). */
  text: string;
  /** Only one upload's transactions (the dashboard's View link), or null for all of the client's. */
  uploadId: string | null;
}

export const NO_FILTERS: ReviewFilters = { status: 'all', category: null, text: '', uploadId: null };

export function hasFilters(filters: ReviewFilters): boolean {
  return filters.status !== 'all' || filters.category !== null || filters.text.trim() !== '' || filters.uploadId !== null;
}

/** The filters as the server takes them: the list is filtered and searched there, over every row, not only the loaded pages. */
export function serverFilters(filters: ReviewFilters): ClientListQuery {
  const query: ClientListQuery = {};
  if (filters.uploadId !== null) query.upload_id = filters.uploadId;
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.category !== null) query.category = filters.category;
  const text = filters.text.trim().replace(/\s+/g, ' ');
  if (text) query.q = text;
  return query;
}

/** The auto category as shown: the brief's "1480 - Ask Client" when the categoriser left it empty. */
export function autoCategoryLabel(transaction: Pick<Transaction, 'auto_category'>): string {
  return transaction.auto_category?.trim() ? transaction.auto_category : ASK_CLIENT;
}

/** The category the transaction will be filed under: a person's choice wins over the categoriser's. */
export function effectiveCategory(transaction: Pick<Transaction, 'auto_category' | 'manual_category'>): string {
  return transaction.manual_category?.trim() ? transaction.manual_category : autoCategoryLabel(transaction);
}

export interface ReviewCounts {
  approved: number;
  pending: number;
  /** Transactions with a QuickBooks id. */
  pushed: number;
}

/** Pushed transactions are in QuickBooks and cannot change here, so they cannot be selected or edited. */
export function isLocked(transaction: Pick<Transaction, 'qb_id'>): boolean {
  return transaction.qb_id !== null;
}
