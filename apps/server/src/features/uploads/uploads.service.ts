import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import { NUL_IN_REQUEST } from '../../plugins/reject-nul.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { type Authenticated, type Viewer, ownerFilter } from '../../lib/caller.ts';
import { recordDecisions } from '../categorisation/index.ts';
import { findClient, listClients } from '../clients/index.ts';
import { storeFile } from '../files/index.ts';
import { StatementError } from '../statements/index.ts';
import { CONTENT_TYPES, type StatementFileKind, readBankFile, sniffStatementFile, recordCsvMapping, settleCsvMapping } from '../bank-files/index.ts';
import { type CsvMapping, uploads } from '@ledgerdesk/contracts';
import { type ClientCandidate, detectClient } from './detect-client.ts';
import type { UnlockOutcome } from './unlock-pdf.ts';
import { requireVisibleUpload, requireVisibleUploadWithFlags } from './upload-visibility.ts';
import { type UploadRow, findAccountOwners, findLiveUploadOfFile, insertUpload, listUploads, updateUpload } from './uploads.queries.ts';

export type NewUploadOutcome = { kind: 'stored'; uploadId: string } | { kind: 'choose'; clients: ClientCandidate[]; message: string };

/** Refused before anything is read: the file is none of the kinds a statement comes in. */
export const NOT_A_STATEMENT_FILE = 'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).';

/** What the file says about whose it is: a PDF's first page, or a bank file's account keys. */
interface FileEvidence {
  firstPage: string | null;
  accountKeys: string[];
}

export interface NewUpload {
  filename: string;
  content: Buffer;
  clientId: string | undefined;
  /** A locked PDF's password; used to write the decrypted copy that is stored, and forgotten. */
  password?: string | undefined;
  /** A CSV's columns as the uploader chose them after a 422 (features/bank-files/csv-mapping.service.ts). */
  csvMapping?: CsvMapping | undefined;
  uploadedBy: Authenticated['user'];
}

export interface UploadReaders {
  /** Reads the first page's text in a worker thread (statement-workers.ts), never on the event loop. */
  readFirstPage: (pdf: Uint8Array) => Promise<string | null>;
  /** Opens a locked PDF with its password in a worker thread (unlock-pdf-thread.ts). */
  unlockPdf: (pdf: Uint8Array, password: string | undefined) => Promise<UnlockOutcome>;
}

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService({
  db,
  readers,
  onStored,
}: {
  db: Kysely<DB>;
  readers: UploadReaders;
  /** Wakes the parse job runner. */ onStored: () => void;
}) {
  return {
    async accept(input: NewUpload): Promise<NewUploadOutcome> {
      const outcome = await acceptUpload(db, input, readers);
      if (outcome.kind === 'stored') onStored();
      return outcome;
    },

    /** Newest first, each with its rows' flags; a worker's list holds only what that worker uploaded. */
    list: (viewer: Viewer) => listUploads(db, ownerFilter(viewer) ?? undefined),

    get: (id: string, caller: Authenticated) => requireVisibleUploadWithFlags(db, id, caller),

    rollback: (id: string, caller: Authenticated, record?: RecordRollback) => rollbackUpload(db, id, caller, record),
  };
}

/**
 * Accepts a statement: checks it is a readable PDF or bank file (OFX, QFX, QBO, CSV; decided by its
 * bytes), decides whose it is, refuses the same file twice for one client, then stores it with a pending
 * parse job. Nothing is stored when a person must choose.
 */
