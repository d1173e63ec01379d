import { CsvError, parse } from 'csv-parse/sync';
import { parseCents } from '../chart-of-accounts/import/parse-cents.ts';
import { cleanVendor } from '../statements/parser/clean-vendor.ts';
import type { ImportedStatement, ImportedTransaction } from '../uploads/imported-statement.ts';
import { BankFileError, MAX_BANK_FILE_ROWS, TOO_MANY_ROWS } from './bank-file-error.ts';
import { bankAccount } from './bank-account.ts';
import { type CsvColumns, columnsFromHeader, describeMissing, missingColumns } from './csv-columns.ts';
import { type DateOrder, dateOrderOf, parseCsvDate } from './csv-dates.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** Banks print a title, the account and the period above the header; it is within the first rows. */
const HEADER_SCAN_ROWS = 20;
/** Of the rows below it, this share must fit a column's kind before a file without a header is read by content. */
const CONFIDENT = 0.9;

/** Reads a bank's CSV export (text already decoded) into one account's transactions. */
export function readCsv(text: string): ImportedStatement {
  const rows = parseRows(text, detectDelimiter(text));
  if (rows.length - 1 > MAX_BANK_FILE_ROWS) throw new BankFileError(TOO_MANY_ROWS);
  const { columns, firstDataRow } = locateColumns(rows);
  const body = rows.slice(firstDataRow);
  const order = dateOrderOf(body.map((row) => row[columns.date!] ?? ''));
  if (order === 'contradictory') {
    throw new BankFileError('The dates in this CSV are written both month-first and day-first, so they cannot be read safely. Export it again from the bank.');
  }
  const transactions = body.flatMap((cells, index) => {
    const row = readRow(cells, columns, order, firstDataRow + index + 1);
    return row ? [row] : [];
  });
  if (transactions.length === 0) throw new BankFileError('No transactions were found in this CSV: no row has a date and an amount.');
  return {
    page_count: null,
    read_by_ocr: false,
    account_holder: null,
    accounts: [bankAccount({ kind: 'unknown', account_number_last4: null, account_key: null, period_start: null, period_end: null, closing_balance_cents: null }, transactions)],
  };
}

function parseRows(text: string, delimiter: string, toLine?: number): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      ...(toLine === undefined ? {} : { to_line: toLine }),
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new BankFileError(`This CSV could not be read (${error.message.replace(/^Invalid [^:]*: /, '')}). Export it again from the bank.`);
    throw error;
  }
}

/** The delimiter that splits the first rows into the most rows of one same width above 1. */
function detectDelimiter(text: string): string {
  let best = { delimiter: ',' as string, score: 0 };
  for (const delimiter of DELIMITERS) {
    let rows: string[][];
    try {
      rows = parseRows(text.slice(0, 65_536), delimiter, HEADER_SCAN_ROWS + 10); // csv-parse reads on past to_line
    } catch {
      continue;
    }
    const widths = new Map<number, number>();
    for (const row of rows) if (row.length > 1) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    const score = Math.max(0, ...[...widths].map(([width, count]) => count * 100 + width));
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** The header's columns where the file names them, else what the values show (exports without a header, e.g. Wells Fargo's). */
function locateColumns(rows: string[][]): { columns: CsvColumns; firstDataRow: number } {
  let closest: { columns: CsvColumns; missing: string[] } | null = null;
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const columns = columnsFromHeader(rows[index]!);
    const missing = missingColumns(columns);
    if (missing.length === 0) return { columns, firstDataRow: index + 1 };
    if (Object.keys(columns).length >= 1 && (!closest || missing.length < closest.missing.length)) closest = { columns, missing };
  }
  const inferred = columnsFromValues(rows);
  if (missingColumns(inferred).length === 0) return { columns: inferred, firstDataRow: 0 };
  throw new BankFileError(describeMissing(closest?.missing ?? missingColumns(inferred)));
}

