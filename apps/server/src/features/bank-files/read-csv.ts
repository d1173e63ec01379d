import type { CsvMapping } from '@ledgerdesk/contracts';
import { cleanVendor } from '../statements/index.ts';
import type { ImportedStatement, ImportedTransaction } from '../uploads/index.ts';
import { BankFileError } from './bank-file-error.ts';
import { bankAccount } from './bank-account.ts';
import { type DecimalMark, decimalMarkOf, parseBankAmount } from './csv-amounts.ts';
import { type DateOrder, dateOrderOf, parseCsvDate } from './csv-dates.ts';
import { type CsvLayout, cellsAt, cellsOf, openCsv } from './csv-layout.ts';
import { memoise } from '../../lib/memoise.ts';

/**
 * Reads a bank's CSV export (text already decoded) into one account's transactions, with the columns the
 * uploader confirmed, or else the server's own suggestion (an upload asks first when that is unsure, see
 * csv-mapping.service.ts; a file stored before mappings existed is read as it was then).
 */
export function readCsv(text: string, mapping: CsvMapping | null = null): ImportedStatement {
  const layout = openCsv(text);
  if (layout.unreadable) throw new BankFileError(layout.unreadable);
  return readCsvLayout(layout, mapping ?? layout.suggested);
}

export function readCsvLayout(layout: CsvLayout, mapping: CsvMapping): ImportedStatement {
  const chosen = [mapping.date, mapping.description, mapping.amount, mapping.debit, mapping.credit, mapping.balance, mapping.check ?? null];
  const outside = chosen.find((column) => column !== null && column >= layout.width);
  if (outside !== undefined && outside !== null)
    throw new BankFileError(`This CSV has ${layout.width} columns, so there is no column ${outside + 1} to read.`);
  const { records } = layout;
  const order: DateOrder = mapping.date_order === 'day_first' ? 'day-first' : 'month-first';
  const proved = dateOrderOf(cellsAt(records, mapping.header_rows, [mapping.date], true));
  if (proved === 'contradictory') {
    throw new BankFileError(
      'The dates in this CSV are written both month-first and day-first, so they cannot be read safely. Export it again from the bank.',
    );
  }
  // A wrong order would not fail: 13/01 would read as no date and its row would be dropped without a word.
  if (proved !== order && proved === 'day-first')
    throw new BankFileError('The dates in this file are written day first (a day above 12 comes first). Choose “Day first”.');
  const amountColumns = [mapping.amount, mapping.debit, mapping.credit, mapping.balance].filter((column) => column !== null);
  const mark = decimalMarkOf(cellsAt(records, mapping.header_rows, amountColumns));
  const transactions: ImportedTransaction[] = [];
  const read = rowReader(mapping, order, mark);
  for (let index = mapping.header_rows; index < records.length; index++) {
    const row = read(cellsOf(records[index]!), index + 1);
    if (row) transactions.push(row);
  }
  if (transactions.length === 0) throw new BankFileError('No transactions were found in this CSV: no row has a date and an amount.');
  return {
    page_count: null,
    read_by_ocr: false,
    account_holder: null,
    accounts: [
      bankAccount(
        { kind: 'unknown', account_number_last4: null, account_key: null, period_start: null, period_end: null, closing_balance_cents: null },
        transactions,
      ),
    ],
  };
}

/**
 * Reads rows into transactions. A file repeats its dates and often its descriptions: each is worked out once
 * per file (a few thousand kept at most).
 */
function rowReader(mapping: CsvMapping, order: DateOrder, mark: DecimalMark): (cells: string[], line: number) => ImportedTransaction | null {
  const dateOf = memoise((text) => parseCsvDate(text, order), REMEMBER);
  const vendorOf = memoise(cleanVendor, REMEMBER);
  return (cells, line) => {
    const date = dateOf(cells[mapping.date] ?? '');
    if (date === null) return null; // titles, repeated headers, totals and footers carry no date
    const amount = rowAmount(cells, mapping, mark, line);
    if (amount === null) return null; // a pending or memo line without an amount
    const description = (cells[mapping.description] ?? '').replace(/\s+/g, ' ').trim();
    return transaction(cells, mapping, mark, date, amount, description, vendorOf(description));
  };
}

// A file's distinct dates and descriptions kept at most: a few thousand covers any statement's repeats.
const REMEMBER = 5000;

function transaction(
  cells: string[],
  mapping: CsvMapping,
  mark: DecimalMark,
  date: string,
  amount: number,
  description: string,
  vendor: string,
): ImportedTransaction {
  const balanceText = mapping.balance === null ? '' : (cells[mapping.balance] ?? '');
  return {
    transaction_date: date,
    posting_date: null,
    description: description || 'Transaction',
    vendor_name: vendor || description || 'Transaction',
    amount_cents: amount,
    balance_cents: balanceText ? parseBankAmount(balanceText, mark) : null,
    type: amount < 0 ? 'debit' : 'credit',
    page: null,
    top: null,
    bottom: null,
    fitid: null,
    ...checkNumber(cells, mapping),
  };
}

/** Signed cents: the amount column as printed, or credit less debit (banks print debits with or without a minus). */
function rowAmount(cells: string[], mapping: CsvMapping, mark: DecimalMark, line: number): number | null {
  const read = (column: number | null): number | null => {
    const text = column === null ? '' : (cells[column] ?? '');
    if (text === '') return null;
    const cents = parseBankAmount(text, mark);
    if (cents === null) throw new BankFileError(`Row ${line} of this CSV has an amount that is not a number (“${text.slice(0, 40)}”).`);
    return cents;
  };
  if (mapping.amount !== null) return read(mapping.amount);
  const debit = read(mapping.debit);
  const credit = read(mapping.credit);
  if (debit === null && credit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}

/** The check number column some banks print (Check or Slip #), digits only. */
function checkNumber(cells: string[], mapping: CsvMapping): { check_number?: string } {
  const digits = mapping.check === undefined || mapping.check === null ? '' : (cells[mapping.check] ?? '').replace(/\D/g, '');
  return digits ? { check_number: digits } : {};
}
