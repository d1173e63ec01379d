import { type CellObject, type WorkSheet, utils, write } from '@e965/xlsx';
import type { Transaction } from '@ledgerdesk/contracts';
import { type Cell, type RowStatement, TRANSACTION_COLUMNS } from './transaction-columns.ts';

const DAY_MS = 86_400_000;
// Excel's day 0 is 1899-12-30 (counting the 1900 leap day Lotus invented).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

// An empty cell: SheetJS writes nothing for it.
const EMPTY: CellObject = { t: 'z' };

function excelCell(cell: Cell): CellObject {
  if (cell.type === 'text') return cell.value === '' ? EMPTY : { t: 's', v: cell.value };
  if (cell.value === null) return EMPTY;
  if (cell.type === 'date') return { t: 'n', v: (Date.parse(`${cell.value}T00:00:00Z`) - EXCEL_EPOCH_MS) / DAY_MS, z: 'yyyy-mm-dd' };
  return { t: 'n', v: cell.value, z: '#,##0.00;-#,##0.00' };
}

/**
 * One worksheet: dates as Excel dates, amounts as numbers, every text as a text cell (never a formula, whatever
 * it starts with). SheetJS builds the whole sheet before zipping it, so the rows are added page by page into a
 * dense sheet (arrays, not an object per address) to keep 100,000 rows within a few hundred MB.
 */
export async function writeTransactionsXlsx(
  pages: AsyncIterable<readonly Transaction[]>,
  statements: ReadonlyMap<string, RowStatement>,
): Promise<Buffer> {
  const data: CellObject[][] = [TRANSACTION_COLUMNS.map((column) => ({ t: 's', v: column.header }))];
  for await (const page of pages) {
    for (const row of page) data.push(TRANSACTION_COLUMNS.map((column) => excelCell(column.cell(row, statements.get(row.upload_id)))));
  }
  const sheet: WorkSheet = {
    '!data': data,
    '!ref': utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: TRANSACTION_COLUMNS.length - 1 } }),
  };
  sheet['!autofilter'] = { ref: utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 0, c: TRANSACTION_COLUMNS.length - 1 } }) };
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Transactions');
  return write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
