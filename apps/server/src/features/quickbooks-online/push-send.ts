import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { QboEntityPayload } from './build-qbo-entity.ts';
import { type QboApi, QboError } from './qbo-api.ts';
import { inPool } from './push-pool.ts';
import { type BatchPlan, decodeRequestRef, planBatches } from './push-request-ids.ts';
import type { PushTally } from './push-tally.ts';
import { claimRequestRef, findRowState, markPushed, markRefused, notePushError, type RowToPush } from './push-transactions.queries.ts';

const BUSY_MESSAGE = 'This transaction is being pushed by someone else right now. Try again in a moment.';
// The connection's client keeps Intuit's 10 requests in flight per company; this only keeps it fed.
const BATCHES_IN_FLIGHT = 10;
// A row whose bId Intuit's first answer lacked takes a fresh requestid; once more is plenty.
const FRESH_ROUNDS = 3;

export interface Sendable {
  row: RowToPush;
  payload: QboEntityPayload;
  hash: string;
}

/**
 * Sends the rows in batches exactly once (push-request-ids.ts): each batch's requestids are stored just
 * before its first call, and its answers in one database transaction as they arrive. Resolves with
 * `disconnected` when QuickBooks asked to reconnect midway (what was stored stays).
 */
export async function sendExactlyOnce(
  { db, api, batchSize, tally }: { db: Kysely<DB>; api: QboApi; batchSize: number; tally: PushTally },
  sendable: Sendable[],
): Promise<{ disconnected: boolean }> {
  let disconnected = false;

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
      if (state?.qb_id) tally.pushed(rowId, state.qb_id);
      else tally.failed(rowId, BUSY_MESSAGE);
    }
    await tally.progress(lost.size);
    return lost;
  }

  async function recordFailure(trx: Kysely<DB>, item: Sendable, error: QboError): Promise<void> {
    // Only a refusal proves nothing was made; after silence the requestid must stay for the replay.
    if (error.kind === 'validation') await markRefused(trx, item.row.id, item.row.qb_request_id!, error.message);
    else await notePushError(trx, item.row.id, error.message);
    tally.failed(item.row.id, error.message, error.status);
  }

  /** Sends one batch and stores its answers; returns the rows Intuit's answer did not mention. */
  async function sendBatch(batchId: string, items: { rowId: string; bId: string }[], byId: Map<string, Sendable>): Promise<Sendable[]> {
    const unanswered: Sendable[] = [];
    try {
      const answers = await api.batch(
        items.map(({ rowId, bId }) => ({
          bId,
          operation: 'create' as const,
          entity: byId.get(rowId)!.payload.entity,
          body: byId.get(rowId)!.payload.body,
        })),
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
            tally.pushed(rowId, String(qboId));
          } else if (answer?.error) {
            await recordFailure(trx, item, answer.error);
          } else {
            unanswered.push(item);
          }
        }
      });
      await tally.progress(items.length - unanswered.length);
    } catch (error) {
      if (!(error instanceof QboError)) throw error;
      if (error.kind === 'disconnected') {
        disconnected = true;
        return [];
      }
      await db.transaction().execute(async (trx) => {
        for (const { rowId } of items) await recordFailure(trx, byId.get(rowId)!, error);
      });
      await tally.progress(items.length);
    }
    return unanswered;
  }

  let round: Sendable[] = sendable;
  let freshRounds = 0;
  while (round.length > 0 && !disconnected) {
    const byId = new Map(round.map((item) => [item.row.id, item]));
    const plan = planBatches(
      round.map(({ row, hash }) => ({ id: row.id, hash, storedRef: row.qb_request_id, storedHash: row.qb_payload_hash })),
      batchSize,
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
      unanswered.push(...(await sendBatch(batchId, items, byId)));
    });
    const deferred = plan.deferred.map((id) => byId.get(id)!);
    if (unanswered.length > 0 && ++freshRounds >= FRESH_ROUNDS) {
      round = [...unanswered, ...deferred];
      break;
    }
    // Intuit's first answer to these requestids did not carry them: they were never posted, so a
    // fresh requestid is safe (compare-and-set against the one they hold).
    round = [...unanswered.map((item) => ({ ...item, row: { ...item.row, qb_payload_hash: null } })), ...deferred];
  }
  if (!disconnected) {
    for (const item of round) if (!tally.has(item.row.id)) tally.failed(item.row.id, 'QuickBooks did not confirm this transaction. Push it again.');
  }
  return { disconnected };
}
