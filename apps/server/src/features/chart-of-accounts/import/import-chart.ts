import type { ChartFormat, ChartImport } from './chart-account.ts';
import { accountsFromTables } from './accounts-from-tables.ts';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';
import { decodeText } from './decode-text.ts';
import { readDelimitedText } from './read-delimited-text.ts';
import { looksLikeIif, readIif } from './read-iif.ts';
import { readXls } from './read-xls.ts';
import { readXlsx } from './read-xlsx.ts';
import type { SheetTable } from './sheet-table.ts';
import { sniffContent } from './sniff-content.ts';

export type { ChartAccount, ChartFormat, ChartImport } from './chart-account.ts';

// What each accepted extension promises, in the words used when the content turns out to be something else.
const PROMISED_KIND: Record<string, { name: string; withArticle: string }> = {
  csv: { name: 'CSV file', withArticle: 'a CSV' },
  xlsx: { name: 'Excel workbook', withArticle: 'an Excel' },
  xls: { name: 'Excel workbook', withArticle: 'an Excel' },
  iif: { name: 'IIF file', withArticle: 'an IIF' },
};

/**
 * Reads a chart of accounts exported from QuickBooks Desktop (Account Listing as CSV or Excel, or an IIF list
 * export) or QuickBooks Online (Account List report). The extension must be one of the accepted ones, but the
 * format is decided by the bytes: users rename files, and Excel happily saves tab-separated text as ".xls".
 */
export async function importChartOfAccounts(file: { buffer: Buffer; filename: string }): Promise<ChartImport> {
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const promised = PROMISED_KIND[extension];
  if (!promised) return { ok: false, message: 'Invalid file type. Please select a CSV or Excel file' };
  try {
    const { format, tables } = await readTables(file.buffer, extension, promised.withArticle);
    return { ok: true, format, ...accountsFromTables(tables) };
  } catch (error) {
    if (error instanceof ChartImportError) return { ok: false, message: error.message };
    if (error instanceof UnreadableFileError) return { ok: false, message: `This file is not a readable ${promised.name}.` };
    throw error;
  }
}

async function readTables(buffer: Buffer, extension: string, promised: string): Promise<{ format: ChartFormat; tables: SheetTable[] }> {
  switch (sniffContent(buffer)) {
    case 'empty':
      throw new ChartImportError('The file is empty.');
    case 'zip':
      return { format: 'xlsx', tables: readXlsx(buffer) };
    case 'ole2':
      return { format: 'xls', tables: readXls(buffer) };
    case 'pdf':
      throw new ChartImportError(`This file is a PDF, not ${promised} file.`);
    case 'binary':
      throw new UnreadableFileError('binary content');
    case 'text':
      // Excel writes .xlsx only as a zipped workbook (it saves text as .xls or .csv), so text under that name
      // is a renamed file: reading it as CSV would only report columns that seem to be missing.
      if (extension === 'xlsx') throw new UnreadableFileError('text, and an .xlsx workbook is always a zip');
      return readText(decodeText(buffer));
  }
}

function readText(text: string): { format: ChartFormat; tables: SheetTable[] } {
  if (text.trim() === '') throw new ChartImportError('The file is empty.');
  if (looksLikeIif(text)) return { format: 'iif', tables: [readIif(text)] };
  // An HTML or XML page saved as ".xls" by a web app is not delimited text; reading it as CSV would only
  // report missing columns.
  if (/^\s*</.test(text)) throw new UnreadableFileError('markup, not delimited text');
  return { format: 'csv', tables: [readDelimitedText(text)] };
}
