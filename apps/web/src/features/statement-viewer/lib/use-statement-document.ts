import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openStatement, statementProblem } from './statement-documents.ts';

export type StatementDocument = { state: 'opening' } | { state: 'open'; document: PDFDocumentProxy } | { state: 'failed'; message: string };

/** The upload's statement, opened lazily (pdf.js included) and shared across rows; `attempt` retries a failure. */
export function useStatementDocument(uploadId: string, attempt: number): StatementDocument {
  const [result, setResult] = useState<{ key: string; value: StatementDocument } | null>(null);
  const key = `${uploadId}#${attempt}`;

  useEffect(() => {
    let current = true;
    openStatement(uploadId).then(
      (document) => current && setResult({ key, value: { state: 'open', document } }),
      (error: unknown) => current && setResult({ key, value: { state: 'failed', message: statementProblem(error) } }),
    );
    return () => {
      current = false;
    };
  }, [uploadId, key]);

  return result?.key === key ? result.value : { state: 'opening' };
}
