import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { getStatementFile } from '../api/get-statement-file.ts';

/** pdf.js and its worker, fetched the first time a statement is opened and never in the first load. */
export async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

// The few statements a reviewer moves between stay open; older ones are closed to free their memory.
const KEEP_OPEN = 3;
const open = new Map<string, Promise<PDFDocumentProxy>>();

/** The upload's statement as a pdf.js document, opened once and shared while the reviewer moves between rows. */
export function openStatement(uploadId: string): Promise<PDFDocumentProxy> {
  const cached = open.get(uploadId);
  if (cached) {
    // Most recently used last.
    open.delete(uploadId);
    open.set(uploadId, cached);
    return cached;
  }
  const opening = (async () => {
    const [pdfjs, data] = await Promise.all([loadPdfJs(), getStatementFile(uploadId)]);
    // An uploaded file is untrusted: no eval-compiled fonts, no scripting, nothing fetched from elsewhere.
    return pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false, stopAtErrors: false }).promise;
  })();
  open.set(uploadId, opening);
  // A failure is not kept: the next look tries again (the network may be back).
  opening.catch(() => {
    if (open.get(uploadId) === opening) open.delete(uploadId);
  });
  for (const [id, document] of open) {
    if (open.size <= KEEP_OPEN) break;
    open.delete(id);
    void document.then((pdf) => pdf.destroy()).catch(() => undefined);
  }
  return opening;
}

/** Why the statement cannot be shown, as a sentence for the reviewer. */
export function statementProblem(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, 'The statement could not be loaded. Check your connection and try again.');
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'This statement is protected by a password, so it cannot be shown here.';
  if (name === 'InvalidPDFException') return 'This statement’s PDF is damaged or not a PDF, so it cannot be shown here.';
  return 'This statement could not be shown here.';
}
