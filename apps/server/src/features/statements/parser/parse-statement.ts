import { clearRedactionRemnants } from './clear-redaction-remnants.ts';
import { darkBoxes, type Box } from './dark-boxes.ts';
import { extractPageText } from './extract-page-text.ts';
import { groupLines } from './group-lines.ts';
import type { ScannedPage } from './read-scanned-pages.ts';
import { openPage, openPdf } from './open-pdf.ts';
import { parseLines } from './parse-lines.ts';
import { MESSAGES, StatementError } from './statement-error.ts';
import type { ParsedStatement } from './types.ts';

export { StatementError } from './statement-error.ts';
export type * from './types.ts';

// Fewer characters than this on a page means it is a scan (or blank), as monopoly's rule of thumb.
const MIN_TEXT_CHARS = 10;
// Fraction of the font height by which OCR'd words of one row may differ in baseline.
const OCR_BASELINE_TOLERANCE = 0.7;

export interface ParseOptions {
  /**
   * False: a page without a text layer is left unread instead of read by OCR (`npm run bench:parse --
   * --no-ocr`: a text statement with an image-only page, such as M&T's balancing worksheet, is read from its
   * text pages alone). Default true.
   */
  ocr?: boolean;
}

/** Reads a US bank or credit-card statement PDF into accounts, transactions and a reconciliation. */
export async function parseStatement(pdf: Uint8Array, options: ParseOptions = {}): Promise<ParsedStatement> {
  const doc = await openPdf(pdf);
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) pages.push(await extractPageText(await openPage(doc, n)));
    if (pages.length === 0) throw new StatementError(MESSAGES.empty);
    const textless = pages.filter((p) => p.words.reduce((s, w) => s + w.text.length, 0) < MIN_TEXT_CHARS).map((p) => p.page);
    const scanned = options.ocr === false ? [] : textless;
    // OCR (tesseract.js, a canvas) is loaded only for statements that need it.
    const ocr = scanned.length > 0 ? await (await import('./read-scanned-pages.ts')).readScannedPages(doc, scanned) : new Map<number, ScannedPage>();
    // OCR places the words of one printed row on baselines a few points apart.
    const lines = pages.flatMap((p) => {
      const read = ocr.get(p.page);
      return read ? groupLines(read.words, OCR_BASELINE_TOLERANCE) : groupLines(p.words);
    });
    if (lines.length === 0) throw new StatementError(MESSAGES.blank);
    // A scanned page OCR read turned (read-scanned-pages.ts) is as tall as it was read.
    const heights = new Map(pages.map((p) => [p.page, ocr.get(p.page)?.height ?? p.height]));
    const pageHeight = (page: number) => heights.get(page) as number;
    const parsed = parseLines(lines, pageHeight, new Set(ocr.keys()));
    const textWords = new Map(pages.filter((p) => !ocr.has(p.page)).map((p) => [p.page, p.words]));
    const boxes = new Map<number, Promise<Box[]>>();
    const boxesOf = async (page: number) => {
      if (!boxes.has(page)) boxes.set(page, openPage(doc, page).then(darkBoxes));
      return boxes.get(page) as Promise<Box[]>;
    };
    const accounts = await clearRedactionRemnants(parsed.accounts, (page) => textWords.get(page), pageHeight, boxesOf);
    const turns = pages.map((p) => [p.page, ocr.get(p.page)?.turn ?? p.turn] as const).filter(([, turn]) => turn !== 0);
    return {
      ...parsed,
      accounts,
      page_count: pages.length,
      read_by_ocr: ocr.size > 0,
      ...(turns.length > 0 && { page_turns: Object.fromEntries(turns) }),
    };
  } finally {
    await doc.destroy();
  }
}
