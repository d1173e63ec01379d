import { afterAll, describe, expect, it } from 'vitest';
import { decompressionBomb, drawingFlood, drawingFloodInForms, drawingFloodInPieces, drawingOnManyPages } from '../../../test/support/hostile-pdf.ts';
import { makeStatementPdf } from '../../../../../tools/test-support/statement-pdf.ts';
import { type ParsedStatement, StatementError } from '../statements/index.ts';
import { OVER_BUDGET_MESSAGE, TOO_MUCH_DRAWING_MESSAGE, checkPdfBudget } from './pdf-budget.ts';
import { StatementWorkers, TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE } from './statement-workers.ts';

const statement = () =>
  makeStatementPdf({
    holder: 'Harbor Light Dental LLC',
    period: ['01/01/2026', '01/31/2026'],
    opening: 1000,
    lines: [
      { date: '01/05', description: 'SHELL OIL 57442', amount: -45.1 },
      { date: '01/09', description: 'DEPOSIT', amount: 250 },
    ],
  });

describe('pdf budget', () => {
  it('lets a real statement through and stops a stream that inflates past the budget', async () => {
    const real = new Uint8Array(await statement());
    expect(() => checkPdfBudget(real)).not.toThrow();
    const bomb = decompressionBomb(3 * 1024 * 1024);
    expect(() =>
      checkPdfBudget(bomb, {
        maxStreamBytes: 1024 * 1024,
        maxTotalBytes: 2 * 1024 * 1024,
        maxDrawingBytes: 1024 * 1024,
        maxPageDrawingBytes: 1024 * 1024,
      }),
    ).toThrow(OVER_BUDGET_MESSAGE);
  });

  it('stops a page stream of far more drawing operators than a statement holds, not images or fonts of that size', () => {
    // 48 MB of line operators from under 100 KB of file (issue 21): refused before pdf.js builds an operator list.
    expect(() => checkPdfBudget(drawingFlood(3_500_000))).toThrow(TOO_MUCH_DRAWING_MESSAGE);
    // The same cut into 7 streams of one page under the per-stream budget: stopped by the page's total.
    expect(() => checkPdfBudget(drawingFloodInPieces(3_500_000, 7))).toThrow(TOO_MUCH_DRAWING_MESSAGE);
    // Or into forms the page draws: forms count together whoever names them.
    expect(() => checkPdfBudget(drawingFloodInForms(3_500_000, 7))).toThrow(TOO_MUCH_DRAWING_MESSAGE);
    expect(() => checkPdfBudget(drawingFlood(100_000))).not.toThrow();
    const image = Buffer.from(
      drawingFlood(1_000_000).toString('latin1').replace('<< /Length', '<< /Type /XObject /Subtype /Image /Length'),
      'latin1',
    );
    expect(() => checkPdfBudget(image)).not.toThrow();
  });

  it('reads a long statement whose pages together draw far more than one page may', () => {
    // 150 pages of ~350 KB of drawing each (three times the densest real statement's page): 51 MB in all.
    expect(() => checkPdfBudget(drawingOnManyPages(150, 25_000))).not.toThrow();
  });
});

describe('statement workers', () => {
  const workers = new StatementWorkers({ threads: 2, memoryMb: 192, timeoutMs: 60_000 });
  afterAll(() => workers.close());

  it('reads a statement and its first page in a worker thread, several at once', async () => {
    const pdf = await statement();
    const [parsed, again, firstPage] = await Promise.all([
      workers.run<ParsedStatement>('parse', pdf),
      workers.run<ParsedStatement>('parse', pdf),
      workers.run<string | null>('first-page', pdf),
    ]);
    expect(parsed.accounts[0]?.transactions.map((t) => t.amount_cents)).toEqual([-4510, 25000]);
    expect(again).toEqual(parsed);
    expect(firstPage).toMatch(/Harbor Light Dental LLC/);
  });

  it('refuses a decompression bomb before pdf.js inflates it', async () => {
    await expect(workers.run('parse', decompressionBomb(80 * 1024 * 1024))).rejects.toThrow(OVER_BUDGET_MESSAGE);
  });

  it('ends a thread that runs out of memory and keeps serving with a fresh one', { timeout: 90_000 }, async () => {
    // Under the drawing budgets (7 MB in 4 streams), so the flood reaches pdf.js, and a heap limit it fills.
    const small = new StatementWorkers({ threads: 1, memoryMb: 64, timeoutMs: 60_000 });
    try {
      const error = await small.run('parse', drawingFloodInPieces(500_000, 4)).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(StatementError);
      expect((error as Error).message).toBe(TOO_BIG_MESSAGE);
      expect(small.alive).toBe(0);
    } finally {
      await small.close();
    }
    const parsed = await workers.run<ParsedStatement>('parse', await statement());
    expect(parsed.accounts[0]?.transactions).toHaveLength(2);
  });

  it('abandons a statement that takes too long', async () => {
    const impatient = new StatementWorkers({ threads: 1, timeoutMs: 1 });
    try {
      await expect(impatient.run('parse', await statement())).rejects.toThrow(TOO_SLOW_MESSAGE);
    } finally {
      await impatient.close();
    }
  });

  it('ends threads left idle, giving their memory back, and starts a fresh one for the next statement', async () => {
    const resting = new StatementWorkers({ threads: 2, idleMs: 200 });
    try {
      const pdf = await statement();
      await resting.run('parse', pdf);
      expect(resting.alive).toBe(1);
      await expect.poll(() => resting.alive, { timeout: 5000 }).toBe(0);
      const parsed = await resting.run<ParsedStatement>('parse', pdf);
      expect(parsed.accounts[0]?.transactions).toHaveLength(2);
      expect(resting.alive).toBe(1);
    } finally {
      await resting.close();
    }
  });
});
