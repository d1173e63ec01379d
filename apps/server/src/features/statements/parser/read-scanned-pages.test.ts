import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const scan = new Uint8Array(fs.readFileSync(path.join(here, 'fixtures/scanned.pdf')));
// What the upright scan prints (the generated fixture's truth), which OCR reads exactly upright (parse-statement.test.ts).
const truth = JSON.parse(fs.readFileSync(path.join(here, 'fixtures/scanned.json'), 'utf8')) as {
  accounts: Array<{
    opening_balance_cents: number;
    closing_balance_cents: number;
    transactions: Array<{ transaction_date: string; amount_cents: number; description: string }>;
  }>;
};

/** The scan's page drawn turned `turn` degrees counter-clockwise on a new page, with no /Rotate entry to right it. */
async function storedTurned(turn: 90 | 180): Promise<Uint8Array> {
  const source = await PDFDocument.load(scan);
  const out = await PDFDocument.create();
  const [embedded] = await out.embedPdf(source, [0]);
  const { width, height } = embedded!;
  if (turn === 180) out.addPage([width, height]).drawPage(embedded!, { x: width, y: height, rotate: degrees(180) });
  else out.addPage([height, width]).drawPage(embedded!, { x: height, y: 0, rotate: degrees(90) });
  return out.save();
}

// A scanner stores a sheet fed the wrong way upside down, a landscape feed sideways, and neither sets /Rotate:
// read as stored, OCR found noise and the upload said there were no transactions.
describe('a scanned page stored turned, with no /Rotate to right it', () => {
  // Side by side: each reads with a tesseract worker of its own, and a test file runs on one core.
  it.concurrent.each([180, 90] as const)(
    'is read the way its text reads when turned %i°',
    async (turn) => {
      const turned = await parseStatement(await storedTurned(turn));
      expect(turned.read_by_ocr).toBe(true);
      // Drawn turned counter-clockwise, read turned back clockwise: the viewer shows it that way too.
      expect(turned.page_turns).toEqual({ 1: turn });
      const [want, got] = [truth.accounts[0]!, turned.accounts[0]!];
      expect(got.transactions.length).toBeGreaterThan(10);
      expect(got.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description])).toEqual(
        want.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]),
      );
      expect([got.opening_balance_cents, got.closing_balance_cents, got.reconciliation.reconciled]).toEqual([
        want.opening_balance_cents,
        want.closing_balance_cents,
        true,
      ]);
    },
    120_000,
  );
});
