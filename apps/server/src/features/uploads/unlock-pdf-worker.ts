import { parentPort } from 'node:worker_threads';
import { unlockPdf } from './unlock-pdf.ts';

/**
 * One locked PDF, in a thread of its own (unlock-pdf-thread.ts): pdf-lib parses the whole untrusted file,
 * so it does so off the API's event loop and under the thread's memory limit. The password arrives in the
 * message and leaves with the thread; nothing here logs.
 */
export interface UnlockTask {
  pdf: Uint8Array;
  password: string | undefined;
}

parentPort?.once('message', (task: UnlockTask) => {
  unlockPdf(task.pdf, task.password).then(
    (outcome) => parentPort?.postMessage({ ok: true, outcome }, outcome.kind === 'unlocked' ? [outcome.pdf.buffer as ArrayBuffer] : []),
    (error: unknown) => parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.name : 'Error' }),
  );
});