async function acceptUpload(db: Kysely<DB>, input: NewUpload, readers: UploadReaders): Promise<NewUploadOutcome> {
  const kind = sniffStatementFile(input.content);
  if (!kind) throw badRequest(NOT_A_STATEMENT_FILE);
  // The fields are checked before the file is opened: a request that cannot be stored costs no reading.
  // A multipart field is read by the route, past the plugin that refuses NUL elsewhere; PostgreSQL refuses it in text.
  if (input.clientId?.includes('\u0000')) throw badRequest(NUL_IN_REQUEST, { field: 'client_id' });
  if (input.clientId && !(await findClient(db, input.clientId))) throw badRequest('Please select a client.', { field: 'client_id' });
  let content = input.content;
  let unlocked = false;
  try {
    if (kind === 'pdf') {
      const lock = await readers.unlockPdf(content, input.password);
      if (lock.kind === 'password_required') throw badRequest(uploads.PDF_PASSWORD_REQUIRED_MESSAGE, { reason: 'pdf_password_required' });
      if (lock.kind === 'password_wrong') throw badRequest(uploads.PDF_PASSWORD_WRONG_MESSAGE, { reason: 'pdf_password_wrong' });
      // The decrypted copy is what is stored, so nothing later needs the password.
      if (lock.kind === 'unlocked') {
        content = Buffer.from(lock.pdf.buffer, lock.pdf.byteOffset, lock.pdf.byteLength);
        unlocked = true;
      }
      // `unopenable` (a lock other than a password's) goes on to pdf.js, which names what it cannot read.
    }
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }
  let evidence: FileEvidence;
  try {
    evidence = await readEvidence(kind, content, readers.readFirstPage);
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }

  let clientId = input.clientId;
  if (!clientId) {
    const clients = (await listClients(db)).map(({ id, name, client_number }) => ({ id, name, client_number }));
    const owners = await findAccountOwners(db, evidence.accountKeys);
    const detection = detectClient(clients, input.filename, evidence.firstPage, owners);
    if (detection.kind === 'none') return { kind: 'choose', clients: [], message: detection.message };
    if (detection.kind === 'several') return { kind: 'choose', clients: detection.clients, message: detection.message };
    clientId = detection.client.id;
  }

  const sha256 = crypto.createHash('sha256').update(content).digest('hex');
  const earlier = await findLiveUploadOfFile(db, clientId, sha256);
  if (earlier) {
    throw conflict(`This statement was already uploaded on ${earlier.created_at.slice(0, 10)} as ${earlier.original_filename}.`, {
      upload_id: earlier.id,
    });
  }
  const csv = kind === 'csv' ? await settleCsvMapping(db, { clientId, content, given: input.csvMapping }) : null;

  const uploadId = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    const file = await storeFile(trx, {
      filename: input.filename,
      contentType: CONTENT_TYPES[kind],
      content,
      createdBy: input.uploadedBy.id,
    });
    const now = nowIso();
    await insertUpload(trx, {
      id: uploadId,
      client_id: clientId,
      file_id: file.id,
      original_filename: input.filename,
      sha256,
      size: content.length,
      uploaded_by: input.uploadedBy.id,
      status: 'pending_parse',
      error_message: null,
      page_count: null,
      read_by_ocr: 0,
      period_start: null,
      period_end: null,
      opening_balance_cents: null,
      closing_balance_cents: null,
      account_json: null,
      other_accounts_json: null,
      reconciliation_json: null,
      parsed_reconciliation_json: null,
      printed_totals_json: null,
      page_figures_json: null,
      page_turns_json: null,
      transaction_count: 0,
      job_attempts: 0,
      job_lease_until: null,
      job_owner: null,
      created_at: now,
      updated_at: now,
      rolled_back_at: null,
      register_account_id: null,
      register_account_name: null,
      register_account_type: null,
      year_missing: 0,
    });
    if (csv) await recordCsvMapping(trx, { uploadId, clientId, userId: input.uploadedBy.id, settled: csv });
    const client = await findClient(trx, clientId);
    await recordAudit(trx, {
      actor: actorOf(input.uploadedBy),
      action: 'File Uploaded',
      targetType: 'Upload',
      targetId: uploadId,
      details: `Uploaded ${input.filename} (${client?.name ?? 'unknown client'})`,
      before: null,
      after: { filename: input.filename, client_id: clientId, size: content.length, ...(unlocked && { unlocked_with_password: true }) },
      // Reverting an upload is its rollback: the transactions it brought in are taken back out.
      canRollback: true,
    });
  });
  return { kind: 'stored', uploadId };
}

/**
 * A bank file is read in full here (text, capped in size and rows), so a file whose columns cannot be
 * found is answered at once rather than failing later; the parse job, usually in this process, finds that read
 * (bank-file.ts keeps the last few) rather than reading the stored bytes again.
 */
