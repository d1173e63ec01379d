/** What the Upload screen accepts before sending a statement (the server checks the same again). */

export const STATEMENT_ACCEPT = 'application/pdf,.pdf';
/** The brief's limit: 10 MB. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export const NOT_PDF_MESSAGE = 'File must be PDF format only.';
export const TOO_LARGE_MESSAGE = 'File must be under 10MB.';

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

/**
 * A PDF by its media type or its extension: browsers leave `type` empty for files they do not
 * know, and some send `application/octet-stream` for a PDF dragged in from another app.
 */
export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name.trim());
}

/** The brief's message for a file the screen refuses, or null when it may be uploaded. */
export function statementFileError(file: FileFacts): string | null {
  if (!isPdf(file)) return NOT_PDF_MESSAGE;
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
