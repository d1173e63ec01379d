import { read } from '@e965/xlsx';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';
import type { SheetTable } from './sheet-table.ts';
import { readSheetJsSheet } from './sheetjs-sheet.ts';

/**
 * Reads an OLE2 compound file: Excel 97-2003 (.xls, BIFF8), and also the wrapper Excel puts around a
 * password-protected .xlsx. Uses SheetJS 0.20.3 as republished on npm by @e965/xlsx: the `xlsx` 0.18.5 on npm
 * is SheetJS's last npm release and has CVE-2023-30533 and CVE-2024-22363, fixed in 0.19.3 and 0.20.2.
 * BIFF stores each formula's last result, so there is no unsaved-formula case here.
 */
export function readXls(buffer: Buffer): SheetTable[] {
  let workbook;
  try {
    workbook = read(buffer, { type: 'buffer', dense: true, cellHTML: false, cellStyles: false, bookVBA: false });
  } catch (error) {
    // SheetJS says "File is password-protected" for an encrypted workbook of either generation.
    if (error instanceof Error && /password/i.test(error.message)) {
      throw new ChartImportError('This Excel file is password-protected. Remove the password in Excel and upload again.');
    }
    throw new UnreadableFileError('SheetJS could not read the workbook', { cause: error });
  }
  return workbook.SheetNames.map((name) => readSheetJsSheet(workbook.Sheets[name]));
}
