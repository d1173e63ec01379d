/** What the Upload Chart of Accounts dialog accepts and shows before sending a file. */

export const COA_ACCEPT = '.csv,.xlsx,.xls';
/** The server's limit for a chart file. */
export const MAX_COA_BYTES = 5 * 1024 * 1024;
export const COA_PREVIEW_LINES = 6;
/** Enough of the file for six lines of any sensible chart, without reading a whole 5 MB file. */
const PREVIEW_BYTES = 64 * 1024;

export type CoaFileKind = 'csv' | 'xlsx' | 'xls';

/** The kind of chart file by its extension, or null when the dialog does not take it. */
export function coaFileKind(filename: string): CoaFileKind | null {
  const extension = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension === 'csv' || extension === 'xlsx' || extension === 'xls' ? extension : null;
}

export function coaFileTypeLabel(kind: CoaFileKind): string {
  if (kind === 'csv') return 'CSV file (.csv)';
  return kind === 'xlsx' ? 'Excel workbook (.xlsx)' : 'Excel 97-2003 workbook (.xls)';
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Text of a CSV as QuickBooks Desktop writes it: UTF-8 when it is valid UTF-8, otherwise Windows-1252
 * (its default on Windows), so "6100 · Automobile" keeps its middle dot in the preview.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    // `stream` keeps a character cut in half at the end of the preview slice from counting as invalid.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function firstLines(text: string, count = COA_PREVIEW_LINES): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  // A file ending in a newline has an empty last "line" that is not part of the content.
  if (lines.at(-1) === '') lines.pop();
  return lines.slice(0, count);
}

export async function readCsvPreview(file: Blob, count = COA_PREVIEW_LINES): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  return firstLines(decodeCsvBytes(bytes), count);
}
