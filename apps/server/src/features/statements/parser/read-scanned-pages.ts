import { OPS, type PDFDocumentProxy } from './pdfjs.ts';
import type { Word } from './layout-types.ts';
import { ocrWords, startOcr } from './ocr-words.ts';
import { openPage } from './open-pdf.ts';
import { renderPageImage } from './render-page-image.ts';
import { tidyOcrWords } from './tidy-ocr-words.ts';
import { MESSAGES, StatementError } from './statement-error.ts';

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);

/**
 * Words read by OCR from the pages that have no text layer but do have an image (a scan), by page
 * number. Pages with neither are left out, so a blank PDF is reported as blank, not as a bad scan.
 */
export async function readScannedPages(doc: PDFDocumentProxy, pages: number[]): Promise<Map<number, Word[]>> {
  const scanned: number[] = [];
  for (const n of pages) {
    const ops = await (await openPage(doc, n)).getOperatorList();
    if (ops.fnArray.some((op) => IMAGE_OPS.has(op))) scanned.push(n);
  }
  const result = new Map<number, Word[]>();
  if (scanned.length === 0) return result;
  const worker = await startOcr();
  try {
    for (const n of scanned) {
      const { png, scale } = await renderPageImage(await openPage(doc, n));
      result.set(n, tidyOcrWords(await ocrWords(worker, png, scale, n)));
    }
  } catch {
    throw new StatementError(MESSAGES.ocrFailed);
  } finally {
    await worker.terminate();
  }
  return result;
}
