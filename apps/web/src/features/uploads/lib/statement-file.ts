import { uploads } from '@ledgerdesk/contracts';

/** What the Upload screen accepts before sending a statement (the server checks the same again, by content). */

// PDFs, and the files online banking downloads: CSV, OFX, Quicken's QFX and QuickBooks' Web Connect QBO.
export const STATEMENT_ACCEPT = 'application/pdf,.pdf,text/csv,.csv,application/x-ofx,.ofx,.qfx,.qbo';
/** The brief's limit: 10 MB, the server's too. */
export const MAX_STATEMENT_BYTES = uploads.MAX_STATEMENT_BYTES;

/** The brief's "File must be PDF format only." no longer holds since bank files are accepted (issue 20): it names them. */
export const NOT_A_STATEMENT_MESSAGE = 'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).';
/** The brief's "File must be under 10MB." and what to do about it, as the server says it. */
export const TOO_LARGE_MESSAGE = uploads.TOO_LARGE_MESSAGE;

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

const EXTENSION = /\.(pdf|csv|ofx|qfx|qbo)$/i;
const MEDIA_TYPES = new Set(['application/pdf', 'text/csv', 'application/x-ofx', 'application/vnd.intu.qfx', 'application/vnd.intu.qbo']);

/**
 * A statement file by its media type or its extension: browsers leave `type` empty for files they do not
 * know (OFX, QFX, QBO), Windows labels a CSV `application/vnd.ms-excel`, and some send
 * `application/octet-stream` for a PDF dragged in from another app.
 */
export function isStatementFile(file: Pick<File, 'name' | 'type'>): boolean {
  return MEDIA_TYPES.has(file.type) || EXTENSION.test(file.name.trim());
}

/** The message for a file the screen refuses, or null when it may be uploaded. */
export function statementFileError(file: FileFacts): string | null {
  if (!isStatementFile(file)) return NOT_A_STATEMENT_MESSAGE;
  if (file.size > MAX_STATEMENT_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** "0 B", "912 B", "14.2 KB", "3.4 MB": binary units, as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
