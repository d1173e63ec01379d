import crypto from 'node:crypto';
import type { CsvMapping } from '@ledgerdesk/contracts';
import { decodeText } from '../chart-of-accounts/index.ts';
import type { ImportedStatement } from '../uploads/index.ts';
import { readCsv } from './read-csv.ts';
import { readOfx } from './read-ofx.ts';

/** The kinds of statement file an upload takes, decided by content; the name's extension is not trusted. */
export type StatementFileKind = 'pdf' | 'ofx' | 'csv';

export const CONTENT_TYPES: Record<StatementFileKind, string> = { pdf: 'application/pdf', ofx: 'application/x-ofx', csv: 'text/csv' };

export function kindOfContentType(contentType: string): StatementFileKind {
  return contentType === CONTENT_TYPES.ofx ? 'ofx' : contentType === CONTENT_TYPES.csv ? 'csv' : 'pdf';
}

const SNIFF_BYTES = 8192;

export function sniffStatementFile(bytes: Uint8Array): StatementFileKind | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_BYTES));
  // PDF readers accept the header anywhere in the first 1 KB (some scanners prepend junk).
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (!looksLikeText(head)) return null;
  const text = decodeText(head);
  // OFX 1.x opens with its SGML header (OFXHEADER:100), 2.x with <?xml …?><?OFX …?>; QFX and QBO are both.
  if (/^\s*OFXHEADER\s*:/i.test(text) || /<\?OFX\s/i.test(text) || /<OFX[\s>]/i.test(text)) return 'ofx';
  // A CSV: at least two lines split by the same delimiter (one line with a comma is a sentence).
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 5);
  if ([',', ';', '\t', '|'].some((delimiter) => lines.filter((line) => line.includes(delimiter)).length >= 2)) return 'csv';
  return null;
}

/** Text has no NUL bytes (bar UTF-16's, announced by a BOM) and almost no other control characters. */
function looksLikeText(head: Buffer): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  return controls <= head.length / 100;
}

/**
 * A bank file's accounts and rows, or a BankFileError saying what the uploader should do instead. A read the upload
 * made of the same bytes is handed over rather than made again, and forgotten: the parse job is its last use.
 */
export function readBankFile(bytes: Uint8Array, kind: Exclude<StatementFileKind, 'pdf'>, mapping: CsvMapping | null = null): ImportedStatement {
  const key = readKey(bytes, kind, mapping);
  const recent = recentReads.get(key);
  if (recent) {
    recentReads.delete(key);
    return recent.statement;
  }
  const text = decodeText(bytes);
  const statement = kind === 'ofx' ? readOfx(text) : readCsv(text, mapping);
  rememberRead(key, statement);
  return statement;
}

/** A read done elsewhere (the upload's CSV check), so the parse job finds it. */
export function rememberBankFileRead(
  bytes: Uint8Array,
  kind: Exclude<StatementFileKind, 'pdf'>,
  mapping: CsvMapping | null,
  statement: ImportedStatement,
) {
  rememberRead(readKey(bytes, kind, mapping), statement);
}

function readKey(bytes: Uint8Array, kind: string, mapping: CsvMapping | null): string {
  return `${kind}|${crypto.createHash('sha256').update(bytes).digest('hex')}|${JSON.stringify(mapping)}`;
}

/**
 * The upload reads a bank file in full to refuse at once what cannot be read; its parse job, moments later and
 * usually in the same process, would read the same bytes again (50,000 rows: about half a second). The last few
 * reads are kept until the job takes them or for a minute, keyed by the bytes' hash and the mapping, and treated as
 * read-only. Only the map holds a statement (its expiry holds the entry's own token), so one the job took is
 * released with the job.
 */
const recentReads = new Map<string, { statement: ImportedStatement; token: object }>();
const KEEP_READS = 2;
const KEEP_MS = 60_000;

function rememberRead(key: string, statement: ImportedStatement) {
  const token = {};
  recentReads.delete(key);
  recentReads.set(key, { statement, token });
  while (recentReads.size > KEEP_READS) recentReads.delete(recentReads.keys().next().value!);
  setTimeout(() => {
    if (recentReads.get(key)?.token === token) recentReads.delete(key);
  }, KEEP_MS).unref();
}
