import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema.ts';
import { holdLease, startPollLoop } from '../../lib/poll-loop.ts';
import type { Categoriser } from '../categorisation/categorise.ts';
import type { ParsedStatement } from '../statements/parser/types.ts';
import { StatementError } from '../statements/parser/statement-error.ts';
import { claimNextUpload, renewLease } from './parse-jobs.queries.ts';
import { finishAsFailed, parseUpload } from './parse-upload.ts';
import { StatementWorkers, type StatementWorkersOptions } from './statement-workers.ts';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;
/** A crash of the reading thread (not the file's fault) is retried at once, in a fresh thread. */
const IMMEDIATE_RETRIES = 2;

export interface ParseJobRunner {
  /** Look for work now rather than at the next poll (called right after an upload is stored). */
  wake(): void;
  /** Finishes the statements in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Reads stored statements, several at once (one per worker thread), so a 20-page scan does not hold a
 * 2-page statement behind it. The job state lives in the uploads table, so a statement whose process
 * died is picked up again once its lease runs out, by this process or another.
 */
export function startParseJobRunner(options: {
  db: Kysely<DB>;
  categorise: Categoriser;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseSeconds?: number;
  workers?: StatementWorkersOptions;
}): ParseJobRunner {
  const { db, categorise, log, pollMs = 1000, leaseSeconds = LEASE_SECONDS } = options;
  const owner = `${process.pid}-${crypto.randomUUID()}`;
  const workers = new StatementWorkers(options.workers);
  const parse = (pdf: Uint8Array) => workers.run<ParsedStatement>('parse', pdf);
  const inFlight = new Set<Promise<void>>();

  async function parseWithRetries(ref: { uploadId: string; owner: string }) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await parseUpload(db, ref, categorise, parse);
      } catch (error) {
        if (error instanceof StatementError || attempt >= IMMEDIATE_RETRIES || loop.stopped) throw error;
        log.warn({ err: error, uploadId: ref.uploadId }, 'statement reader crashed; retrying now');
      }
    }
  }

  async function handle(job: { id: string; job_attempts: number }): Promise<void> {
    const ref = { uploadId: job.id, owner };
    if (job.job_attempts > MAX_ATTEMPTS) {
      await finishAsFailed(db, ref, 'We could not finish reading this statement. Please upload it again, or contact support if it keeps failing.');
      return;
    }
    const release = holdLease(() => renewLease(db, job.id, owner, leaseSeconds), leaseSeconds, (error) => log.warn({ err: error }, 'lease renewal failed'));
    try {
      const outcome = await parseWithRetries(ref);
      log.info({ uploadId: job.id, outcome }, 'statement parsed');
    } catch (error) {
      // Unexpected (not the file's fault): leave the lease to expire so the job is retried later.
      log.error({ err: error, uploadId: job.id }, 'statement parse crashed');
    } finally {
      release();
    }
  }

  /** Claims statements until every thread is busy or there is nothing left to read. */
  async function fill(): Promise<void> {
    while (!loop.stopped && inFlight.size < workers.size) {
      const job = await claimNextUpload(db, owner, leaseSeconds);
      if (!job) return;
      const running: Promise<void> = handle(job).finally(() => {
        inFlight.delete(running);
        loop.wake();
      });
      inFlight.add(running);
    }
  }

  const loop = startPollLoop({ pass: fill, pollMs, onError: (error) => log.error({ err: error }, 'parse job runner failed; retrying at the next poll') });
  return {
    wake: () => loop.wake(),
    async stop() {
      await loop.stop();
      await Promise.all(inFlight);
      await workers.close();
    },
  };
}
