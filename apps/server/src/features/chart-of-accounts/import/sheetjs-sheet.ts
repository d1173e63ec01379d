import { type CellObject, type WorkSheet, utils } from '@e965/xlsx';
import type { CellRef, SheetTable, TableRow } from './sheet-table.ts';

/**
 * A SheetJS sheet read in dense mode as cell texts. Walks the cells that exist rather than the sheet's declared
 * range: a crafted dimension can claim a million rows around a single cell, a grid far larger than the file.
 * A formula saved without a result (by a tool that does not calculate) reads as a stub (`t: 'z'`, with
 * `sheetStubs`): its text is unknown, so it is reported rather than read as empty.
 */
export function readSheetJsSheet(sheet: WorkSheet | undefined): SheetTable {
  const data: ((CellObject | undefined)[] | undefined)[] = sheet?.['!data'] ?? [];
  const rows: TableRow[] = [];
  const formulasWithoutValue: CellRef[] = [];
  data.forEach((cells, index) => {
    if (!cells) return;
    const texts: string[] = [];
    cells.forEach((cell, column) => {
      if (cell?.t === 'z' && cell.f !== undefined) {
        formulasWithoutValue.push({ rowNumber: index + 1, column, address: utils.encode_cell({ r: index, c: column }) });
        return;
      }
      texts[column] = cell?.t === 'z' ? '' : String(cell?.v ?? '');
    });
    rows.push({ number: index + 1, cells: Array.from(texts, (text) => text ?? '') });
  });
  return { rows, formulasWithoutValue };
}
