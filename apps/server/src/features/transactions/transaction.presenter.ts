import type { Transaction } from '@ledgerdesk/contracts';
import type { ShownTransaction } from '../../db/schema.ts';
import { centsToDollars } from '../../lib/money.ts';
import type { ConfidenceBasis } from '../categorisation/index.ts';
import { presentCorrections } from '../corrections/index.ts';
import { presentClientAnswer } from '../ask-client/index.ts';

/** `confidenceBasis` comes from the suggestion tallies (`confidenceBasisOf`, through `presentTransactions`). */
export function presentTransaction(row: ShownTransaction, confidenceBasis: ConfidenceBasis | null = null): Transaction {
  return {
    _id: row.id,
    transaction_id: row.id,
    upload_id: row.upload_id,
    client_id: row.client_id,
    transaction_date: row.transaction_date,
    posting_date: row.posting_date,
    description: row.description,
    vendor_name: row.vendor_name,
    amount: centsToDollars(row.amount_cents),
    balance: row.balance_cents === null ? null : centsToDollars(row.balance_cents),
    payment_type: row.payment_type,
    check_number: row.check_number,
    doubtful: row.doubtful_reason,
    transaction_type: row.transaction_type,
    auto_category: row.auto_category,
    auto_category_confidence: row.auto_category_confidence,
    auto_category_reason: row.auto_category_reason,
    confidence_basis: confidenceBasis,
    manual_category: row.manual_category,
    approved: row.approved === 1,
    qb_id: row.qb_id,
    push_error: row.qb_push_error,
    exported_at: row.iif_exported_at,
    possible_duplicate_of: row.possible_duplicate_of,
    page: row.page,
    page_top: row.page_top,
    page_bottom: row.page_bottom,
    ...presentCorrections(row),
    client_answer: presentClientAnswer(row.client_answer_json),
  };
}
