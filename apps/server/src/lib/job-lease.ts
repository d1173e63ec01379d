import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { isoAfter, nowIso } from './clock.ts';

/** The columns a table of leased jobs has, whatever else its rows hold. */
interface LeaseColumns {
  id: string;
  status: string;
  job_owner: string | null;
  job_lease_until: string | null;
  job_attempts: number;
  created_at: string;
  updated_at: string;
}

/** A table whose rows are jobs, and the statuses of a job waiting for a worker and of one being worked on. */
export interface JobQueue {
  table: 'uploads' | 'qbo_push_jobs';
  waiting: string;
  running: string;
}

type LeasedDB = Record<JobQueue['table'], LeaseColumns>;
const leased = (db: Kysely<DB>) => db as unknown as Kysely<LeasedDB>;

/**
 * Claims the oldest waiting job, or one whose worker stopped renewing its lease (crashed, killed). The
 * conditional UPDATE is the lock: under concurrent workers on PostgreSQL the loser re-checks the row after
 * the winner commits and updates nothing, so no job runs in two workers at once; on SQLite writes are
 * serialised anyway (docs/decisions/0003).
 */
export async function claimNextJob(
  db: Kysely<DB>,
  { table, waiting, running }: JobQueue,
  owner: string,
  leaseSeconds: number,
  /** Jobs this worker will not take now (known to be long, for a lane kept for short ones). */
  skip: readonly string[] = [],
): Promise<{ id: string; job_attempts: number } | null> {
  const now = nowIso();
  const claimable = (eb: ExpressionBuilder<LeasedDB, JobQueue['table']>) =>
    eb.or([eb('status', '=', waiting), eb.and([eb('status', '=', running), eb('job_lease_until', '<', now)])]);
  let oldest = leased(db).selectFrom(table).select('id').where(claimable);
  if (skip.length > 0) oldest = oldest.where('id', 'not in', skip);
  const next = await oldest.orderBy('created_at').limit(1).executeTakeFirst();
  if (!next) return null;
  const claimed = await leased(db)
    .updateTable(table)
    .set((eb) => ({
      status: running,
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

/** Extends the lease while the job runs; false when another worker has taken it over. */
export async function renewJobLease(db: Kysely<DB>, { table, running }: JobQueue, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  const result = await leased(db)
    .updateTable(table)
    .set({ job_lease_until: isoAfter(leaseSeconds) })
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .where('status', '=', running)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands a job back to the queue untouched, its attempt not counted (it was set aside, not failed); false when no longer this worker's. */
export async function releaseJob(db: Kysely<DB>, { table, waiting, running }: JobQueue, id: string, owner: string): Promise<boolean> {
  const result = await leased(db)
    .updateTable(table)
    .set((eb) => ({ status: waiting, job_owner: null, job_lease_until: null, job_attempts: eb('job_attempts', '-', 1) }))
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .where('status', '=', running)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
