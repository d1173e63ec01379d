import type { Kysely } from 'kysely';
import type { PushResult } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../audit/index.ts';
import { buildQboEntity } from './build-qbo-entity.ts';
import { type QboConnector, QboError } from './qbo-api.ts';
import { payeeOf } from '../transactions/index.ts';
import { postingParts } from '../export/index.ts';
import { resolveVendors } from './qbo-vendors.ts';
import { RECONNECT_MESSAGE } from './push-messages.ts';
import { recordPushOutcome } from './push-outcome.ts';
import { activeAccountsByLabel, refusalOf } from './push-refusals.ts';
import { payloadHash } from './push-request-ids.ts';
import { type Sendable, sendExactlyOnce } from './push-send.ts';
import { PushTally } from './push-tally.ts';
import { loadRowsToPush, notePushError, onStatement, type RowToPush } from './push-transactions.queries.ts';

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

/**
 * One push: rows already in QuickBooks are skipped, rows not ready are refused with a sentence, payees
 * are found or created, and the rest is sent exactly once (push-send.ts); then the sync history.
 */
export async function runPush(options: PushRunOptions): Promise<PushOutcome> {
  const { db, connector, clientId } = options;
  // A row excluded since the push was asked for (a queued job) is left out like the others: never sent, not counted.
  const rows = (await loadRowsToPush(db, clientId, options.transactionIds)).filter(onStatement);
  const tally = new PushTally(options.onProgress);
  const pending: RowToPush[] = [];
  for (const row of rows) {
    if (!row.qb_id) pending.push(row);
    else if (row.qb_pushed_at && row.qb_pushed_at >= options.pushedSince) tally.pushed(row.id, row.qb_id);
    else tally.skipped(row.id, row.qb_id);
  }

  let disconnected = false;
  try {
    const accounts = await connector.accounts(clientId);
    if (!accounts) throw new QboError(RECONNECT_MESSAGE, 'disconnected', 401);
    const active = activeAccountsByLabel(accounts);
    const activeById = new Map(accounts.filter((a) => a.active).map((a) => [a.id, a]));
    const allowed: RowToPush[] = [];
    for (const row of pending) {
      // Rows that cannot go are left out before anything is sent, and summed up by why (push-tally.ts).
      const refusal =
        refusalOf(row, active) ??
        (activeById.has(row.register_account_id!)
          ? null
          : {
              kind: 'no_register' as const,
              message: 'The register account of this statement is not an active account in QuickBooks. Choose it again.',
            });
      if (!refusal) {
        allowed.push(row);
        continue;
      }
      tally.leftOut(row.id, refusal.kind, refusal.message);
      // Kept on the row, so the review screen still says why after a reload.
      await notePushError(db, row.id, refusal.message);
    }
    await tally.progress(rows.length - allowed.length);
    if (allowed.length > 0) {
      const api = await connector.forClient(clientId);
      const vendors = await resolveVendors(api, allowed.map(payeeOf), options.batchSize);
      const sendable: Sendable[] = [];
      for (const row of allowed) {
        const vendor = vendors.get(payeeOf(row)) ?? null;
        if (vendor instanceof QboError) {
          tally.failed(row.id, vendor.message, vendor.status);
          await notePushError(db, row.id, vendor.message);
          continue;
        }
        const register = activeById.get(row.register_account_id!)!;
        const lines = postingParts(row).map((part) => {
          const account = active.get(part.category)!;
          return { account: { id: account.id, type: account.type }, amountCents: part.amountCents, memo: part.memo };
        });
        const payload = buildQboEntity(row, { id: register.id, type: register.type }, lines, vendor);
        sendable.push({ row, payload, hash: payloadHash(api.realmId, payload) });
      }
      await tally.progress(allowed.length - sendable.length);
      tally.markSent(sendable.map((item) => item.row.id));
      disconnected = (await sendExactlyOnce({ db, api, batchSize: options.batchSize, tally }, sendable)).disconnected;
    }
  } catch (error) {
    if (!(error instanceof QboError && error.kind === 'disconnected')) throw error;
    disconnected = true;
  }

  for (const row of rows) if (!tally.has(row.id)) tally.failed(row.id, RECONNECT_MESSAGE);
  await recordPushOutcome(db, { clientId, rows, tally, disconnected, actor: options.actor, overrideNote: options.overrideNote });
  return { result: tally.summarise(rows.map((row) => row.id)), disconnected };
}
