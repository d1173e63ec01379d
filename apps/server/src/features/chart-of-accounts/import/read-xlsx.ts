import ExcelJS from 'exceljs';
import { UnreadableFileError } from './chart-import-error.ts';
import type { CellRef, SheetTable, TableRow } from './sheet-table.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

/**
 * Reads every worksheet of an .xlsx, in tab order, as cell texts. QuickBooks Desktop's Excel export puts a
 * "QuickBooks Export Tips" sheet beside the report, so the caller picks the first sheet that has a header.
 */
export async function readXlsx(buffer: Buffer): Promise<SheetTable[]> {
  assertZipWithinLimits(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings declare their own Buffer (an ArrayBuffer); at run time it reads a Node Buffer.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFileError('exceljs could not load the workbook', { cause: error });
  }
  // exceljs "loads" any zip, a Word document included, as a workbook without sheets.
  if (workbook.worksheets.length === 0) throw new UnreadableFileError('a zip without worksheets');
  return workbook.worksheets.map(readWorksheet); // exceljs lists them in tab order
}

function readWorksheet(sheet: ExcelJS.Worksheet): SheetTable {
  const rows: TableRow[] = [];
  const formulasWithoutValue: CellRef[] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell((cell, columnNumber) => {
      // A merged range keeps its text in the top-left cell only, as Excel shows it; the others read as empty.
      if (cell.type === ExcelJS.ValueType.Merge) return;
      // A formula saved by a tool that does not calculate (not Excel) has no cached result, so no text to read.
      if (cell.type === ExcelJS.ValueType.Formula && cell.result === undefined) {
        formulasWithoutValue.push({ rowNumber, column: columnNumber - 1, address: cell.address });
        return;
      }
      cells[columnNumber - 1] = cell.text;
    });
    rows.push({ number: rowNumber, cells: Array.from(cells, (text) => text ?? '') });
  });
  return { rows, formulasWithoutValue };
}
