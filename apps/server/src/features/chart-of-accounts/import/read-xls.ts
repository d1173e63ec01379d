import { read, type CellObject, type WorkSheet } from '@e965/xlsx';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';
import type { SheetTable, TableRow } from './sheet-table.ts';

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
  return workbook.SheetNames.map((name) => readSheet(workbook.Sheets[name]));
}

// Walks the cells that exist rather than the sheet's declared range: a crafted DIMENSIONS record can claim
// 65,536 rows by 256 columns around a single cell, a grid that would cost far more memory than the file's size.
function readSheet(sheet: WorkSheet | undefined): SheetTable {
  const data: ((CellObject | undefined)[] | undefined)[] = sheet?.['!data'] ?? [];
  const rows: TableRow[] = [];
  data.forEach((cells, index) => {
    if (!cells) return;
    const texts: string[] = [];
    cells.forEach((cell, column) => (texts[column] = String(cell?.v ?? '')));
    rows.push({ number: index + 1, cells: Array.from(texts, (text) => text ?? '') });
  });
  return { rows, formulasWithoutValue: [] };
}
