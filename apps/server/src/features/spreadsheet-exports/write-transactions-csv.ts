import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Transaction } from '@ledgerdesk/contracts';
import { neutraliseForCsv } from './formula-guard.ts';
import { type Cell, type RowStatement, TRANSACTION_COLUMNS } from './transaction-columns.ts';

function csvText(cell: Cell): string {
  if (cell.type === 'text') return neutraliseForCsv(cell.value);
  if (cell.type === 'date') return cell.value ?? '';
  return cell.value === null ? '' : cell.value.toFixed(2);
}

/**
 * The rows as a UTF-8 CSV stream (with a byte-order mark, or Excel reads it as Windows-1252), written as the
 * pages arrive: a 100,000-row client never sits in memory at once.
 */
export function transactionsCsvStream(pages: AsyncIterable<readonly Transaction[]>, statements: ReadonlyMap<string, RowStatement>): Readable {
  async function* records() {
    for await (const page of pages) {
      for (const row of page) yield TRANSACTION_COLUMNS.map((column) => csvText(column.cell(row, statements.get(row.upload_id))));
    }
  }
  const csv = stringify({ bom: true, header: true, columns: TRANSACTION_COLUMNS.map((column) => column.header), record_delimiter: 'windows' });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
