import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Categoriser } from '../categorisation/categorise.ts';
import { type ParsedAccount, type ParsedStatement, StatementError } from '../statements/parser/parse-statement.ts';
import { newTransactionRow } from '../transactions/new-transaction-row.ts';
import { paymentType } from '../transactions/payment-type.ts';
import { findDuplicates } from './find-duplicates.ts';

function summary(account: ParsedAccount) {
  return {
    kind: account.kind,
    account_number_last4: account.account_number_last4,
    name: account.name,
    transaction_count: account.transactions.length,
  };
}

/** Transactions already imported for the client around these dates, from uploads still in force. */
function existingAround(db: Kysely<DB>, clientId: string, uploadId: string, from: string, to: string) {
  return db
    .selectFrom('transactions')
    .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
    .select(['transactions.id', 'transactions.transaction_date', 'transactions.amount_cents', 'transactions.vendor_name'])
    .where('transactions.client_id', '=', clientId)
    .where('transactions.upload_id', '!=', uploadId)
    .where('uploads.status', '!=', 'rolled_back')
    .where('transactions.transaction_date', '>=', from)
    .where('transactions.transaction_date', '<=', to)
    .execute();
}

function shiftDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Reads one stored statement into transactions. Re-running it is safe: the upload's transactions are
 * replaced in the same database transaction that marks it completed, and only while this worker still
 * holds the job (`owner`), so a job taken over after a crash is never written twice.
 */
export async function parseUpload(
  db: Kysely<DB>,
  job: { uploadId: string; owner: string },
  categorise: Categoriser,
  parse: (pdf: Uint8Array) => Promise<ParsedStatement>,
): Promise<'completed' | 'failed' | 'lost'> {
  const upload = await db
    .selectFrom('uploads')
    .innerJoin('stored_files', 'stored_files.id', 'uploads.file_id')
    .select(['uploads.id', 'uploads.client_id', 'stored_files.content'])
    .where('uploads.id', '=', job.uploadId)
    .executeTakeFirstOrThrow();

  let statement: ParsedStatement;
  try {
    statement = await parse(new Uint8Array(upload.content));
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    return finishAsFailed(db, job, error.message);
  }
  const [account, ...others] = statement.accounts;
  if (!account || account.transactions.length === 0) {
    return finishAsFailed(db, job, 'No transactions were found in this PDF. Is it a bank or credit-card statement?');
  }

  const dates = account.transactions.map((t) => t.transaction_date).sort();
  const existing = await existingAround(db, upload.client_id, upload.id, shiftDays(dates[0]!, -3), shiftDays(dates.at(-1)!, 3));
  const duplicates = findDuplicates(account.transactions, existing);
  const guesses = await categorise(upload.client_id, account.transactions);
  const now = nowIso();
  const rows = account.transactions.map((t, position) =>
    newTransactionRow(
      {
        upload_id: upload.id,
        client_id: upload.client_id,
        position,
        transaction_date: t.transaction_date,
        posting_date: t.posting_date,
        description: t.description,
        vendor_name: t.vendor_name,
        amount_cents: t.amount_cents,
        balance_cents: t.balance_cents,
        payment_type: paymentType(t.description, account.kind),
        transaction_type: t.type,
        page: t.page,
        auto_category: guesses[position]?.category ?? null,
        auto_category_confidence: guesses[position]?.confidence ?? null,
        auto_category_reason: guesses[position]?.reason ?? null,
        auto_category_kind: guesses[position]?.kind ?? null,
        possible_duplicate_of: duplicates[position] ?? null,
        check_number: t.check_number ?? null,
        doubtful_reason: t.doubtful ?? null,
        page_top: t.top,
        page_bottom: t.bottom,
      },
      now,
    ),
  );

  return db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('uploads')
      .set({
        status: 'completed',
        error_message: null,
        page_count: statement.page_count,
        read_by_ocr: statement.read_by_ocr ? 1 : 0,
        year_missing: statement.year_missing ? 1 : 0,
        period_start: account.period_start,
        period_end: account.period_end,
        opening_balance_cents: account.opening_balance_cents,
        closing_balance_cents: account.closing_balance_cents,
        account_json: JSON.stringify(summary(account)),
        other_accounts_json: JSON.stringify(others.map(summary)),
        reconciliation_json: JSON.stringify(account.reconciliation),
        parsed_reconciliation_json: JSON.stringify(account.reconciliation),
        printed_totals_json: JSON.stringify(account.printed_totals),
        transaction_count: rows.length,
        job_lease_until: null,
        updated_at: now,
      })
      .where('id', '=', upload.id)
      .where('job_owner', '=', job.owner)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) !== 1) return 'lost';
    await trx.deleteFrom('transactions').where('upload_id', '=', upload.id).execute();
    for (let start = 0; start < rows.length; start += 200) {
      await trx.insertInto('transactions').values(rows.slice(start, start + 200)).execute();
    }
    return 'completed';
  });
}

export async function finishAsFailed(db: Kysely<DB>, job: { uploadId: string; owner: string }, message: string) {
  const result = await db
    .updateTable('uploads')
    .set({ status: 'failed', error_message: message, job_lease_until: null, updated_at: nowIso() })
    .where('id', '=', job.uploadId)
    .where('job_owner', '=', job.owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? ('failed' as const) : ('lost' as const);
}

