import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema.ts';
import { holdLease, startPollLoop } from '../../lib/poll-loop.ts';
import type { Categoriser } from '../categorisation/index.ts';
import { type ParsedStatement, StatementError } from '../statements/index.ts';
import { claimNextUpload, renewLease, setUploadAside } from './parse-jobs.queries.ts';
import { finishAsFailed, parseUpload } from './parse-upload.ts';
import { ReadingCalledOff, StatementWorkers, type StatementWorkersOptions } from './statement-workers.ts';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;
/** A crash of the reading thread (not the file's fault) is retried at once, in a fresh thread. */
const IMMEDIATE_RETRIES = 2;
/** A statement still being read after this is long (a scan read by OCR, hundreds of pages): the short lane opens. */
export const LONG_AFTER_MS = 1500;
/** What the short lane gives a statement; one still being read then is set aside for a regular thread. */
export const SHORT_LANE_MS = 8000;

type Lane = 'regular' | 'short';
interface Reading {
  id: string;
  lane: Lane;
  started: number;
}

export interface ParseJobRunner {
  /** Look for work now rather than at the next poll (called right after an upload is stored). */
  wake(): void;
  /** Finishes the statements in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Reads stored statements, oldest first, one per regular thread (PARSE_THREADS). While every regular thread has
 * been on a long statement for LONG_AFTER_MS, one more thread, the short lane, takes the next statement waiting,
 * so a 2-page statement is not held behind a 20-page scan; one that is still being read after SHORT_LANE_MS is
 * long too: its reading is called off and it is put back in the queue (its attempt not counted), remembered so
 * the short lane passes it over, and waits for a regular thread. Decision 0013. The job state lives in the
 * uploads table, so a statement whose process died is picked up again once its lease runs out, by this
 * process or another.
 */
export function startParseJobRunner(options: {
  db: Kysely<DB>;
  categorise: Categoriser;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseSeconds?: number;
  /** `threads` are the regular threads; the short lane adds one (default on). */
  workers?: StatementWorkersOptions;
  shortLane?: boolean;
  longAfterMs?: number;
  shortLaneMs?: number;
}): ParseJobRunner {
  const { db, categorise, log, pollMs = 1000, leaseSeconds = LEASE_SECONDS } = options;
  const owner = `${process.pid}-${crypto.randomUUID()}`;
  const regularThreads = Math.max(1, options.workers?.threads ?? os.availableParallelism() - 1);
  const shortLane = options.shortLane ?? true;
  const longAfterMs = options.longAfterMs ?? LONG_AFTER_MS;
  const shortLaneMs = options.shortLaneMs ?? SHORT_LANE_MS;
  const workers = new StatementWorkers({ ...options.workers, threads: regularThreads + (shortLane ? 1 : 0) });
  const inFlight = new Map<Promise<void>, Reading>();
  /** Statements the short lane gave up on: it passes them over (in this process; another may try each once). */
  const knownLong = new Set<string>();

  async function parseWithRetries(ref: { uploadId: string; owner: string }, signal: AbortSignal | undefined) {
    const parse = (pdf: Uint8Array) => workers.run<ParsedStatement>('parse', pdf, signal);
    for (let attempt = 0; ; attempt++) {
      try {
        return await parseUpload(db, ref, categorise, parse);
      } catch (error) {
        if (error instanceof StatementError || error instanceof ReadingCalledOff || attempt >= IMMEDIATE_RETRIES || loop.stopped) throw error;
        log.warn({ err: error, uploadId: ref.uploadId }, 'statement reader crashed; retrying now');
      }
    }
  }

  async function handle(job: { id: string; job_attempts: number }, lane: Lane): Promise<void> {
    const ref = { uploadId: job.id, owner };
    if (job.job_attempts > MAX_ATTEMPTS) {
      await finishAsFailed(db, ref, 'We could not finish reading this statement. Please upload it again, or contact support if it keeps failing.');
      return;
    }
    const release = holdLease(
      () => renewLease(db, job.id, owner, leaseSeconds),
      leaseSeconds,
      (error) => log.warn({ err: error }, 'lease renewal failed'),
    );
    const callOff = lane === 'short' ? new AbortController() : undefined;
    const deadline = callOff && setTimeout(() => callOff.abort(), shortLaneMs);
    // A regular statement that becomes long may open the short lane: look again then, not at the next poll.
    const longCheck = lane === 'regular' && shortLane ? setTimeout(() => loop.wake(), longAfterMs + 10) : undefined;
    try {
      const outcome = await parseWithRetries(ref, callOff?.signal);
      log.info({ uploadId: job.id, outcome, lane }, 'statement parsed');
    } catch (error) {
      if (error instanceof ReadingCalledOff) {
        knownLong.add(job.id);
        const setAside = await setUploadAside(db, job.id, owner);
        log.info({ uploadId: job.id, setAside }, 'statement too long for the short lane; back in the queue for a regular thread');
        return;
      }
      // Unexpected (not the file's fault): leave the lease to expire so the job is retried later.
      log.error({ err: error, uploadId: job.id }, 'statement parse crashed');
    } finally {
      clearTimeout(deadline);
      clearTimeout(longCheck);
      release();
    }
  }

  function start(job: { id: string; job_attempts: number }, lane: Lane): void {
    const running: Promise<void> = handle(job, lane).finally(() => {
      inFlight.delete(running);
      loop.wake();
    });
    inFlight.set(running, { id: job.id, lane, started: performance.now() });
  }

  const readings = (lane: Lane) => [...inFlight.values()].filter((reading) => reading.lane === lane);

  /** Fills the regular threads, oldest statement first; then the short lane, while every regular thread is on a long one. */
  async function fill(): Promise<void> {
    while (!loop.stopped && readings('regular').length < regularThreads) {
      const job = await claimNextUpload(db, owner, leaseSeconds);
      if (!job) return;
      start(job, 'regular');
    }
    const now = performance.now();
    const allLong = readings('regular').every((reading) => now - reading.started >= longAfterMs);
    if (!shortLane || loop.stopped || !allLong || readings('short').length > 0) return;
    const job = await claimNextUpload(db, owner, leaseSeconds, [...knownLong]);
    if (job) start(job, 'short');
  }

  const loop = startPollLoop({
    pass: fill,
    pollMs,
    onError: (error) => log.error({ err: error }, 'parse job runner failed; retrying at the next poll'),
  });
  return {
    wake: () => loop.wake(),
    async stop() {
      await loop.stop();
      await Promise.all(inFlight.keys());
      await workers.close();
    },
  };
}
