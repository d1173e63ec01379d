import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema.ts';
import { holdLease, startPollLoop } from '../../lib/poll-loop.ts';
import { actorOf } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import type { QboConnector } from './qbo-api.ts';
import { claimNextPushJob, finishPushJob, renewPushLease, setPushProgress } from './push-jobs.queries.ts';
import { RECONNECT_MESSAGE } from './push-messages.ts';
import { runPush } from './push-run.ts';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;
// The screen polls every 2 s; writing progress after every batch would cost a commit each on SQLite.
const PROGRESS_EVERY_MS = 250;

function progressWriter(db: Kysely<DB>, jobId: string, owner: string) {
  let last = 0;
  return async (done: number) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await setPushProgress(db, jobId, owner, done);
  };
}

export interface PushJobRunner {
  /** Look for work now rather than at the next poll (called right after a push job is queued). */
  wake(): void;
  /** Stops claiming; the push in hand is left to its lease, so another process or a restart resumes it. */
  stop(): Promise<void>;
}

/**
 * Runs queued pushes one at a time. The job state lives in qbo_push_jobs, so a push whose process died
 * is taken up again when its lease runs out; each row's stored requestid makes the resumed push replay
 * what QuickBooks already has instead of posting it twice (push-request-ids.ts).
 */
export function startPushJobRunner(options: {
  db: Kysely<DB>;
  connector: QboConnector;
  batchSize: number;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseSeconds?: number;
}): PushJobRunner {
  const { db, connector, batchSize, log, pollMs = 1000, leaseSeconds = LEASE_SECONDS } = options;
  const owner = `${process.pid}-${crypto.randomUUID()}`;

  async function runOne(): Promise<boolean> {
    const job = await claimNextPushJob(db, owner, leaseSeconds);
    if (!job) return false;
    if (job.job_attempts > MAX_ATTEMPTS) {
      await finishPushJob(db, job.id, owner, {
        status: 'failed',
        result: null,
        message: 'This push stopped several times. Push the transactions again.',
      });
      return true;
    }
    const release = holdLease(
      () => renewPushLease(db, job.id, owner, leaseSeconds),
      leaseSeconds,
      (error) => log.warn({ err: error }, 'push lease renewal failed'),
    );
    try {
      const requester = job.requested_by ? await findUserById(db, job.requested_by) : undefined;
      const outcome = await runPush({
        db,
        connector,
        batchSize,
        clientId: job.client_id,
        transactionIds: JSON.parse(job.transaction_ids_json) as string[],
        actor: requester ? actorOf(requester) : { id: null, name: 'A deleted user' },
        overrideNote: job.override_reconciliation === 1 ? `Reconciliation overridden by ${requester?.email ?? 'an admin'}` : null,
        pushedSince: job.created_at,
        onProgress: progressWriter(db, job.id, owner),
      });
      await finishPushJob(db, job.id, owner, {
        status: outcome.disconnected ? 'failed' : 'done',
        result: outcome.result,
        message: outcome.disconnected ? RECONNECT_MESSAGE : null,
      });
      log.info({ jobId: job.id, pushed: outcome.result.pushed, failed: outcome.result.failed }, 'push job finished');
    } catch (error) {
      // Not QuickBooks' answer (e.g. the database went away): the lease runs out and the job resumes.
      log.error({ err: error, jobId: job.id }, 'push job crashed');
    } finally {
      release();
    }
    return true;
  }

  async function drain(): Promise<void> {
    while (!loop.stopped && (await runOne()));
  }

  const loop = startPollLoop({
    pass: drain,
    pollMs,
    onError: (error) => log.error({ err: error }, 'push job runner failed; retrying at the next poll'),
  });
  return { wake: () => loop.wake(), stop: () => loop.stop() };
}
