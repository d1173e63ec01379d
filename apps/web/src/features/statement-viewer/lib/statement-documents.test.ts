/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { statementProblem } from './statement-documents.ts';

// The parser's unreadable statements, opened with the same pdf.js (its Node build) the viewer uses.
const unreadable = path.resolve(import.meta.dirname, '../../../../../server/src/features/statements/parser/fixtures/unreadable');

async function openingError(file: string): Promise<unknown> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(fs.readFileSync(path.join(unreadable, file)));
  return pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false, stopAtErrors: false, verbosity: 0 }).promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('statementProblem', () => {
  it('says a password-protected statement cannot be shown, in a sentence', async () => {
    expect(statementProblem(await openingError('encrypted.pdf'))).toBe('This statement is protected by a password, so it cannot be shown here.');
  });

  it('says a damaged file is damaged', async () => {
    expect(statementProblem(await openingError('truncated.pdf'))).toBe('This statement’s PDF is damaged or not a PDF, so it cannot be shown here.');
  });

  it('passes on what the server said, and has a sentence for anything else', () => {
    const notFound = new ApiError('Upload not found', 404, { details: { message: 'Upload not found' } });
    expect(statementProblem(notFound)).toBe('Upload not found');
    expect(statementProblem(new ApiError('Failed to fetch', 0))).toBe('The statement could not be loaded. Check your connection and try again.');
    expect(statementProblem(new Error('boom'))).toBe('This statement could not be shown here.');
  });
});
