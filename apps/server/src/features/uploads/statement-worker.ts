import { parentPort } from 'node:worker_threads';
import { parseStatement, StatementError } from '../statements/index.ts';
import { checkPdfBudget } from './pdf-budget.ts';
import { readFirstPageText } from './statement-text.ts';

/**
 * Runs inside a worker thread (statement-workers.ts): everything pdf.js does with an untrusted file
 * happens here, off the API's event loop and under the thread's memory limit.
 */
export type StatementTask = { id: number; kind: 'parse' | 'first-page'; pdf: Uint8Array };
export type StatementReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; statementError: boolean; message: string };

async function run(task: StatementTask): Promise<unknown> {
  checkPdfBudget(task.pdf);
  return task.kind === 'parse' ? parseStatement(task.pdf) : readFirstPageText(task.pdf);
}

parentPort?.on('message', (task: StatementTask) => {
  run(task).then(
    (value) => parentPort?.postMessage({ id: task.id, ok: true, value } satisfies StatementReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: task.id,
        ok: false,
        statementError: error instanceof StatementError,
        message: error instanceof Error ? error.message : String(error),
      } satisfies StatementReply),
  );
});
