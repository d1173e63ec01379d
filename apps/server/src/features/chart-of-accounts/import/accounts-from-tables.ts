import type { ChartAccount } from './chart-account.ts';
import { readAccountRow } from './account-row.ts';
import { ChartImportError } from './chart-import-error.ts';
import { locateHeader, type ColumnMap, type HeaderMatch } from './column-headers.ts';
import type { SheetTable } from './sheet-table.ts';

const MAX_ACCOUNT_ROWS = 20_000;

const REQUIRED_COLUMNS = [
  ['number', 'Number'],
  ['name', 'Name'],
  ['type', 'Type'],
] as const;

/**
 * Turns the tables of a file into accounts: the first table (sheet) with a Name and a Type column is used.
 *
 * Number, Name and Type are the required columns, but a Number column is not demanded once Name and Type are
 * found: QuickBooks Desktop can carry the numbers inside the names ('1000 · Cash'), and many companies in
 * either product turn account numbers off, so their exports have none. Such a file is accepted with the numbers
 * taken from the names, or with null numbers and a warning. A file missing Name or Type is refused, listing
 * every required column its best header candidate lacks, Number included.
 */
export function accountsFromTables(tables: readonly SheetTable[]): { accounts: ChartAccount[]; warnings: string[] } {
  const { table, header } = chooseTable(tables);
  const headerRowNumber = table.rows[header.rowIndex]?.number ?? 0;
  const mapped = new Set(Object.values(header.columns));
  const unsaved = table.formulasWithoutValue.find((ref) => ref.rowNumber > headerRowNumber && mapped.has(ref.column));
  if (unsaved) {
    throw new ChartImportError(
      `Cell ${unsaved.address} contains a formula without a saved value. Open the file in Excel, save it, and upload again.`,
    );
  }

  const accounts: ChartAccount[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  let dataRows = 0;
  for (const row of table.rows.slice(header.rowIndex + 1)) {
    const reading = readAccountRow(row.cells, header.columns);
    if (reading.kind === 'blank') continue;
    dataRows += 1;
    if (dataRows > MAX_ACCOUNT_ROWS) {
      throw new ChartImportError(`The chart of accounts has more than ${MAX_ACCOUNT_ROWS.toLocaleString('en-US')} rows.`);
    }
    if (reading.kind === 'not-an-account') continue;
    if (reading.kind === 'skipped') {
      warnings.push(`Row ${row.number} ${reading.reason} and was skipped.`);
      continue;
    }
    const { account } = reading;
    if (seen.has(account.full_name)) {
      warnings.push(`Row ${row.number} repeats the account "${account.full_name}" and was skipped.`);
      continue;
    }
    seen.add(account.full_name);
    accounts.push(account);
  }

  if (accounts.length === 0) throw new ChartImportError('The file has no accounts.');
  if (accounts.every((account) => account.number === null)) {
    warnings.push('The file has no account numbers; the accounts were imported without numbers.');
  }
  return { accounts, warnings };
}

function chooseTable(tables: readonly SheetTable[]): { table: SheetTable; header: HeaderMatch } {
  let best: { table: SheetTable; header: HeaderMatch } | undefined;
  for (const table of tables) {
    if (!table.rows.some((row) => row.cells.some((cell) => cell.trim() !== ''))) continue;
    const header = locateHeader(table.rows.map((row) => row.cells));
    if (header.columns.name !== undefined && header.columns.type !== undefined) return { table, header };
    if (!best || Object.keys(header.columns).length > Object.keys(best.header.columns).length) best = { table, header };
  }
  if (!best) throw new ChartImportError('The file is empty.');
  throw new ChartImportError(`Missing required columns: ${missingColumns(best.header.columns).join(', ')}`);
}

function missingColumns(columns: ColumnMap): string[] {
  return REQUIRED_COLUMNS.filter(([field]) => columns[field] === undefined).map(([, label]) => label);
}
