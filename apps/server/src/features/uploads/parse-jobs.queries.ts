import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';

/**
 * Claims the oldest upload waiting to be read, or one whose worker stopped renewing its lease
 * (crashed, killed). The conditional UPDATE is the lock: under concurrent workers on PostgreSQL
 * the loser re-checks the row after the winner commits and updates nothing, so no upload is
 * parsed by two workers at once; on SQLite writes are serialised anyway.
 */
export async function claimNextUpload(db: Kysely<DB>, owner: string, leaseSeconds: number) {
  const now = nowIso();
  const claimable = (eb: ExpressionBuilder<DB, 'uploads'>) =>
    eb.or([
      eb('status', '=', 'pending_parse'),
      eb.and([eb('status', '=', 'processing'), eb('job_lease_until', '<', now)]),
    ]);
  const next = await db
    .selectFrom('uploads')
    .select('id')
    .where(claimable)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  const claimed = await db
    .updateTable('uploads')
    .set((eb) => ({
      status: 'processing',
      job_owner: owner,
      job_lease_until: isoAfter(leaseSeconds),
      job_attempts: eb('job_attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', next.id)
    .where(claimable)
    .returning(['id', 'job_attempts'])
    .executeTakeFirst();
  return claimed ?? null;
}

/** Extends the lease while a long statement is read; false when another worker has taken over. */
export async function renewLease(db: Kysely<DB>, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set({ job_lease_until: isoAfter(leaseSeconds) })
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
