import type { Kysely } from 'kysely';
import type { PushJob, PushResult } from '@ledgerdesk/contracts';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { dollars } from '../../lib/money.ts';
import { actorOf } from '../audit/index.ts';
import { type Authenticated, canSee } from '../../lib/caller.ts';
import { requireClient } from '../clients/index.ts';
import { findUpload, readStoredReconciliation } from '../uploads/index.ts';
import type { QboConnector } from './qbo-api.ts';
import { findConnection } from './qbo-connections.queries.ts';
import { findPushJob, insertPushJob } from './push-jobs.queries.ts';
import { presentPushJob } from './qbo-push.presenter.ts';
import { RECONNECT_MESSAGE } from './push-messages.ts';
import { runPush } from './push-run.ts';
import { approvedIdsOfUpload, loadRowsToPush, onStatement, type RowToPush } from './push-transactions.queries.ts';
import { listQboDocuments } from './qbo-documents.ts';

/** Up to this many rows are pushed while the caller waits; more become a job (the brief). */
const INLINE_LIMIT = 30;
const JOB_WAIT_MS = 20_000;
const JOB_POLL_MS = 100;

export interface PushRequest {
  transactionIds?: string[] | undefined;
  uploadId?: string | undefined;
  pushAllApproved?: boolean | undefined;
  override_reconciliation?: boolean | undefined;
}

export interface PushAnswer {
  status: 200 | 202;
  body: PushResult & { job: PushJob | null };
}

export type PushService = ReturnType<typeof createPushService>;

export function createPushService({
  db,
  connector,
  batchSize,
  onJobQueued,
}: {
  db: Kysely<DB>;
  connector: QboConnector;
  batchSize: number;
  /** Tells the push job runner there is work (it also polls, for jobs queued by other processes). */
  onJobQueued: () => void;
}) {
  // The brief answers a refused QuickBooks connection with HTTP 401; `reason` tells the web client this 401
  // is about QuickBooks, not the user's own session, so it must not try to renew the session over it.
  const reconnect = () => new HttpError(401, RECONNECT_MESSAGE, { reason: 'quickbooks_reconnect' });

  async function requireConnected(client: ClientsTable): Promise<void> {
    const connection = await findConnection(db, client.id);
    if (!connection) throw conflict(`${client.name} is not connected to QuickBooks Online. Connect it on the Clients screen.`);
    if (connection.status !== 'connected') throw reconnect();
  }

  async function rowIdsFor(clientId: string, body: PushRequest, caller: Authenticated): Promise<string[]> {
    if (body.transactionIds) return [...new Set(body.transactionIds)];
    const upload = await findUpload(db, body.uploadId!);
    if (!upload || upload.client_id !== clientId || !canSee(caller, upload.uploaded_by)) throw notFound('Upload not found');
    const ids = await approvedIdsOfUpload(db, clientId, upload.id);
    if (ids.length === 0) throw badRequest('This statement has no approved transactions to push.');
    return ids;
  }

  /**
   * The statements among the rows that do not reconcile, in words; empty when all do. The stored report is
   * the parser's (cents); one that is missing or unreadable counts as not reconciled: never push on a guess.
   */
  function unreconciled(rows: RowToPush[]): string[] {
    const seen = new Map<string, string>();
    for (const row of rows) {
      if (seen.has(row.upload_id)) continue;
      const report = readStoredReconciliation(row.reconciliation_json);
      if (!report) seen.set(row.upload_id, `"${row.original_filename}" (its reconciliation could not be read)`);
      else if (!report.reconciled) {
        seen.set(row.upload_id, `"${row.original_filename}" (off by ${dollars(Math.abs(report.difference_cents))})`);
      }
    }
    return [...seen.values()];
  }

  async function waitForJob(jobId: string) {
    const deadline = Date.now() + JOB_WAIT_MS;
    for (;;) {
      const job = (await findPushJob(db, jobId))!;
      if (job.status === 'done' || job.status === 'failed' || Date.now() >= deadline) return job;
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
  }

  return {
    /**
     * `onlyUpload`: the Export screen pushes rows of one statement and says so.
     */
    async push(clientId: string, caller: Authenticated, body: PushRequest, onlyUpload?: string): Promise<PushAnswer> {
      const client = await requireClient(db, clientId);
      const override = body.override_reconciliation === true;
      if (override && caller.user.role !== 'admin') throw forbidden('Only an admin can push a statement that does not reconcile.');
      await requireConnected(client);
      const ids = await rowIdsFor(clientId, body, caller);
      // Another worker's rows count as missing (upload-visibility.ts): not pushed, and not revealed.
      const seen = (await loadRowsToPush(db, clientId, ids)).filter((row) => canSee(caller, row.uploaded_by));
      if (seen.length !== ids.length) throw notFound(`Some of these transactions are not ${client.name}'s.`);
      if (onlyUpload && seen.some((row) => row.upload_id !== onlyUpload)) throw badRequest('Some of these transactions are not on this statement.');
      // Excluded rows named in the selection are left out: not sent, not counted as skipped or failed.
      const rows = seen.filter(onStatement);
      if (rows.length === 0) throw badRequest('Nothing was pushed: every selected transaction is excluded from its statement.');
      const sendIds = rows.map((row) => row.id);
      const offBalance = unreconciled(rows.filter((row) => !row.qb_id));
      if (offBalance.length > 0 && !override) {
        throw conflict(
          `${offBalance.join(', ')} does not reconcile, so it was not pushed. Correct the statement, or ask an admin to push it anyway.`,
        );
      }
      const overrideNote = offBalance.length > 0 ? `Reconciliation overridden by ${caller.user.email} for ${offBalance.join(', ')}` : null;

      if (sendIds.length <= INLINE_LIMIT) {
        const outcome = await runPush({
          db,
          connector,
          batchSize,
          clientId,
          transactionIds: sendIds,
          actor: actorOf(caller.user),
          overrideNote,
          pushedSince: nowIso(),
        });
        if (outcome.disconnected) throw reconnect();
        return { status: 200, body: { ...outcome.result, job: null } };
      }

      const uploads = new Set(rows.map((row) => row.upload_id));
      const jobId = await insertPushJob(db, {
        clientId,
        uploadId: uploads.size === 1 ? [...uploads][0]! : null,
        requestedBy: caller.user.id,
        transactionIds: sendIds,
        overrideReconciliation: overrideNote !== null,
      });
      onJobQueued();
      const job = await waitForJob(jobId);
      if (job.status === 'failed' && job.error_message === RECONNECT_MESSAGE) throw reconnect();
      const presented = presentPushJob(job);
      if (presented.result) return { status: 200, body: { ...presented.result, job: presented } };
      return { status: 202, body: { pushed: 0, skipped: 0, failed: 0, results: [], job: presented } };
    },

    /** The Push Status column's documents ("Deposit 1", "Purchase 1"), linked where QuickBooks' web address is known. */
    documents: (clientId: string, caller: Authenticated) => listQboDocuments(db, connector.appUrl ?? null, clientId, caller),

    async job(clientId: string, jobId: string, caller: Authenticated): Promise<PushJob> {
      const job = await findPushJob(db, jobId);
      // Anyone else's job is simply not found.
      if (!job || job.client_id !== clientId || !canSee(caller, job.requested_by)) {
        throw notFound('Push not found');
      }
      return presentPushJob(job);
    },
  };
}
