import { extractPageText, groupLines, openPage, openPdf } from '../statements/index.ts';

/**
 * The text of a statement's first page, to see whom it is addressed to before it is stored.
 * Opening the PDF here also turns a corrupt or password-protected file away at once (StatementError).
 * A scanned first page has no text: null, and the file name alone decides.
 */
export async function readFirstPageText(pdf: Uint8Array): Promise<string | null> {
  const doc = await openPdf(pdf);
  try {
    const page = await extractPageText(await openPage(doc, 1));
    const text = groupLines(page.words)
      .map((line) => line.words.map((word) => word.text).join(' '))
      .join('\n');
    return text.trim() === '' ? null : text;
  } finally {
    await doc.destroy();
  }
}
