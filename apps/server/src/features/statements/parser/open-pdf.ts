import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, keepNativeArrayPush, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs.ts';
import { MESSAGES, StatementError } from './statement-error.ts';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js 5 inflates every Flate stream (page contents, fonts, object streams) through `DecompressionStream`
 * when the global exists. In Node that is zlib behind web-stream adapters, one async round trip to the
 * thread pool per stream: about a third of a text statement's CPU (issue 19: the 15 real text statements
 * took 1.51-1.56 s of CPU a round with it, 1.06-1.09 s without). Without the global, pdf.js falls back to
 * its own inflater, which reads the same bytes; `pdf-budget.ts` has already capped what any stream inflates
 * to. Taken away only where pdf.js is asked to open a file (statement worker threads, tools), never at
 * import: the API's main thread loads this module for `StatementError`.
 */
function useOwnInflater(): void {
  if ('DecompressionStream' in globalThis) Reflect.deleteProperty(globalThis, 'DecompressionStream');
}

/** Opens a PDF with pdf.js, turning its failures into messages the uploader can act on. */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  if (data.byteLength === 0) throw new StatementError(MESSAGES.unreadable);
  useOwnInflater();
  try {
    return await getDocument({
      // pdf.js takes ownership of (detaches) the buffer it is given.
      data: new Uint8Array(data),
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: false,
      // Statements with non-embedded fonts or CJK text need these, or pdf.js warns and guesses.
      cMapUrl: `${pdfjsRoot}/cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new StatementError(MESSAGES.password);
    throw new StatementError(MESSAGES.unreadable);
  } finally {
    // The first document loads pdf.js's worker half, and core-js again with it (pdfjs.ts).
    keepNativeArrayPush();
  }
}

/**
 * One page of an open PDF. A broken page tree (a page that is its own ancestor, a missing page object) only
 * shows when a page is asked for: pdf.js then rejects with a plain Error, which is the file's fault, not ours.
 */
export async function openPage(doc: PDFDocumentProxy, n: number): Promise<PDFPageProxy> {
  try {
    return await doc.getPage(n);
  } catch {
    throw new StatementError(MESSAGES.unreadable);
  }
}
