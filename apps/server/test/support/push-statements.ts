import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QboSandbox } from '../../../../tools/qbo-sandbox/index.ts';
import type { DB } from '../../src/db/schema.ts';
import type { PrintedValues, StoredSplit } from '../../src/features/corrections/stored-corrections.ts';
import { newTransactionRow } from '../../src/features/transactions/new-transaction-row.ts';

export interface RowSpec {
  description: string;
  vendor?: string;
  amount_cents: number;
  category?: string | null;
  payment_type?: string;
  approved?: boolean;
  /** ISO date; by default the row's position picks a day of March 2025. */
  date?: string;
  /** Row corrections (migration 0018), stored as the corrections service stores them. */
  excluded?: boolean;
  added_by_hand?: boolean;
  printed?: PrintedValues;
  splits?: Array<{ category: string; amount_cents: number; memo?: string }>;
}

/** A parsed statement with its transactions, written straight to the database (as the parse job would). */
export async function insertStatement(
  db: Kysely<DB>,
  options: {
    clientId: string;
    uploadedBy: string;
    rows: RowSpec[];
    account?: { kind: 'checking' | 'savings' | 'credit_card'; account_number_last4: string | null };
    reconciled?: boolean;
  },
) {
  const now = new Date().toISOString();
  const fileId = crypto.randomUUID();
  const uploadId = crypto.randomUUID();
  const content = crypto.randomBytes(32);
  await db
    .insertInto('stored_files')
    .values({
      id: fileId,
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
      filename: 'statement.pdf',
      content_type: 'application/pdf',
      size: 32,
      content,
      created_by: options.uploadedBy,
      created_at: now,
    })
    .execute();
  const account = options.account ?? { kind: 'checking', account_number_last4: '4321' };
  const reconciled = options.reconciled ?? true;
  await db
    .insertInto('uploads')
    .values({
      id: uploadId,
      client_id: options.clientId,
      file_id: fileId,
      original_filename: `statement-${uploadId.slice(0, 8)}.pdf`,
      sha256: fileId,
      size: 32,
      uploaded_by: options.uploadedBy,
      status: 'completed',
      error_message: null,
      page_count: 1,
      read_by_ocr: 0,
      period_start: '2025-03-01',
      period_end: '2025-03-31',
      opening_balance_cents: 0,
      closing_balance_cents: 0,
      account_json: JSON.stringify({ ...account, name: null, transaction_count: options.rows.length }),
      other_accounts_json: null,
      // The parser's own report, as parse-upload.ts stores it (cents).
      reconciliation_json: JSON.stringify({ reconciled, difference_cents: reconciled ? 0 : 1250, checks: [], break_rows: [] }),
      transaction_count: options.rows.length,
      job_attempts: 1,
      job_lease_until: null,
      job_owner: null,
      created_at: now,
      updated_at: now,
      rolled_back_at: null,
      register_account_id: null,
      register_account_name: null,
      register_account_type: null,
      year_missing: 0,
      parsed_reconciliation_json: null,
      printed_totals_json: null,
    })
    .execute();
  const ids = options.rows.map(() => crypto.randomUUID());
  for (let i = 0; i < options.rows.length; i += 200) {
    await db
      .insertInto('transactions')
      .values(
        options.rows.slice(i, i + 200).map((row, j) =>
          newTransactionRow(
            {
              id: ids[i + j]!,
              upload_id: uploadId,
              client_id: options.clientId,
              position: i + j,
              transaction_date: row.date ?? `2025-03-${String(((i + j) % 28) + 1).padStart(2, '0')}`,
              description: row.description,
              vendor_name: row.vendor ?? '',
              amount_cents: row.amount_cents,
              payment_type: row.payment_type ?? 'Debit Card',
              page: 1,
              auto_category: row.category === undefined ? '6500 - Meals & Entertainment' : row.category,
              auto_category_confidence: 0.9,
              approved: row.approved === false ? 0 : 1,
              excluded: row.excluded ? 1 : 0,
              added_by_hand: row.added_by_hand ? 1 : 0,
              printed_json: row.printed ? JSON.stringify(row.printed) : null,
              splits_json: row.splits ? JSON.stringify(row.splits.map((part): StoredSplit => ({ memo: '', ...part }))) : null,
            },
            now,
          ),
        ),
      )
      .execute();
  }
  return { uploadId, ids };
}

/** Rows of the stand-in's ledger per PrivateNote: each of our rows carries a unique description. */
export function ledgerCountByNote(sandbox: QboSandbox, realmId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of sandbox.ledger(realmId)) {
    if (entry.entity === 'Vendor') continue;
    const note = String(entry.body.PrivateNote ?? '');
    counts.set(note, (counts.get(note) ?? 0) + 1);
  }
  return counts;
}
