import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PushResult } from '@ledgerdesk/contracts';
import type { DB, PushJobStatus } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { type JobQueue, claimNextJob, renewJobLease } from '../../lib/job-lease.ts';

export interface NewPushJob {
  clientId: string;
  uploadId: string | null;
  requestedBy: string;
  transactionIds: string[];
  overrideReconciliation: boolean;
}

export async function insertPushJob(db: Kysely<DB>, job: NewPushJob): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('qbo_push_jobs')
    .values({
      id,
      client_id: job.clientId,
      upload_id: job.uploadId,
      requested_by: job.requestedBy,
      transaction_ids_json: JSON.stringify(job.transactionIds),
      override_reconciliation: job.overrideReconciliation ? 1 : 0,
      status: 'queued',
      total: job.transactionIds.length,
      done_count: 0,
      result_json: null,
      error_message: null,
      job_attempts: 0,
      job_lease_until: null,
      job_owner: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export function findPushJob(db: Kysely<DB>, id: string) {
  return db.selectFrom('qbo_push_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

const pushQueue: JobQueue = { table: 'qbo_push_jobs', waiting: 'queued', running: 'running' };

/** The oldest queued push, or one whose worker stopped renewing its lease, now this worker's. */
export async function claimNextPushJob(db: Kysely<DB>, owner: string, leaseSeconds: number) {
  const claimed = await claimNextJob(db, pushQueue, owner, leaseSeconds);
  return claimed ? ((await findPushJob(db, claimed.id)) ?? null) : null;
}

/** False when another worker has taken the job over. */
export function renewPushLease(db: Kysely<DB>, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  return renewJobLease(db, pushQueue, id, owner, leaseSeconds);
}

export async function setPushProgress(db: Kysely<DB>, id: string, owner: string, doneCount: number): Promise<void> {
  await db
    .updateTable('qbo_push_jobs')
    .set({ done_count: doneCount, updated_at: nowIso() })
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .execute();
}

export async function finishPushJob(
  db: Kysely<DB>,
  id: string,
  owner: string,
  outcome: { status: Extract<PushJobStatus, 'done' | 'failed'>; result: PushResult | null; message: string | null },
): Promise<void> {
  await db
    .updateTable('qbo_push_jobs')
    .set((eb) => ({
      status: outcome.status,
      result_json: outcome.result && JSON.stringify(outcome.result),
      error_message: outcome.message,
      done_count: eb.ref('total'),
      job_lease_until: null,
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .where('job_owner', '=', owner)
    .execute();
}
