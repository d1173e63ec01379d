import { Worker } from 'node:worker_threads';
import { StatementError } from '../statements/index.ts';
import { TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE } from './statement-workers.ts';
import { type UnlockOutcome, mayBeEncrypted } from './unlock-pdf.ts';
import type { UnlockTask } from './unlock-pdf-worker.ts';

export interface PdfUnlockerOptions {
  /** Heap limit of the thread; beyond it the file is refused, the server goes on. */
  memoryMb?: number;
  /** A file still being unlocked after this is refused and its thread ended. */
  timeoutMs?: number;
}

const workerUrl = new URL('./unlock-pdf-worker.ts', import.meta.url);

/**
 * Unlocks password-protected PDFs one at a time, each in a fresh worker thread that ends with it, so
 * nothing of one file or its password stays in a thread for the next. Locked statements are rare: the
 * thread's start (about 0.3 s) costs less than keeping one alive. The limits are the upload's first-page
 * check's (512 MB, 20 s); `npm run bench:large-pdf` measures a 25 MB locked scan against them.
 */
export class PdfUnlocker {
  private readonly memoryMb: number;
  private readonly timeoutMs: number;
  private last: Promise<unknown> = Promise.resolve();

  constructor(options: PdfUnlockerOptions = {}) {
    this.memoryMb = options.memoryMb ?? 512;
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  unlock(pdf: Uint8Array, password: string | undefined): Promise<UnlockOutcome> {
    // Most statements are not encrypted: a search of their bytes (milliseconds for 10 MB) and no thread.
    if (!mayBeEncrypted(pdf)) return Promise.resolve({ kind: 'not_encrypted' });
    const turn = this.last.then(() => this.inThread(pdf, password));
    this.last = turn.catch(() => undefined);
    return turn;
  }

  private inThread(pdf: Uint8Array, password: string | undefined): Promise<UnlockOutcome> {
    return new Promise<UnlockOutcome>((resolve, reject) => {
      const worker = new Worker(workerUrl, {
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 48 },
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const finish = (outcome: { value: UnlockOutcome } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.value);
      };
      const timer = setTimeout(() => finish({ error: new StatementError(TOO_SLOW_MESSAGE) }), this.timeoutMs);
      worker.once('message', (reply: { ok: true; outcome: UnlockOutcome } | { ok: false; message: string }) => {
        // An unexpected failure is named by its class only: a message could quote the file, never the password, but say nothing.
        finish(reply.ok ? { value: reply.outcome } : { error: new Error(`Unlocking a PDF failed (${reply.message})`) });
      });
      worker.once('error', (error: Error & { code?: string }) =>
        finish({
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new StatementError(TOO_BIG_MESSAGE) : new Error(`Unlocking a PDF failed (${error.name})`),
        }),
      );
      worker.once('exit', (code) => finish({ error: new Error(`PDF unlock thread stopped (exit code ${code})`) }));
      // A copy: the caller keeps its bytes, the thread owns its own.
      const copy = new Uint8Array(pdf);
      worker.postMessage({ pdf: copy, password } satisfies UnlockTask, [copy.buffer]);
    });
  }
}
