import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Categoriser } from '../categorisation/index.ts';
import { type ParsedStatement, StatementError } from '../statements/index.ts';
import { kindOfContentType, readBankFile, csvMappingOf } from '../bank-files/index.ts';
import type { ImportedAccount, ImportedStatement } from './imported-statement.ts';
import { duplicateFinder } from './find-duplicates.ts';
import { insertUpload } from './uploads.queries.ts';
import { completeParseJob, failParseJob, findImportedAround, findImportedWithFitid, findUploadToParse } from './parse-jobs.queries.ts';
import { type ImportedRows, deleteUploadTransactions, importedTransactionRows, insertTransactionRows } from './insert-transactions.ts';
import { findUserById } from '../users/index.ts';
import { sqliteHandleOf } from '../../db/database.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { chunks } from '../../lib/chunks.ts';

function summary(account: ImportedAccount) {
  return {
    kind: account.kind,
    account_number_last4: account.account_number_last4,
    name: account.name,
    transaction_count: account.transactions.length,
  };
}

function accountLabel(account: ImportedAccount): string {
  const name =
    account.name ??
    { checking: 'Checking account', savings: 'Savings account', credit_card: 'Card account', loan: 'Loan', unknown: 'Account' }[account.kind];
  return account.account_number_last4 ? `${name} ending ${account.account_number_last4}` : name;
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
  const { upload, kind, statement } = await readStoredStatement(db, job.uploadId, parse);
  if (statement instanceof StatementError) return finishAsFailed(db, job, statement.message);
  const active = statement.accounts.filter((a) => a.transactions.length > 0);
  if (active.length === 0) {
    return finishAsFailed(
      db,
      job,
      kind === 'pdf'
        ? 'No transactions were found in this PDF. Is it a bank or credit-card statement?'
        : 'No transactions were found in this file: it holds no rows for the period it covers.',
    );
  }
  const imports = active.map((account, i) => ({ uploadId: i === 0 ? upload.id : crypto.randomUUID(), account }));
  const now = nowIso();
  // Each row's guess and possible duplicate now; the rows themselves are made as they are written.
  const decided: ImportedRows[] = [];
  for (const { uploadId, account } of imports) decided.push(await decideRows(db, upload.client_id, uploadId, account, categorise));
  // Every upload of the statement names the statement's other accounts, and the upload holding each.
  const others = (own: ImportedAccount) =>
    statement.accounts.filter((a) => a !== own).map((a) => ({ ...summary(a), upload_id: imports.find((i) => i.account === a)?.uploadId ?? null }));
  const statementColumns = (account: ImportedAccount, rows: number) => ({
    status: 'completed' as const,
    error_message: null,
    page_count: statement.page_count,
    read_by_ocr: statement.read_by_ocr ? 1 : 0,
    page_turns_json: statement.page_turns ? JSON.stringify(statement.page_turns) : null,
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
    page_figures_json: account.page_figures ? JSON.stringify(account.page_figures) : null,
    transaction_count: rows,
    bank_account_key: account.account_key ?? null,
    job_lease_until: null,
    updated_at: now,
  });

  return db.transaction().execute(async (trx) => {
    const [first, ...more] = imports;
    if (!(await completeParseJob(trx, upload.id, job.owner, statementColumns(first!.account, first!.account.transactions.length)))) return 'lost';
    const row = upload;
    const uploader = more.length > 0 && row.uploaded_by ? await findUserById(trx, row.uploaded_by) : undefined;
    for (const { uploadId, account } of more) {
      await insertUpload(trx, { ...row, ...statementColumns(account, account.transactions.length), id: uploadId, job_owner: null, job_attempts: 0 });
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
    await deleteUploadTransactions(trx, upload.id);
    await insertTransactionRows(trx, allRows(decided, now), sqliteHandleOf(db));
    return 'completed';
  });
}

/** The upload and its statement as read, or the StatementError that says why it cannot be (its bytes are let go here). */
async function readStoredStatement(db: Kysely<DB>, uploadId: string, parse: (pdf: Uint8Array) => Promise<ParsedStatement>) {
  const { content, content_type: contentType, ...upload } = await findUploadToParse(db, uploadId);
  const kind = kindOfContentType(contentType);
  let statement: ImportedStatement | StatementError;
  try {
    // A bank file is text with capped size and rows (features/bank-files), read here; a PDF only ever in a worker thread.
    statement = kind === 'pdf' ? await parse(new Uint8Array(content)) : readBankFile(content, kind, csvMappingOf(upload.csv_mapping_json));
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    statement = error;
  }
  return { upload, kind, statement };
}

function* allRows(accounts: readonly ImportedRows[], now: string) {
  for (const account of accounts) yield* importedTransactionRows(account, now);
}

/** What becomes of one account's rows: each categorised, and flagged where it likely repeats an earlier statement's. */
async function decideRows(
  db: Kysely<DB>,
  clientId: string,
  uploadId: string,
  account: ImportedAccount,
  categorise: Categoriser,
): Promise<ImportedRows> {
  const duplicates = await findAccountDuplicates(db, clientId, uploadId, account);
  const guesses = await categorise(clientId, account.transactions);
  return { uploadId, clientId, account, guesses, duplicates };
}

/** Rows compared with the imported rows around them at a time: a re-imported 50,000-row file is not loaded whole. */
const DUPLICATE_PART = 2000;

/** Each row's likely original among the client's imported rows (find-duplicates.ts), the rows taken part by part. */
async function findAccountDuplicates(db: Kysely<DB>, clientId: string, uploadId: string, account: ImportedAccount): Promise<Array<string | null>> {
  const accountKey = account.account_key ?? null;
  const [first, last] = dateSpan(account.transactions);
  // The account's earlier rows with this file's FITIDs, whatever their date within the file's: one read, kept.
  const fitids = new Set(accountKey ? account.transactions.flatMap((t) => (t.fitid ? [t.fitid] : [])) : []);
  const sameAccount =
    accountKey && fitids.size > 0
      ? (
          await findImportedWithFitid(db, { clientId, exceptUploadId: uploadId, accountKey, from: shiftDays(first, -3), to: shiftDays(last, 3) })
        ).filter((row) => fitids.has(row.fitid!))
      : [];
  const find = duplicateFinder(accountKey, sameAccount);
  const duplicates: Array<string | null> = [];
  for (const part of chunks(account.transactions, DUPLICATE_PART)) {
    const [from, to] = dateSpan(part);
    const around = await findImportedAround(db, { clientId, exceptUploadId: uploadId, from: shiftDays(from, -3), to: shiftDays(to, 3) });
    for (const duplicate of find(part, around)) duplicates.push(duplicate);
  }
  return duplicates;
}

/** The earliest and latest date of rows (at least one). */
function dateSpan(rows: ReadonlyArray<{ transaction_date: string }>): [string, string] {
  let [first, last] = [rows[0]!.transaction_date, rows[0]!.transaction_date];
  for (const { transaction_date: date } of rows) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  return [first, last];
}

export async function finishAsFailed(db: Kysely<DB>, job: { uploadId: string; owner: string }, message: string) {
  return (await failParseJob(db, job.uploadId, job.owner, message, nowIso())) ? ('failed' as const) : ('lost' as const);
}
