import zlib from 'node:zlib';
import { StatementError } from '../statements/index.ts';

/**
 * Limits a statement must fit before pdf.js reads it. pdf.js inflates every compressed stream into
 * memory with no cap of its own, so a 4 MB file can ask for gigabytes (a "decompression bomb"). A real
 * statement is far below these: a text page decodes to well under 1 MB, a 300 dpi colour scan of a page
 * to about 25 MB.
 */
export interface PdfBudget {
  /** Largest single stream once inflated. */
  maxStreamBytes: number;
  /** All inflated streams together. */
  maxTotalBytes: number;
  /**
   * Largest page-drawing stream (page content or form, not an image, font or object stream) once inflated.
   * pdf.js turns each operator into an operator list to render a page without text for OCR, about 20 bytes of
   * stream becoming well over 100 bytes of heap: 48 MB of line operators filled a 768 MB thread (issue 21).
   */
  maxDrawingBytes: number;
  /**
   * Drawing one page asks for: the streams its `/Contents` names together (the same flood cut into streams under
   * `maxDrawingBytes` grew the server by 1.3 GB, issue 21). Forms, and drawing streams no page names (contents
   * reached through an indirect array, streams of an object stream this check cannot read), count together as one
   * more page. Pages are rendered one at a time, so a long statement is not held to one page's budget.
   */
  maxPageDrawingBytes: number;
}

// In the real statements and fixtures the largest drawing stream is 144 KB (mercury_card_2024-11) and the most
// drawing on one page about 100 KB (bofa_adv_plus_checking_2021-07: 584 KB over 6 pages). A 22 MB flood in 4 streams
// still filled the thread (1.3 GB above idle); 7.5 MB was read and refused for having no rows at 320-440 MB.
export const statementBudget: PdfBudget = {
  maxStreamBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  maxDrawingBytes: 4 * 1024 * 1024,
  maxPageDrawingBytes: 8 * 1024 * 1024,
};

export const OVER_BUDGET_MESSAGE =
  'This PDF expands to far more data than a bank statement holds, so it was not read. Upload the statement as the bank issued it.';
export const TOO_MUCH_DRAWING_MESSAGE =
  'A page of this PDF holds far more drawing than a bank statement does, so it was not read. Upload the statement as the bank issued it.';

/** Streams that are not drawn as page operators: images, font programs, object and cross-reference streams, attachments, metadata, colour profiles. */
const NOT_DRAWING =
  /\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(ObjStm|XRef|EmbeddedFile|Metadata)\b|\/N\s+[134]\b/;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

// A page's list of content streams: `/Contents 12 0 R` or `/Contents [12 0 R 13 0 R]` (an annotation's `/Contents`
// is a string, and does not match).
const CONTENTS = /\/Contents\s*(\[[\d\sR]*\]|\d+\s+\d+\s+R)/g;
const FORM = /\/Subtype\s*\/Form\b/;

/**
 * Inflates every FlateDecode stream with a hard output cap (zlib stops at `maxOutputLength`), so the
 * check itself never holds more than the budget. Streams zlib cannot read are left for pdf.js to judge.
 */
export function checkPdfBudget(pdf: Uint8Array, budget: PdfBudget = statementBudget): void {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  /** Inflated size of each drawing stream by object number. */
  const drawing = new Map<number, number>();
  /** Forms and drawing streams without an object number: always counted together, whoever names them. */
  let unattributed = 0;
  const pages: number[][] = [...pageContents(bytes.toString('latin1'))];
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf(STREAM, from);
    if (keyword < 0) break;
    from = keyword + STREAM.length;
    // `stream` ends the object's dictionary; `endstream` is matched too, so skip that one.
    if (keyword >= 3 && bytes.subarray(keyword - 3, keyword).toString('latin1') === 'end') continue;
    let start = from;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] !== 0x0a) continue;
    start += 1;
    const end = bytes.indexOf(END_STREAM, start);
    if (end < 0) break;
    from = end + END_STREAM.length;
    const dictionary = bytes.subarray(Math.max(0, keyword - 2048), keyword).toString('latin1');
    const open = dictionary.lastIndexOf('<<');
    if (open < 0 || !/\/(FlateDecode|Fl)\b/.test(dictionary.slice(open))) continue;
    // The whole object's dictionary (from `obj`), not only the innermost `<<`, which may be its DecodeParms.
    const objAt = dictionary.lastIndexOf('obj');
    const objectDictionary = dictionary.slice(Math.max(0, objAt));
    const allowance = Math.min(budget.maxStreamBytes, budget.maxTotalBytes - total);
    const { size, bytes: inflated } = inflate(bytes.subarray(start, end), allowance);
    if (size > allowance) throw new StatementError(OVER_BUDGET_MESSAGE);
    total += size;
    // Pages kept in an object stream name their contents there.
    if (inflated && /\/Type\s*\/ObjStm\b/.test(objectDictionary)) pages.push(...pageContents(inflated.toString('latin1')));
    if (NOT_DRAWING.test(objectDictionary)) continue;
    if (size > budget.maxDrawingBytes) throw new StatementError(TOO_MUCH_DRAWING_MESSAGE);
    const number = objAt < 0 ? undefined : /(\d+)\s+\d+\s+$/.exec(dictionary.slice(0, objAt))?.[1];
    if (number === undefined || FORM.test(objectDictionary)) unattributed += size;
    else drawing.set(Number(number), size);
  }
  const named = new Set<number>();
  for (const contents of pages) {
    let page = 0;
    for (const number of contents) {
      const size = drawing.get(number);
      if (size === undefined) continue;
      page += size;
      named.add(number);
    }
    if (page > budget.maxPageDrawingBytes) throw new StatementError(TOO_MUCH_DRAWING_MESSAGE);
  }
  for (const [number, size] of drawing) if (!named.has(number)) unattributed += size;
  if (unattributed > budget.maxPageDrawingBytes) throw new StatementError(TOO_MUCH_DRAWING_MESSAGE);
}

/** The object numbers of each page's content streams named in this text. */
function* pageContents(text: string): Generator<number[]> {
  for (const [, list = ''] of text.matchAll(CONTENTS)) {
    yield [...list.matchAll(/(\d+)\s+\d+\s+R/g)].map(([, number]) => Number(number));
  }
}

/**
 * The stream's inflated size, up to `allowance + 1` (more than that is not inflated), with its bytes when it fits;
 * size 0 when zlib cannot read it.
 */
function inflate(data: Buffer, allowance: number): { size: number; bytes: Buffer | null } {
  try {
    // Z_SYNC_FLUSH: a stream cut short (common in real PDFs) still reports what it holds.
    const bytes = zlib.inflateSync(data, { maxOutputLength: allowance + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return { size: bytes.length, bytes };
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { size: allowance + 1, bytes: null };
    return { size: 0, bytes: null };
  }
}
