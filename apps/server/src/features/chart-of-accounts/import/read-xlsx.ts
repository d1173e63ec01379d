import { read } from '@e965/xlsx';
import { UnreadableFileError } from './chart-import-error.ts';
import type { SheetTable } from './sheet-table.ts';
import { readSheetJsSheet } from './sheetjs-sheet.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

/**
 * Reads every worksheet of an .xlsx, in tab order, as cell texts (SheetJS, the same library as .xls; see
 * read-xls.ts for why @e965/xlsx). QuickBooks Desktop's Excel export puts a "QuickBooks Export Tips" sheet beside
 * the report, so the caller picks the first sheet that has a header. Only zips get here (sniff-content.ts): SheetJS
 * would read any text as a one-column sheet.
 */
export function readXlsx(buffer: Buffer): SheetTable[] {
  assertZipWithinLimits(buffer);
  let workbook;
  try {
    // sheetStubs: a formula saved without its result stays visible as a stub, so it is refused rather than read as empty.
    workbook = read(buffer, { type: 'buffer', dense: true, cellFormula: true, sheetStubs: true, cellHTML: false, cellStyles: false, bookVBA: false });
  } catch (error) {
    throw new UnreadableFileError('SheetJS could not read the workbook', { cause: error });
  }
  // A zip that is not a workbook (a Word document) has no worksheets.
  if (workbook.SheetNames.length === 0) throw new UnreadableFileError('a zip without worksheets');
  return workbook.SheetNames.map((name) => readSheetJsSheet(workbook.Sheets[name]));
}