async function readEvidence(
  kind: StatementFileKind,
  content: Buffer,
  readFirstPage: (pdf: Uint8Array) => Promise<string | null>,
): Promise<FileEvidence> {
  if (kind === 'pdf') return { firstPage: await readFirstPage(content), accountKeys: [] };
  // A CSV names no account; it is read once its client is known, whose remembered mapping may apply.
  if (kind === 'csv') return { firstPage: null, accountKeys: [] };
  const statement = readBankFile(content, kind);
  return { firstPage: null, accountKeys: statement.accounts.flatMap((account) => (account.account_key ? [account.account_key] : [])) };
}

/**
 * Takes an upload's transactions back out: the ones not yet in QuickBooks are deleted, pushed ones
 * stay (QuickBooks still has them) and are named in the reply. The statement itself is kept.
 */
async function rollbackUpload(db: Kysely<DB>, id: string, caller: Authenticated, record: RecordRollback = recordUploadRolledBack) {
  const upload = await requireVisibleUpload(db, id, caller);
  if (upload.status === 'rolled_back') throw conflict('This upload has already been rolled back.');
  if (upload.status === 'pending_parse' || upload.status === 'processing') {
    throw new HttpError(409, 'This statement is still being read. Try again when it has finished.');
  }
  return db.transaction().execute(async (trx) => {
    const keptPushed = await trx
      .selectFrom('transactions')
      .select(['id', 'vendor_name', 'qb_id'])
      .where('upload_id', '=', id)
      .where('qb_id', 'is not', null)
      .execute();
    // What the removed rows taught the categoriser goes with them (and out of its suggestion tallies).
    const decided = await trx
      .selectFrom('transactions')
      .selectAll()
      .where('upload_id', '=', id)
      .where('qb_id', 'is', null)
      .where((eb) => eb.or([eb('approved', '=', 1), eb('manual_category', 'is not', null)]))
      .execute();
    const removed = await trx.deleteFrom('transactions').where('upload_id', '=', id).where('qb_id', 'is', null).executeTakeFirst();
    const now = nowIso();
    await updateUpload(trx, id, {
      status: 'rolled_back',
      rolled_back_at: now,
      updated_at: now,
      transaction_count: keptPushed.length,
    });
    const outcome: UploadRollback = {
      upload,
      caller,
      removedCount: Number(removed.numDeletedRows),
      keptPushed: keptPushed.map((row) => ({ _id: row.id, vendor_name: row.vendor_name, qb_id: row.qb_id! })),
    };
    await record(trx, outcome);
    await recordDecisions(
      trx,
      decided.map((before) => ({ before, after: null })),
    );
    return outcome;
  });
}

/** The audit entry, written in the rollback's own database transaction; an audit rollback writes its own. */
type RecordRollback = (trx: Kysely<DB>, outcome: UploadRollback) => Promise<unknown>;

export interface UploadRollback {
  upload: UploadRow;
  caller: Authenticated;
  removedCount: number;
  keptPushed: Array<{ _id: string; vendor_name: string; qb_id: string }>;
}

export function describeUploadRollback(outcome: UploadRollback, clientName: string): string {
  const kept = outcome.keptPushed.length;
  return `${outcome.upload.original_filename} (${clientName}): ${outcome.removedCount} transactions removed${kept ? `, ${kept} already in QuickBooks kept` : ''}`;
}

async function recordUploadRolledBack(trx: Kysely<DB>, outcome: UploadRollback) {
  const client = await findClient(trx, outcome.upload.client_id);
  await recordAudit(trx, {
    actor: actorOf(outcome.caller.user),
    action: 'Upload Rolled Back',
    targetType: 'Upload',
    targetId: outcome.upload.id,
    details: `Rolled back ${describeUploadRollback(outcome, client?.name ?? 'unknown client')}`,
    before: { status: outcome.upload.status, transaction_count: outcome.upload.transaction_count },
    after: { status: 'rolled_back', removed_count: outcome.removedCount, kept_in_quickbooks: outcome.keptPushed.length },
  });
}
