import crypto from 'node:crypto';
import type { TransactionsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/** What whoever makes a row must say; the rest is what a person, the categoriser or QuickBooks fills in later. */
export type NewTransaction = Pick<
  TransactionsTable,
  'upload_id' | 'client_id' | 'position' | 'transaction_date' | 'description' | 'vendor_name' | 'amount_cents' | 'payment_type'
> &
  Partial<TransactionsTable>;

/** A transaction row as it starts life: undecided, in neither exit, its direction from its sign. */
export function newTransactionRow(fields: NewTransaction, now = nowIso()): TransactionsTable {
  return {
    id: crypto.randomUUID(),
    posting_date: null,
    balance_cents: null,
    transaction_type: fields.amount_cents < 0 ? 'debit' : 'credit',
    page: null,
    auto_category: null,
    auto_category_confidence: null,
    auto_category_reason: null,
    auto_category_kind: null,
    manual_category: null,
    approved: 0,
    qb_id: null,
    possible_duplicate_of: null,
    qb_request_id: null,
    qb_payload_hash: null,
    qb_entity_type: null,
    qb_pushed_at: null,
    qb_push_error: null,
    iif_exported_at: null,
    check_number: null,
    doubtful_reason: null,
    page_top: null,
    page_bottom: null,
    excluded: 0,
    added_by_hand: 0,
    printed_json: null,
    splits_json: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
