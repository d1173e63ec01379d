import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StatementError } from '../statements/index.ts';
import type { StatementReply, StatementTask } from './statement-worker.ts';

export interface StatementWorkersOptions {
  /** Statements read at the same time; default: one per core less one for the API, at least 1. */
  threads?: number;
  /** Heap limit of each thread; pdf.js beyond it ends the thread, not the server. */
  memoryMb?: number;
  /** A statement still being read after this is abandoned (its thread is ended). */
  timeoutMs?: number;
  /** A thread left idle this long is ended, giving its memory back; the next statement starts a fresh one. */
  idleMs?: number;
}

// A thread keeps what pdf.js built up: three large statements left ~620 MB in two idle threads. A minute
// keeps a batch of uploads on warm threads (a cold one costs about a second to start pdf.js).
export const DEFAULT_IDLE_MS = 60_000;

export const TOO_SLOW_MESSAGE =
  'Reading this PDF took far longer than any statement should, so it was stopped. Upload the statement as the bank issued it.';
export const TOO_BIG_MESSAGE =
  'Reading this PDF needed far more memory than any statement should, so it was stopped. Upload the statement as the bank issued it.';

// The worker runs TypeScript source like the server does, through tsx. Node 20 does not carry module
// hooks (`--import tsx`) into worker threads, so the thread starts from a line that loads tsx's ESM API
// itself (its CommonJS twin resolves its own files wrongly inside an eval'd worker).
const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs')).href;
const workerUrl = new URL('./statement-worker.ts', import.meta.url).href;
const workerSource = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}));`;

interface Job {
  task: Omit<StatementTask, 'id'>;
  resolve(value: unknown): void;
  reject(error: Error): void;
  signal?: AbortSignal;
}

/** A read called off by its caller (`run`'s signal): its thread is ended, nothing is wrong with the file. */
export class ReadingCalledOff extends Error {}

/**
 * A small pool of worker threads that read statements: pdf.js never runs on the API's event loop, a
 * hostile file can only exhaust its own thread's memory and time, and several statements are read at
 * once. Each thread reads one statement at a time; a thread that crashed, ran out of memory or time is
 * replaced by a fresh one, so no pdf.js state is ever shared between two statements in flight.
 */
export class StatementWorkers {
  private readonly threads: number;
  private readonly memoryMb: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Set<Worker>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: StatementWorkersOptions = {}) {
    this.threads = Math.max(1, options.threads ?? os.availableParallelism() - 1);
    this.memoryMb = options.memoryMb ?? 768;
    this.timeoutMs = options.timeoutMs ?? 240_000;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** How many statements it reads at once. */
  get size(): number {
    return this.threads;
  }

  /** Whether it still takes statements (false once closed, as the server shuts down). */
  get accepting(): boolean {
    return !this.closed;
  }

  /** Statements waiting for a free thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Threads alive now, reading or waiting for work. */
  get alive(): number {
    return this.idle.length + this.busy.size;
  }

  /**
   * A statement's transactions (`parse`) or its first page's text (`first-page`), read in a worker. Aborting
   * `signal` rejects with ReadingCalledOff and ends the thread reading it.
   */
  run<T>(kind: StatementTask['kind'], pdf: Uint8Array, signal?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Statement workers are closed'));
    if (signal?.aborted) return Promise.reject(new ReadingCalledOff('Reading called off'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { task: { kind, pdf }, resolve: resolve as (value: unknown) => void, reject, signal };
      this.queue.push(job);
      // Still waiting for a thread: leave the queue. Once started, `start` ends its thread instead.
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.queue.indexOf(job);
          if (waiting >= 0) {
            this.queue.splice(waiting, 1);
            reject(new ReadingCalledOff('Reading called off'));
          }
        },
        { once: true },
      );
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Statement workers are closed'));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all([...this.idle.splice(0), ...this.busy].map((worker) => worker.terminate()));
    this.busy.clear();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.takeIdle() ?? (this.busy.size < this.threads ? this.spawn() : undefined);
      if (!worker) return;
      this.start(worker, this.queue.shift()!);
    }
  }

  private takeIdle(): Worker | undefined {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
    }
    return worker;
  }

  private rest(worker: Worker): void {
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      this.idle.splice(this.idle.indexOf(worker), 1);
      void worker.terminate();
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private spawn(): Worker {
    return new Worker(workerSource, {
      eval: true,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 48 },
      stdout: false,
      stderr: false,
    });
  }

  private start(worker: Worker, job: Job): void {
    this.busy.add(worker);
    const id = this.nextId++;
    let settled = false;
    const finish = (outcome: { value: unknown } | { error: Error }, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.busy.delete(worker);
      if (reusable && !this.closed) this.rest(worker);
      else void worker.terminate();
      if ('error' in outcome) job.reject(outcome.error);
      else job.resolve(outcome.value);
      this.dispatch();
    };
    const onMessage = (reply: StatementReply) => {
      if (reply.id !== id) return;
      if (reply.ok) finish({ value: reply.value }, true);
      else finish({ error: reply.statementError ? new StatementError(reply.message) : new Error(reply.message) }, true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new StatementError(TOO_BIG_MESSAGE) : error }, false);
    const onExit = (code: number) => finish({ error: new Error(`Statement worker stopped (exit code ${code})`) }, false);
    const timer = setTimeout(() => finish({ error: new StatementError(TOO_SLOW_MESSAGE) }, false), this.timeoutMs);
    const onAbort = () => finish({ error: new ReadingCalledOff('Reading called off') }, false);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // A copy: the caller keeps its bytes, the worker owns (and may detach) its own.
    const pdf = new Uint8Array(job.task.pdf);
    worker.postMessage({ id, kind: job.task.kind, pdf } satisfies StatementTask, [pdf.buffer]);
  }
}
