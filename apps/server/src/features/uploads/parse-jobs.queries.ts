import type { Kysely, Updateable } from 'kysely';
import type { DB, UploadsTable } from '../../db/schema.ts';
import { type JobQueue, claimNextJob, releaseJob, renewJobLease } from '../../lib/job-lease.ts';

/** Uploads are the parse jobs: waiting to be read, then being read under a worker's lease. */
const parseQueue: JobQueue = { table: 'uploads', waiting: 'pending_parse', running: 'processing' };

/** The oldest upload waiting to be read (but those in `skip`), or one whose worker stopped renewing its lease, now this worker's. */
export function claimNextUpload(db: Kysely<DB>, owner: string, leaseSeconds: number, skip: readonly string[] = []) {
  return claimNextJob(db, parseQueue, owner, leaseSeconds, skip);
}

/** Puts an upload back in the queue, as if never claimed: it turned out long, and waits for a regular thread. */
export function setUploadAside(db: Kysely<DB>, id: string, owner: string): Promise<boolean> {
  return releaseJob(db, parseQueue, id, owner);
}

/** Extends the lease while a long statement is read; false when another worker has taken over. */
export function renewLease(db: Kysely<DB>, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  return renewJobLease(db, parseQueue, id, owner, leaseSeconds);
}

/** An upload its parse job reads, with its stored file's bytes and content type. */
export function findUploadToParse(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('uploads')
    .innerJoin('stored_files', 'stored_files.id', 'uploads.file_id')
    .selectAll('uploads')
    .select(['stored_files.content', 'stored_files.content_type'])
    .where('uploads.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Completes a parse job: its upload takes the statement's columns, only while `owner` still holds the job and it is
 * being read (a job taken over after a crash is never written twice). False when it is no longer this owner's.
 */
export async function completeParseJob(db: Kysely<DB>, id: string, owner: string, changes: Updateable<UploadsTable>): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set(changes)
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Fails a parse job with the message the uploader sees, while `owner` still holds it; false when it no longer does. */
export async function failParseJob(db: Kysely<DB>, id: string, owner: string, message: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set({ status: 'failed', error_message: message, job_lease_until: null, updated_at: now })
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The client's transactions from its other uploads still in force, with the bank account each was imported from. */
function importedRows(db: Kysely<DB>, clientId: string, exceptUploadId: string) {
  return (
    db
      .selectFrom('transactions')
      .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
      .select(['transactions.id', 'transactions.transaction_date', 'transactions.amount_cents', 'transactions.vendor_name', 'transactions.fitid'])
      .select('uploads.bank_account_key as account_key')
      .where('transactions.client_id', '=', clientId)
      .where('transactions.upload_id', '!=', exceptUploadId)
      .where('uploads.status', '!=', 'rolled_back')
      // The client list's index order (transactions_client_order), so SQLite reads them in it without sorting.
      .orderBy('transactions.transaction_date')
      .orderBy('transactions.upload_id')
      .orderBy('transactions.position')
      .orderBy('transactions.id')
  );
}

/** Those dated `from`…`to` (ISO days): what a part of a new statement's rows may repeat (find-duplicates.ts). */
export function findImportedAround(db: Kysely<DB>, input: { clientId: string; exceptUploadId: string; from: string; to: string }) {
  return importedRows(db, input.clientId, input.exceptUploadId)
    .where('transactions.transaction_date', '>=', input.from)
    .where('transactions.transaction_date', '<=', input.to)
    .execute();
}

/** Those dated `from`…`to` imported from the bank account `accountKey` that carry the bank's row id (FITID). */
export function findImportedWithFitid(
  db: Kysely<DB>,
  input: { clientId: string; exceptUploadId: string; accountKey: string; from: string; to: string },
) {
  return importedRows(db, input.clientId, input.exceptUploadId)
    .where('uploads.bank_account_key', '=', input.accountKey)
    .where('transactions.fitid', 'is not', null)
    .where('transactions.fitid', '!=', '')
    .where('transactions.transaction_date', '>=', input.from)
    .where('transactions.transaction_date', '<=', input.to)
    .execute();
}
