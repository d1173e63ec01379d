import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Categoriser } from '../categorisation/categorise.ts';
import { type ParsedStatement, StatementError } from '../statements/parser/parse-statement.ts';
import { kindOfContentType, readBankFile } from '../bank-files/bank-file.ts';
import { csvMappingOf } from '../bank-files/csv-mappings.queries.ts';
import type { ImportedAccount, ImportedStatement } from './imported-statement.ts';
import { newTransactionRow } from '../transactions/new-transaction-row.ts';
import { paymentType } from '../transactions/payment-type.ts';
import { findDuplicates } from './find-duplicates.ts';
import { insertUpload } from './uploads.queries.ts';
import { insertTransactionRows } from './insert-transactions.ts';
import { sqliteHandleOf } from '../../db/database.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';

function summary(account: ImportedAccount) {
  return {
    kind: account.kind,
    account_number_last4: account.account_number_last4,
    name: account.name,
    transaction_count: account.transactions.length,
  };
}

function accountLabel(account: ImportedAccount): string {
  const name = account.name ?? { checking: 'Checking account', savings: 'Savings account', credit_card: 'Card account', unknown: 'Account' }[account.kind];
  return account.account_number_last4 ? `${name} ending ${account.account_number_last4}` : name;
}

/** Transactions already imported for the client around these dates, from uploads still in force. */
function existingAround(db: Kysely<DB>, clientId: string, uploadId: string, from: string, to: string) {
  return db
    .selectFrom('transactions')
    .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
    .select(['transactions.id', 'transactions.transaction_date', 'transactions.amount_cents', 'transactions.vendor_name', 'transactions.fitid'])
    .select('uploads.bank_account_key as account_key')
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
 *
 * A statement of several accounts with activity (checking and savings on one combined statement) is
 * one upload per account: this upload holds the first, and each other account gets an upload of its
 * own on the same stored file, completed in the same database transaction. Each then has its own
 * reconciliation, register, review and exits, as the accounts are in QuickBooks; every upload names
 * the others (`other_accounts[].upload_id`).
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
    .selectAll('uploads')
    .select(['stored_files.content', 'stored_files.content_type'])
    .where('uploads.id', '=', job.uploadId)
    .executeTakeFirstOrThrow();

  const kind = kindOfContentType(upload.content_type);
  let statement: ImportedStatement;
  try {
    // A bank file is text with capped size and rows (features/bank-files), read here; a PDF only ever in a worker thread.
    statement = kind === 'pdf' ? await parse(new Uint8Array(upload.content)) : readBankFile(upload.content, kind, csvMappingOf(upload.csv_mapping_json));
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    return finishAsFailed(db, job, error.message);
  }
  const active = statement.accounts.filter((a) => a.transactions.length > 0);
  if (active.length === 0) {
    return finishAsFailed(db, job, kind === 'pdf' ? 'No transactions were found in this PDF. Is it a bank or credit-card statement?' : 'No transactions were found in this file: it holds no rows for the period it covers.');
  }
  const imports = active.map((account, i) => ({ uploadId: i === 0 ? upload.id : crypto.randomUUID(), account }));
  const now = nowIso();
  const rowsOf = new Map<string, Insertable<TransactionsTable>[]>();
  for (const { uploadId, account } of imports) rowsOf.set(uploadId, await transactionRows(db, upload.client_id, uploadId, account, categorise, now));
  // Every upload of the statement names the statement's other accounts, and the upload holding each.
  const others = (own: ImportedAccount) =>
    statement.accounts.filter((a) => a !== own).map((a) => ({ ...summary(a), upload_id: imports.find((i) => i.account === a)?.uploadId ?? null }));
  const statementColumns = (account: ImportedAccount, rows: number) => ({
    status: 'completed' as const,
    error_message: null,
    page_count: statement.page_count,
    read_by_ocr: statement.read_by_ocr ? 1 : 0,
    year_missing: statement.year_missing ? 1 : 0,
    period_start: account.period_start,
    period_end: account.period_end,
    opening_balance_cents: account.opening_balance_cents,
    closing_balance_cents: account.closing_balance_cents,
    account_json: JSON.stringify(summary(account)),
    other_accounts_json: JSON.stringify(others(account)),
    reconciliation_json: JSON.stringify(account.reconciliation),
    parsed_reconciliation_json: JSON.stringify(account.reconciliation),
    printed_totals_json: JSON.stringify(account.printed_totals),
    transaction_count: rows,
    bank_account_key: account.account_key ?? null,
    job_lease_until: null,
    updated_at: now,
  });

  return db.transaction().execute(async (trx) => {
    const [first, ...more] = imports;
    const finished = await trx
      .updateTable('uploads')
      .set(statementColumns(first!.account, rowsOf.get(upload.id)!.length))
      .where('id', '=', upload.id)
      .where('job_owner', '=', job.owner)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) !== 1) return 'lost';
    const { content: _content, content_type: _type, ...row } = upload;
    const uploader = more.length > 0 && row.uploaded_by ? await trx.selectFrom('users').select(['id', 'name']).where('id', '=', row.uploaded_by).executeTakeFirst() : undefined;
    for (const { uploadId, account } of more) {
      await insertUpload(trx, { ...row, ...statementColumns(account, rowsOf.get(uploadId)!.length), id: uploadId, job_owner: null, job_attempts: 0 });
      // The uploader brought this account in with the file: its own entry, rolled back on its own.
      await recordAudit(trx, {
        actor: uploader ? actorOf(uploader) : { id: null, name: 'Ledgerdesk' },
        action: 'File Uploaded',
        targetType: 'Upload',
        targetId: uploadId,
        details: `${accountLabel(account)} of ${row.original_filename}, read as an upload of its own (the statement holds several accounts)`,
        before: null,
        after: { filename: row.original_filename, client_id: row.client_id, account: summary(account), statement_upload_id: upload.id },
        canRollback: true,
      });
    }
    await trx.deleteFrom('transactions').where('upload_id', '=', upload.id).execute();
    const rows = imports.flatMap(({ uploadId }) => rowsOf.get(uploadId)!);
    await insertTransactionRows(trx, rows, sqliteHandleOf(db));
    return 'completed';
  });
}

/** One account's rows as the upload's transactions: categorised, likely duplicates of earlier statements flagged. */
async function transactionRows(db: Kysely<DB>, clientId: string, uploadId: string, account: ImportedAccount, categorise: Categoriser, now: string) {
  const dates = account.transactions.map((t) => t.transaction_date).sort();
  const existing = await existingAround(db, clientId, uploadId, shiftDays(dates[0]!, -3), shiftDays(dates.at(-1)!, 3));
  const duplicates = findDuplicates(account.transactions, existing, account.account_key ?? null);
  const guesses = await categorise(clientId, account.transactions);
  return account.transactions.map((t, position) =>
    newTransactionRow(
      {
        upload_id: uploadId,
        client_id: clientId,
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
        fitid: t.fitid ?? null,
      },
      now,
    ),
  );
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