/**
 * Without a header: a column of dates, a column of amounts with cents, and the column of words. A second
 * amount column that each row's amount carries forward is the running balance.
 */
function columnsFromValues(rows: string[][]): CsvColumns {
  const sample = rows.slice(0, 500);
  const width = Math.max(0, ...sample.map((row) => row.length));
  const share = (test: (cell: string) => boolean, column: number) => sample.filter((row) => test(row[column] ?? '')).length / sample.length;
  const columns: CsvColumns = {};
  const amounts: number[] = [];
  for (let column = 0; column < width; column++) {
    if (columns.date === undefined && share((cell) => parseCsvDate(cell, 'month-first') !== null || parseCsvDate(cell, 'day-first') !== null, column) >= CONFIDENT) {
      columns.date = column;
    } else if (share((cell) => parseCents(cell) !== null && /[.,]\d{2}\)?$/.test(cell), column) >= CONFIDENT) amounts.push(column);
  }
  if (amounts[0] !== undefined) columns.amount = amounts[0];
  if (amounts[1] !== undefined && carriesBalance(sample, amounts[0]!, amounts[1])) columns.balance = amounts[1];
  let bestWords = 0.5;
  for (let column = 0; column < width; column++) {
    if (column === columns.date || amounts.includes(column)) continue;
    const words = share((cell) => /[a-z]{2}/i.test(cell), column);
    if (words > bestWords) [bestWords, columns.description] = [words, column];
  }
  return columns;
}

function carriesBalance(rows: string[][], amount: number, balance: number): boolean {
  const pairs = rows.map((row) => [parseCents(row[amount] ?? ''), parseCents(row[balance] ?? '')] as const);
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < pairs.length; i++) {
    const [previousAmount, previousBalance] = pairs[i - 1]!;
    const [rowAmount, rowBalance] = pairs[i]!;
    if (previousBalance === null || rowBalance === null) continue;
    if (rowAmount !== null && previousBalance + rowAmount === rowBalance) oldestFirst++;
    if (previousAmount !== null && rowBalance + previousAmount === previousBalance) newestFirst++;
  }
  return Math.max(oldestFirst, newestFirst) >= (pairs.length - 1) * CONFIDENT;
}

function readRow(cells: string[], columns: CsvColumns, order: DateOrder, line: number): ImportedTransaction | null {
  const date = parseCsvDate(cells[columns.date!] ?? '', order);
  if (date === null) return null; // titles, repeated headers, totals and footers carry no date
  const amount = rowAmount(cells, columns, line);
  if (amount === null) return null; // a pending or memo line without an amount
  const description = (cells[columns.description!] ?? '').replace(/\s+/g, ' ').trim();
  const balanceText = columns.balance === undefined ? '' : (cells[columns.balance] ?? '');
  const check = columns.check === undefined ? '' : (cells[columns.check] ?? '').replace(/\D/g, '');
  return {
    transaction_date: date,
    posting_date: null,
    description: description || 'Transaction',
    vendor_name: cleanVendor(description) || description || 'Transaction',
    amount_cents: amount,
    balance_cents: balanceText ? parseCents(balanceText) : null,
    type: amount < 0 ? 'debit' : 'credit',
    page: null,
    top: null,
    bottom: null,
    fitid: null,
    ...(check ? { check_number: check } : {}),
  };
}

/** Signed cents: the amount column as printed, or credit less debit (banks print debits with or without a minus). */
function rowAmount(cells: string[], columns: CsvColumns, line: number): number | null {
  const read = (column: number | undefined): number | null => {
    const text = column === undefined ? '' : (cells[column] ?? '');
    if (text === '') return null;
    const cents = parseCents(text);
    if (cents === null) throw new BankFileError(`Row ${line} of this CSV has an amount that is not a number (“${text.slice(0, 40)}”).`);
    return cents;
  };
  if (columns.amount !== undefined) return read(columns.amount);
  const debit = read(columns.debit);
  const credit = read(columns.credit);
  if (debit === null && credit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}
