import type { Transaction } from '@ledgerdesk/contracts';

/** A parsed, undecided money-out row as the server sends it, for unit tests; `changes` override any field. */
export function buildTransaction(changes: Partial<Transaction> = {}): Transaction {
  const id = changes._id ?? '00000000-0000-4000-8000-000000000001';
  return {
    _id: id,
    transaction_id: id,
    upload_id: '00000000-0000-4000-8000-0000000000aa',
    client_id: '00000000-0000-4000-8000-00000000c11e',
    transaction_date: '2026-01-05',
    posting_date: null,
    description: 'SHELL OIL 57442 SPRINGFIELD',
    vendor_name: 'SHELL OIL',
    amount: -45.1,
    balance: null,
    payment_type: 'Debit Card',
    check_number: null,
    doubtful: null,
    transaction_type: 'debit',
    auto_category: null,
    auto_category_confidence: null,
    auto_category_reason: null,
    manual_category: null,
    approved: false,
    qb_id: null,
    push_error: null,
    exported_at: null,
    possible_duplicate_of: null,
    page: 1,
    excluded: false,
    added_by_hand: false,
    edited_fields: [],
    printed: null,
    splits: [],
    ...changes,
  };
}
