import { OPS, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs.ts';
import type { Word } from './layout-types.ts';
import { ocrWords, startOcr } from './ocr-words.ts';
import { openPage } from './open-pdf.ts';
import { renderPageImage } from './render-page-image.ts';
import { tidyOcrWords } from './tidy-ocr-words.ts';
import { MESSAGES, StatementError } from './statement-error.ts';
import type { Worker } from 'tesseract.js';

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);

/** Below this share of surely read words a page is probably turned (ocr-words.ts `sureShare`): other turns are tried. */
const LOOKS_TURNED = 0.35;
/** Fewer words than this is a blank or nearly blank page, not a turned one: not worth the other turns. */
const MIN_WORDS_TO_TURN = 10;
/** Turns are compared on a quick look at a third of the resolution: enough to tell upright text from turned. */
const PROBE_DPI = 100;

/** The words OCR read from one scanned page, the page's height as it was read, and how far it was turned to read it. */
export interface ScannedPage {
  words: Word[];
  height: number;
  /** Degrees (clockwise) beyond its /Rotate. */
  turn: number;
}

/**
 * Words read by OCR from the pages that have no text layer but do have an image (a scan), by page
 * number. Pages with neither are left out, so a blank PDF is reported as blank, not as a bad scan.
 * A scanner can store a page sideways or upside down with no /Rotate to right it (a sheet fed the wrong
 * way, a landscape feed): tesseract then reads noise. Such a page is read the way round its text reads
 * best; the pages after it are tried that way first, as one batch is usually fed the same way.
 */
export async function readScannedPages(doc: PDFDocumentProxy, pages: number[]): Promise<Map<number, ScannedPage>> {
  const scanned: number[] = [];
  for (const n of pages) {
    const ops = await (await openPage(doc, n)).getOperatorList();
    if (ops.fnArray.some((op) => IMAGE_OPS.has(op))) scanned.push(n);
  }
  const result = new Map<number, ScannedPage>();
  if (scanned.length === 0) return result;
  const worker = await startOcr();
  try {
    let turn = 0;
    for (const n of scanned) {
      const read = await readUpright(worker, await openPage(doc, n), turn);
      turn = read.turn;
      result.set(n, { words: tidyOcrWords(read.words), height: read.height, turn: read.turn });
    }
  } catch {
    throw new StatementError(MESSAGES.ocrFailed);
  } finally {
    await worker.terminate();
  }
  return result;
}

async function readAt(worker: Worker, page: PDFPageProxy, turn: number, dpi?: number) {
  const image = await renderPageImage(page, { turn, ...(dpi && { dpi }) });
  return { ...(await ocrWords(worker, image.png, image.scale, page.pageNumber)), height: image.height, turn };
}

/** The page read at `turn` (degrees beyond its /Rotate), or at the turn its text reads best when that one reads as noise. */
async function readUpright(worker: Worker, page: PDFPageProxy, turn: number) {
  const first = await readAt(worker, page, turn);
  if (first.sureShare >= LOOKS_TURNED || first.words.length < MIN_WORDS_TO_TURN) return first;
  let best = { turn, sureShare: first.sureShare };
  for (const other of [0, 90, 180, 270].filter((t) => t !== turn)) {
    const probe = await readAt(worker, page, other, PROBE_DPI);
    if (probe.sureShare > best.sureShare) best = { turn: other, sureShare: probe.sureShare };
  }
  return best.turn === turn ? first : readAt(worker, page, best.turn);
}
