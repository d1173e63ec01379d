import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type JobQueue, claimNextJob, renewJobLease } from '../../lib/job-lease.ts';

/** Uploads are the parse jobs: waiting to be read, then being read under a worker's lease. */
const parseQueue: JobQueue = { table: 'uploads', waiting: 'pending_parse', running: 'processing' };

/** The oldest upload waiting to be read, or one whose worker stopped renewing its lease, now this worker's. */
export function claimNextUpload(db: Kysely<DB>, owner: string, leaseSeconds: number) {
  return claimNextJob(db, parseQueue, owner, leaseSeconds);
}

/** Extends the lease while a long statement is read; false when another worker has taken over. */
export function renewLease(db: Kysely<DB>, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  return renewJobLease(db, parseQueue, id, owner, leaseSeconds);
}
