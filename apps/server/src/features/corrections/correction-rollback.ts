import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict } from '../../lib/http-error.ts';
import type { AuditRow, RecordRollback, Reverter, Reverters } from '../audit/index.ts';
import { recordDecisions } from '../categorisation/index.ts';
import type { AutoCategoriser } from '../transactions/index.ts';
import { type CorrectionSnapshot, addedSnapshot, holds } from './correction-snapshot.ts';
import { assertCorrectable } from './row-locks.ts';
import { closePosition, refreshReconciliation } from './statement-rows.ts';

const changedSince = () => conflict('This transaction has changed since this entry. Roll back the later change first.');
const gone = () => conflict('A transaction of this entry no longer exists (its statement was rolled back).');

type Snapshot = CorrectionSnapshot & { id?: string };

/** One entry's rows: a bulk entry keeps `{ rows: [{ id, … }] }`, a single one its target's columns. */
function pairsOf(entry: AuditRow): Array<{ id: string; before: CorrectionSnapshot; after: CorrectionSnapshot }> {
  const before = JSON.parse(entry.before_json ?? '{}') as Snapshot & { rows?: Snapshot[] };
  const after = JSON.parse(entry.after_json ?? '{}') as Snapshot & { rows?: Snapshot[] };
  if (!before.rows) return [{ id: entry.target_id, before, after }];
  const afterRows = new Map((after.rows ?? []).map(({ id, ...columns }) => [id, columns]));
  return before.rows.map(({ id, ...columns }) => ({ id: id!, before: columns, after: afterRows.get(id) ?? {} }));
}

/** Logs' rollback of row corrections, refusing when the row moved on since. */
export function correctionReverters({ db, categoriser }: { db: Kysely<DB>; categoriser: AutoCategoriser }): Reverters {
  /** Edits, exclusions and splits: the touched columns go back to what they were. */
  async function revertChange(entry: AuditRow, record: RecordRollback): Promise<string> {
    const pairs = pairsOf(entry);
    const id = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('transactions')
        .selectAll()
        .where(
          'id',
          'in',
          pairs.map((pair) => pair.id),
        )
        .execute();
      if (current.length !== pairs.length) throw gone();
      const byId = new Map(current.map((row) => [row.id, row]));
      for (const pair of pairs) {
        const row = byId.get(pair.id)!;
        assertCorrectable(row);
        if (!holds(row, pair.after)) throw changedSince();
      }
      for (const pair of pairs) {
        await trx
          .updateTable('transactions')
          .set({ ...pair.before, qb_push_error: null, updated_at: nowIso() })
          .where('id', '=', pair.id)
          .execute();
      }
      for (const uploadId of new Set(current.map((row) => row.upload_id))) await refreshReconciliation(trx, uploadId);
      const restored = new Map(pairs.map((pair) => [pair.id, pair.before]));
      await recordDecisions(
        trx,
        current.map((row) => ({ before: row, after: { ...row, ...restored.get(row.id) } })),
      );
      return record(trx);
    });
    await categoriser.catchUp();
    return id;
  }

  /** A row added by hand is taken out again, as long as nobody has decided anything about it since. */
  async function revertAdded(entry: AuditRow, record: RecordRollback): Promise<string> {
    const added = JSON.parse(entry.after_json ?? '{}') as ReturnType<typeof addedSnapshot>;
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('transactions').selectAll().where('id', '=', entry.target_id).executeTakeFirst();
      if (!row) throw gone();
      assertCorrectable(row);
      const untouched = JSON.stringify(addedSnapshot(row)) === JSON.stringify(added);
      if (!untouched || row.approved === 1 || row.manual_category !== null || row.splits_json !== null || row.excluded === 1) throw changedSince();
      await trx.updateTable('transactions').set({ possible_duplicate_of: null }).where('possible_duplicate_of', '=', row.id).execute();
      await trx.deleteFrom('transactions').where('id', '=', row.id).execute();
      await closePosition(trx, row.upload_id, row.position);
      await refreshReconciliation(trx, row.upload_id);
      await recordDecisions(trx, [{ before: row, after: null }]);
      return record(trx);
    });
    await categoriser.catchUp();
    return id;
  }

  const change: Reverter = (entry, _caller, record) => revertChange(entry, record);
  return {
    'Transaction Corrected': change,
    'Transaction Excluded': change,
    'Transaction Included': change,
    'Transaction Split': change,
    'Transaction Added': (entry, _caller, record) => revertAdded(entry, record),
  };
}
