import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type JobQueue, claimNextJob, releaseJob, renewJobLease } from '../../lib/job-lease.ts';

/** Uploads are the parse jobs: waiting to be read, then being read under a worker's lease. */
const parseQueue: JobQueue = { table: 'uploads', waiting: 'pending_parse', running: 'processing' };

/** The oldest upload waiting to be read (but those in `skip`), or one whose worker stopped renewing its lease, now this worker's. */
export function claimNextUpload(db: Kysely<DB>, owner: string, leaseSeconds: number, skip: readonly string[] = []) {
  return claimNextJob(db, parseQueue, owner, leaseSeconds, skip);
}

/** Puts an upload back in the queue, as if never claimed: it turned out long, and waits for a regular thread. */
export function setUploadAside(db: Kysely<DB>, id: string, owner: string): Promise<boolean> {
  return releaseJob(db, parseQueue, id, owner);
}

/** Extends the lease while a long statement is read; false when another worker has taken over. */
export function renewLease(db: Kysely<DB>, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  return renewJobLease(db, parseQueue, id, owner, leaseSeconds);
}
