import type { Kysely } from 'kysely';
import type { PushResult } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { recordSync } from '../sync-history/sync-history.queries.ts';
import { buildQboEntity, type QboEntityPayload } from './build-qbo-entity.ts';
import { type QboApi, type QboConnector, QboError } from './qbo-api.ts';
import { resolveVendors } from './qbo-vendors.ts';
import { inPool } from './push-pool.ts';
import { activeAccountsByLabel, refusalFor, rowCategory } from './push-refusals.ts';
import { type BatchPlan, decodeRequestRef, payloadHash, planBatches } from './push-request-ids.ts';
import {
  claimRequestRef,
  findRowState,
  loadRowsToPush,
  markPushed,
  markRefused,
  markUnanswered,
  type RowToPush,
} from './push-transactions.queries.ts';

export const RECONNECT_MESSAGE = 'Reconnect to QuickBooks - Please reconnect and try again.';
const BUSY_MESSAGE = 'This transaction is being pushed by someone else right now. Try again in a moment.';
// The connection's client keeps Intuit's 10 requests in flight per company; this only keeps it fed.
const BATCHES_IN_FLIGHT = 10;
// A row whose bId Intuit's first answer lacked takes a fresh requestid; once more is plenty.
const ROUNDS = 3;

type RowResult = PushResult['results'][number];

export interface PushRunOptions {
  db: Kysely<DB>;
  connector: QboConnector;
  batchSize: number;
  clientId: string;
  transactionIds: readonly string[];
  /** Who asked for the push, for the sync history and the audit log. */
  actor: Actor;
  /** Written into the sync history when an admin pushed a statement that does not reconcile. */
  overrideNote: string | null;
  /** Rows given a QuickBooks id since then were pushed by this push (a job resumed after a restart). */
  pushedSince: string;
  onProgress?: (done: number) => Promise<void>;
}

export interface PushOutcome {
  result: PushResult;
  /** QuickBooks refused the connection midway: the caller must reconnect; what was pushed stays pushed. */
  disconnected: boolean;
}

interface Sendable {
  row: RowToPush;
  payload: QboEntityPayload;
  hash: string;
}

/**
 * Sends the rows exactly once (push-request-ids.ts): requestids are stored before the first call, every
 * answer is stored as it comes, and the sync history is written once the outcome is known.
 */
