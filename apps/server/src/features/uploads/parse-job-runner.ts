import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema.ts';
import type { Categoriser } from '../categorisation/categorise.ts';
import { claimNextUpload, renewLease } from './parse-jobs.queries.ts';
import { finishAsFailed, parseUpload } from './parse-upload.ts';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;

export interface ParseJobRunner {
  /** Look for work now rather than at the next poll (called right after an upload is stored). */
  wake(): void;
  /** Finishes the statement in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Reads stored statements one at a time. The job state lives in the uploads table, so a statement
 * whose worker died is picked up again once its lease runs out, by this process or another.
 */
export function startParseJobRunner(options: {
  db: Kysely<DB>;
  categorise: Categoriser;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseSeconds?: number;
}): ParseJobRunner {
  const { db, categorise, log, pollMs = 1000, leaseSeconds = LEASE_SECONDS } = options;
  const owner = `${process.pid}-${crypto.randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOne(): Promise<boolean> {
    const job = await claimNextUpload(db, owner, leaseSeconds);
    if (!job) return false;
    const ref = { uploadId: job.id, owner };
    if (job.job_attempts > MAX_ATTEMPTS) {
      await finishAsFailed(db, ref, 'We could not finish reading this statement. Please upload it again, or contact support if it keeps failing.');
      return true;
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, owner, leaseSeconds).catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed'));
    }, (leaseSeconds * 1000) / 3);
    try {
      const outcome = await parseUpload(db, ref, categorise);
      log.info({ uploadId: job.id, outcome }, 'statement parsed');
    } catch (error) {
      // Unexpected (not the file's fault): leave the lease to expire so the job is retried.
      log.error({ err: error, uploadId: job.id }, 'statement parse crashed');
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  async function drain(): Promise<void> {
    try {
      while (!stopped && (await runOne()));
    } catch (error) {
      log.error({ err: error }, 'parse job runner failed; retrying at the next poll');
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick(): void {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
