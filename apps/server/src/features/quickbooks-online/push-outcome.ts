import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { recordSync } from '../sync-history/index.ts';
import { readStoredReconciliation } from '../uploads/index.ts';
import { RECONNECT_MESSAGE } from './push-messages.ts';
import type { PushTally } from './push-tally.ts';
import type { RowToPush } from './push-transactions.queries.ts';

/**
 * One sync history row per statement of the push, with its "QuickBooks Sync" audit entry (and a
 * "Reconciliation Overridden" one when an admin pushed a statement that does not reconcile), in one
 * transaction written once every row's outcome is stored.
 */
export async function recordPushOutcome(
  db: Kysely<DB>,
  push: { clientId: string; rows: RowToPush[]; tally: PushTally; disconnected: boolean; actor: Actor; overrideNote: string | null },
): Promise<void> {
  const { tally, disconnected, actor } = push;
  await db.transaction().execute(async (trx) => {
    for (const [uploadId, uploadRows] of groupByUpload(push.rows)) {
      const ids = uploadRows.map((row) => row.id);
      const counts = tally.summarise(ids);
      const responseCode = disconnected ? 401 : tally.responseCode(ids);
      const syncId = await recordSync(trx, {
        clientId: push.clientId,
        uploadId,
        kind: 'qbo_push',
        responseCode,
        pushed: counts.pushed,
        skipped: counts.skipped,
        failed: counts.failed,
        message: [
          syncSentence(counts, ids.length, tally.failedAtQuickBooks(ids)),
          ...tally.notSentSummary(ids),
          disconnected ? RECONNECT_MESSAGE : null,
          push.overrideNote,
        ]
          .filter(Boolean)
          .join('. '),
        userId: actor.id,
      });
      const statement = uploadRows[0]!;
      await recordAudit(trx, {
        actor,
        action: 'QuickBooks Sync',
        targetType: 'Sync',
        targetId: syncId,
        details: `Pushed ${counts.pushed}, skipped ${counts.skipped}, failed ${counts.failed} of "${statement.original_filename}" to QuickBooks Online${disconnected ? ' (stopped: QuickBooks asked to reconnect)' : ''}`,
        after: { upload_id: uploadId, response_code: responseCode, pushed: counts.pushed, skipped: counts.skipped, failed: counts.failed },
      });
      if (push.overrideNote && readStoredReconciliation(statement.reconciliation_json)?.reconciled === false) {
        await recordAudit(trx, {
          actor,
          action: 'Reconciliation Overridden',
          targetType: 'Upload',
          targetId: uploadId,
          details: `Pushed "${statement.original_filename}" to QuickBooks Online although it does not reconcile`,
        });
      }
    }
  });
}

/** "Pushed 48 of 57", then what else happened to the rows: already there, refused by QuickBooks. */
function syncSentence(counts: { pushed: number; skipped: number }, total: number, failedAtQuickBooks: number): string {
  const parts = [`Pushed ${counts.pushed} of ${total}`];
  if (counts.skipped > 0) parts.push(`${counts.skipped} already in QuickBooks`);
  if (failedAtQuickBooks > 0) parts.push(`${failedAtQuickBooks} refused by QuickBooks or not confirmed`);
  return parts.join(', ');
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