export async function runPush(options: PushRunOptions): Promise<PushOutcome> {
  const { db, connector, clientId } = options;
  const rows = await loadRowsToPush(db, clientId, options.transactionIds);
  const results = new Map<string, RowResult>();
  let failingStatus: number | null = null;
  let done = 0;
  const progress = async (count: number) => {
    done += count;
    await options.onProgress?.(done);
  };
  const pushed = (id: string, qboId: string) => results.set(id, { _id: id, ok: true, skipped: false, error: null, qbo_txn_id: qboId });
  const failed = (id: string, error: string, status: number | null = null) => {
    results.set(id, { _id: id, ok: false, skipped: false, error, qbo_txn_id: null });
    failingStatus ??= status;
  };

  const pending: RowToPush[] = [];
  for (const row of rows) {
    if (!row.qb_id) pending.push(row);
    else if (row.qb_pushed_at && row.qb_pushed_at >= options.pushedSince) pushed(row.id, row.qb_id);
    else results.set(row.id, { _id: row.id, ok: true, skipped: true, error: null, qbo_txn_id: row.qb_id });
  }

  let disconnected = false;
  try {
    const accounts = await connector.accounts(clientId);
    if (!accounts) throw new QboError(RECONNECT_MESSAGE, 'disconnected', 401);
    const active = activeAccountsByLabel(accounts);
    const activeById = new Map(accounts.filter((a) => a.active).map((a) => [a.id, a]));
    const allowed: RowToPush[] = [];
    for (const row of pending) {
      const refusal = refusalFor(row, active);
      const register = row.register_account_id ? activeById.get(row.register_account_id) : undefined;
      if (refusal) failed(row.id, refusal);
      else if (!register) failed(row.id, `The register account of this statement is not an active account in QuickBooks. Choose it again.`);
      else allowed.push(row);
    }
    await progress(rows.length - allowed.length);
    if (allowed.length > 0) {
      const api = await connector.forClient(clientId);
      const vendors = await resolveVendors(
        api,
        allowed.map((row) => row.vendor_name),
        options.batchSize,
      );
      const sendable: Sendable[] = [];
      for (const row of allowed) {
        const vendor = vendors.get(row.vendor_name) ?? null;
        if (vendor instanceof QboError) {
          failed(row.id, vendor.message, vendor.status);
          continue;
        }
        const category = active.get(rowCategory(row)!)!;
        const register = activeById.get(row.register_account_id!)!;
        const payload = buildQboEntity(row, { id: register.id, type: register.type }, { id: category.id, type: category.type }, vendor);
        sendable.push({ row, payload, hash: payloadHash(api.realmId, payload) });
      }
      await progress(allowed.length - sendable.length);
      await sendAll(api, sendable);
    }
  } catch (error) {
    if (!(error instanceof QboError && error.kind === 'disconnected')) throw error;
    disconnected = true;
  }

  async function sendAll(api: QboApi, sendable: Sendable[]): Promise<void> {
    let round: Sendable[] = sendable;
    let freshRounds = 0;
    while (round.length > 0 && !disconnected) {
      const byId = new Map(round.map((item) => [item.row.id, item]));
      const plan = planBatches(
        round.map(({ row, hash }) => ({ id: row.id, hash, storedRef: row.qb_request_id, storedHash: row.qb_payload_hash })),
        options.batchSize,
      );
      const assignedByBatch = new Map<string, BatchPlan['assigned']>();
      for (const assigned of plan.assigned) {
        const { batchId } = decodeRequestRef(assigned.ref)!;
        assignedByBatch.set(batchId, [...(assignedByBatch.get(batchId) ?? []), assigned]);
      }
      const unanswered: Sendable[] = [];
      await inPool([...plan.batches], BATCHES_IN_FLIGHT, async ([batchId, planned]) => {
        if (disconnected) return;
        // Stored batch by batch, each just before its own first call, so the first batch leaves at once.
        const lost = await storeRefs(assignedByBatch.get(batchId) ?? [], byId);
        const items = planned.filter((item) => !lost.has(item.rowId));
        if (items.length === 0) return;
        unanswered.push(...(await sendBatch(api, batchId, items, byId)));
      });
      // Intuit's first answer to these requestids did not carry them: they were never posted, so a
      // fresh requestid is safe (compare-and-set against the one they hold).
      if (unanswered.length > 0 && ++freshRounds >= ROUNDS) {
        round = [...unanswered, ...plan.deferred.map((id) => byId.get(id)!)];
        break;
      }
      round = [...unanswered.map((item) => ({ ...item, row: { ...item.row, qb_payload_hash: null } })), ...plan.deferred.map((id) => byId.get(id)!)];
    }
    for (const item of round) if (!results.has(item.row.id)) failed(item.row.id, 'QuickBooks did not confirm this transaction. Push it again.');
  }

  async function storeRefs(assignments: BatchPlan['assigned'], byId: Map<string, Sendable>): Promise<Set<string>> {
    const lost = new Set<string>();
    if (assignments.length === 0) return lost;
    await db.transaction().execute(async (trx) => {
      for (const assigned of assignments) {
        const item = byId.get(assigned.rowId)!;
        if (await claimRequestRef(trx, assigned.rowId, assigned.previous, assigned.ref, item.hash)) {
          item.row.qb_request_id = assigned.ref;
          item.row.qb_payload_hash = item.hash;
        } else {
          lost.add(assigned.rowId);
        }
      }
    });
    for (const rowId of lost) {
      const state = await findRowState(db, rowId);
      if (state?.qb_id) pushed(rowId, state.qb_id);
      else failed(rowId, BUSY_MESSAGE);
    }
    await progress(lost.size);
    return lost;
  }

  async function sendBatch(api: QboApi, batchId: string, items: { rowId: string; bId: string }[], byId: Map<string, Sendable>): Promise<Sendable[]> {
    const unanswered: Sendable[] = [];
    try {
      const answers = await api.batch(
        items.map(({ rowId, bId }) => ({ bId, operation: 'create' as const, entity: byId.get(rowId)!.payload.entity, body: byId.get(rowId)!.payload.body })),
        { requestId: batchId },
      );
      const byBid = new Map(answers.map((answer) => [answer.bId, answer]));
      await db.transaction().execute(async (trx) => {
        for (const { rowId, bId } of items) {
          const item = byId.get(rowId)!;
          const answer = byBid.get(bId);
          const qboId = answer?.entity?.Id;
          if (typeof qboId === 'string' || typeof qboId === 'number') {
            await markPushed(trx, rowId, String(qboId), item.payload.entity);
            pushed(rowId, String(qboId));
          } else if (answer?.error) {
            await recordFailure(trx, item, answer.error);
          } else {
            unanswered.push(item);
          }
        }
      });
      await progress(items.length - unanswered.length);
    } catch (error) {
      if (!(error instanceof QboError)) throw error;
      if (error.kind === 'disconnected') {
        disconnected = true;
        return [];
      }
      await db.transaction().execute(async (trx) => {
        for (const { rowId } of items) await recordFailure(trx, byId.get(rowId)!, error);
      });
      await progress(items.length);
    }
    return unanswered;
  }

  async function recordFailure(trx: Kysely<DB>, item: Sendable, error: QboError): Promise<void> {
    // Only a refusal proves nothing was made; after silence the requestid must stay for the replay.
    if (error.kind === 'validation') await markRefused(trx, item.row.id, item.row.qb_request_id!, error.message);
    else await markUnanswered(trx, item.row.id, error.message);
    failed(item.row.id, error.message, error.status);
  }

  for (const row of rows) if (!results.has(row.id)) failed(row.id, RECONNECT_MESSAGE);
  const result = summarise(rows.map((row) => results.get(row.id)!));
  await db.transaction().execute(async (trx) => {
    for (const [uploadId, uploadRows] of groupByUpload(rows)) {
      const counts = summarise(uploadRows.map((row) => results.get(row.id)!));
      const responseCode = disconnected ? 401 : (failingStatus ?? 200);
      const syncId = await recordSync(trx, {
        clientId,
        uploadId,
        kind: 'qbo_push',
        responseCode,
        pushed: counts.pushed,
        skipped: counts.skipped,
        failed: counts.failed,
        message: [
          `Pushed ${counts.pushed}, skipped ${counts.skipped}, failed ${counts.failed}`,
          disconnected ? RECONNECT_MESSAGE : null,
          options.overrideNote,
        ]
          .filter(Boolean)
          .join('. '),
        userId: options.actor.id,
      });
      const statement = uploadRows[0]!;
      await recordAudit(trx, {
        actor: options.actor,
        action: 'QuickBooks Sync',
        targetType: 'Sync',
        targetId: syncId,
        details: `Pushed ${counts.pushed}, skipped ${counts.skipped}, failed ${counts.failed} of "${statement.original_filename}" to QuickBooks Online${disconnected ? ' (stopped: QuickBooks asked to reconnect)' : ''}`,
        after: { upload_id: uploadId, response_code: responseCode, pushed: counts.pushed, skipped: counts.skipped, failed: counts.failed },
      });
      if (options.overrideNote && statement.reconciliation_json && JSON.parse(statement.reconciliation_json).reconciled === false) {
        await recordAudit(trx, {
          actor: options.actor,
          action: 'Reconciliation Overridden',
          targetType: 'Upload',
          targetId: uploadId,
          details: `Pushed "${statement.original_filename}" to QuickBooks Online although it does not reconcile`,
        });
      }
    }
  });
  return { result, disconnected };
}

function summarise(results: RowResult[]): PushResult {
  return {
    pushed: results.filter((r) => r.ok && !r.skipped).length,
    skipped: results.filter((r) => r.skipped).length,
    failed: results.filter((r) => !r.ok).length,
    results,
  };
}

function groupByUpload(rows: RowToPush[]): Map<string, RowToPush[]> {
  const groups = new Map<string, RowToPush[]>();
  for (const row of rows) {
    const group = groups.get(row.upload_id);
    if (group) group.push(row);
    else groups.set(row.upload_id, [row]);
  }
  return groups;
}
