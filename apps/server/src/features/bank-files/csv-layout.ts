import crypto from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import type { CsvMapping, CsvMappingQuestion } from '@ledgerdesk/contracts';
import { BankFileError, MAX_BANK_FILE_ROWS, TOO_MANY_ROWS } from './bank-file-error.ts';
import { type CsvColumns, columnsFromHeader, describeMissing, missingColumns, normaliseLabel } from './csv-columns.ts';
import { dateOrderOf, dayFirstIsCloser, parseCsvDate } from './csv-dates.ts';
import { decimalMarkOf, parseBankAmount } from './csv-amounts.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** Banks print a title, the account and the period above the header; it is within the first rows. */
const HEADER_SCAN_ROWS = 20;
/** Of the rows below it, this share must fit a column's kind before a file without a header is read by content. */
const CONFIDENT = 0.9;
/** Rows looked at to tell columns apart by content and to fingerprint the file's shape. */
const SAMPLE_ROWS = 500;
const PREVIEW_ROWS = 8;
/** The first rows, kept as cells: every look at the file's layout (header, sample, shape, preview) is within them. */
const HEAD_ROWS = HEADER_SCAN_ROWS + 1 + SAMPLE_ROWS;
/** Joins a row's cells into one string (a NUL cannot be in a cell of a text file; a row with one is kept as cells). */
const SEPARATOR = '\u0000';

/** One row of the file: its cells joined by SEPARATOR (`cellsOf` splits them again), or the cells themselves. */
export type CsvRecord = string | string[];

/**
 * A bank CSV as parsed once: its rows, what the server makes of its columns (`suggested`), what it is unsure
 * about (`doubts`: no header naming the columns, a column named twice, a date order nothing proves), and the
 * file's shape, under which a client's confirmed mapping is remembered for their next file laid out the same way.
 */
export interface CsvLayout {
  /**
   * Every row of the file, each one string rather than an array of cells: a 50,000-row file is held as 50,000
   * strings (about 3 MB) instead of 200,000 (about 14 MB) while it is read.
   */
  records: CsvRecord[];
  /** The first HEAD_ROWS rows as cells. */
  head: string[][];
  width: number;
  /** The row naming the columns, where there is one. */
  headerIndex: number | null;
  labels: string[];
  suggested: CsvMapping;
  doubts: string[];
  /** Set when no mapping can make transactions of the file (no column of dates or of amounts at all). */
  unreadable: string | null;
  shapeKey: string;
}

export function openCsv(text: string): CsvLayout {
  const delimiter = detectDelimiter(text);
  const records = readRecords(text, delimiter);
  if (records.length - 1 > MAX_BANK_FILE_ROWS) throw new BankFileError(TOO_MANY_ROWS);
  // Only the first rows are looked at as cells (HEAD_ROWS covers every look below but the dates).
  const rows = records.slice(0, HEAD_ROWS).map(cellsOf);
  const sample = rows.slice(0, SAMPLE_ROWS);
  const width = commonWidth(sample);
  const doubts: string[] = [];

  let header: { index: number; columns: CsvColumns } | null = null;
  let partial: { index: number; columns: CsvColumns; missing: string[] } | null = null;
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const columns = columnsFromHeader(rows[index]!);
    const missing = missingColumns(columns);
    if (missing.length === 0) {
      header = { index, columns };
      break;
    }
    if (Object.keys(columns).length >= 1 && (!partial || missing.length < partial.missing.length)) partial = { index, columns, missing };
  }

  let columns: CsvColumns;
  let headerIndex: number | null;
  let firstDataRow: number;
  if (header) {
    ({ columns } = header);
    headerIndex = header.index;
    firstDataRow = header.index + 1;
    const named = rows[header.index]!.map(normaliseLabel);
    for (const column of Object.values(columns)) {
      if (named.filter((label) => label === named[column]).length > 1) doubts.push(`Two columns are named “${rows[header.index]![column]}”.`);
    }
  } else {
    const inferred = columnsFromValues(sample);
    // What a partial header names stands; the values fill in the rest.
    columns = { ...inferred, ...(partial?.columns ?? {}) };
    if (columns.date === undefined || (columns.amount === undefined && (columns.debit === undefined || columns.credit === undefined))) {
      return unreadableLayout(records, rows, width, describeMissing(partial?.missing ?? missingColumns(inferred)));
    }
    firstDataRow = firstRowOfData(rows, columns);
    headerIndex = partial && partial.index < firstDataRow ? partial.index : looksLikeHeader(rows[firstDataRow - 1]) ? firstDataRow - 1 : null;
    doubts.push(headerIndex === null ? 'This file has no header row naming its columns.' : 'The header row does not name every column we need.');
    if (columns.description === undefined) columns.description = firstFree(width, columns);
  }

  const order = dateOrderOf(cellsAt(records, firstDataRow, [columns.date!], true));
  if (order === 'contradictory') {
    throw new BankFileError(
      'The dates in this CSV are written both month-first and day-first, so they cannot be read safely. Export it again from the bank.',
    );
  }
  let dateOrder: CsvMapping['date_order'] = order === 'day-first' ? 'day_first' : 'month_first';
  if (order === 'month-first' && dayFirstIsCloser([...cellsAt(records.slice(firstDataRow, firstDataRow + 2000), 0, [columns.date!], true)])) {
    doubts.push('Nothing in the file shows whether its dates are written month first or day first.');
    dateOrder = 'day_first';
  }

  const labels = Array.from(
    { length: width },
    (_, column) => (headerIndex === null ? '' : (rows[headerIndex]![column] ?? '')).trim() || `Column ${column + 1}`,
  );
  const shape =
    headerIndex === null
      ? `kinds:${columnKinds(rows.slice(firstDataRow, firstDataRow + SAMPLE_ROWS), width).join(',')}`
      : `header:${labels.map(normaliseLabel).join('|')}`;
  return {
    records,
    head: rows,
    width,
    headerIndex,
    labels,
    suggested: {
      date: columns.date!,
      description: columns.description ?? 0,
      amount: columns.amount ?? null,
      debit: columns.amount === undefined ? (columns.debit ?? null) : null,
      credit: columns.amount === undefined ? (columns.credit ?? null) : null,
      balance: columns.balance ?? null,
      check: columns.check ?? null,
      date_order: dateOrder,
      header_rows: firstDataRow,
    },
    doubts: [...new Set(doubts)],
    unreadable: null,
    shapeKey: crypto.createHash('sha256').update(`${delimiter}|${width}|${shape}`).digest('hex'),
  };
}

/** What the uploader sees to choose the columns: labels, the first rows as read, the suggestion and the doubts. */
export function mappingQuestion(layout: CsvLayout, suggested: CsvMapping, doubts: string[]): CsvMappingQuestion {
  const fit = (row: string[]) => Array.from({ length: layout.width }, (_, column) => (row[column] ?? '').slice(0, 80));
  return {
    columns: layout.labels,
    preview: layout.head.slice(0, Math.min(suggested.header_rows, HEADER_SCAN_ROWS) + PREVIEW_ROWS).map(fit),
    suggested,
    doubts,
  };
}

function unreadableLayout(records: CsvRecord[], head: string[][], width: number, message: string): CsvLayout {
  const none: CsvMapping = {
    date: 0,
    description: 0,
    amount: null,
    debit: null,
    credit: null,
    balance: null,
    date_order: 'month_first',
    header_rows: 0,
  };
  return { records, head, width, headerIndex: null, labels: [], suggested: none, doubts: [], unreadable: message, shapeKey: '' };
}

const PARSE_OPTIONS = { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true } as const;

function parseRows(text: string, delimiter: string, toLine: number): string[][] {
  return parsed(() => parse(text, { ...PARSE_OPTIONS, delimiter, to_line: toLine }) as string[][]);
}

/** Every row of the file, each packed into one string as it is parsed. */
function readRecords(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  parsed(() =>
    parse(text, {
      ...PARSE_OPTIONS,
      delimiter,
      on_record: (cells: string[]) => {
        records.push(packRecord(cells));
        return null;
      },
    }),
  );
  return records;
}

function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CsvError)
      throw new BankFileError(`This CSV could not be read (${error.message.replace(/^Invalid [^:]*: /, '')}). Export it again from the bank.`);
    throw error;
  }
}

function packRecord(cells: string[]): CsvRecord {
  if (cells.length === 0 || cells.some((cell) => cell.includes(SEPARATOR))) return cells;
  return cells.join(SEPARATOR);
}

/** A row's cells. */
export function cellsOf(record: CsvRecord): string[] {
  return typeof record === 'string' ? record.split(SEPARATOR) : record;
}

/** Cell `column` of a row, as `cellsOf(record)[column]` without splitting the whole row. */
function cellOf(record: CsvRecord, column: number): string | undefined {
  if (typeof record !== 'string') return record[column];
  let start = 0;
  for (let i = 0; i < column; i++) {
    start = record.indexOf(SEPARATOR, start) + 1;
    if (start === 0) return undefined;
  }
  const end = record.indexOf(SEPARATOR, start);
  return end < 0 ? record.slice(start) : record.slice(start, end);
}

/**
 * The cells of `columns`, row by row from row `from`, each row's in the order given: every cell (`row[column] ?? ''`)
 * when `all`, else only those that are not empty.
 */
export function* cellsAt(records: readonly CsvRecord[], from: number, columns: readonly number[], all = false): Generator<string> {
  for (let index = from; index < records.length; index++) {
    for (const column of columns) {
      const cell = cellOf(records[index]!, column);
      if (all) yield cell ?? '';
      else if (cell) yield cell;
    }
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

/** The width most rows share (title lines above the header are narrower). */
function commonWidth(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [width, count] of counts) if (count > bestCount || (count === bestCount && width > best)) [best, bestCount] = [width, count];
  return best;
}

const isDate = (cell: string) => parseCsvDate(cell, 'month-first') !== null || parseCsvDate(cell, 'day-first') !== null;
const isAmount = (cell: string) => /\d[.,]\d{2}\)?(?:\s*(?:CR|DR))?$/i.test(cell) && parseBankAmount(cell, decimalMarkOf([cell])) !== null;

/**
 * Without a header: a column of dates, a column of amounts with cents, and the column of words. A second
 * amount column that each row's amount carries forward is the running balance.
 */
function columnsFromValues(sample: string[][]): CsvColumns {
  const dated = sample.filter((row) => row.some(isDate));
  const rows = dated.length > 0 ? dated : sample;
  const width = Math.max(0, ...rows.map((row) => row.length));
  const share = (test: (cell: string) => boolean, column: number) =>
    rows.length === 0 ? 0 : rows.filter((row) => test(row[column] ?? '')).length / rows.length;
  const columns: CsvColumns = {};
  const amounts: number[] = [];
  for (let column = 0; column < width; column++) {
    if (columns.date === undefined && share(isDate, column) >= CONFIDENT) columns.date = column;
    else if (share(isAmount, column) >= CONFIDENT) amounts.push(column);
  }
  if (amounts[0] !== undefined) columns.amount = amounts[0];
  if (amounts[1] !== undefined && carriesBalance(rows, amounts[0]!, amounts[1])) columns.balance = amounts[1];
  let bestWords = 0.5;
  for (let column = 0; column < width; column++) {
    if (column === columns.date || amounts.includes(column)) continue;
    const words = share((cell) => /[a-z]{2}/i.test(cell), column);
    if (words > bestWords) [bestWords, columns.description] = [words, column];
  }
  return columns;
}

function carriesBalance(rows: string[][], amount: number, balance: number): boolean {
  const mark = decimalMarkOf(rows.flatMap((row) => [row[amount] ?? '', row[balance] ?? '']));
  const pairs = rows.map((row) => [parseBankAmount(row[amount] ?? '', mark), parseBankAmount(row[balance] ?? '', mark)] as const);
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

function firstRowOfData(rows: string[][], columns: CsvColumns): number {
  const amountColumn = columns.amount ?? columns.debit!;
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS + 1); index++) {
    const row = rows[index]!;
    if (isDate(row[columns.date!] ?? '') && (isAmount(row[amountColumn] ?? '') || columns.amount === undefined)) return index;
  }
  return 0;
}

/** A row of words only (no dates, no amounts): column names a bank's own words, e.g. Fecha;Concepto;Importe. */
function looksLikeHeader(row: string[] | undefined): boolean {
  return !!row && row.length > 1 && row.every((cell) => cell === '' || (!isDate(cell) && !isAmount(cell) && /[a-z]/i.test(cell)));
}

function firstFree(width: number, columns: CsvColumns): number {
  const used = new Set(Object.values(columns));
  for (let column = 0; column < width; column++) if (!used.has(column)) return column;
  return 0;
}

/** A headerless file's fingerprint: which columns hold dates and amounts (words, blanks and check numbers vary by month). */
function columnKinds(rows: string[][], width: number): string[] {
  return Array.from({ length: width }, (_, column) => {
    const cells = rows.map((row) => row[column] ?? '');
    const share = (test: (cell: string) => boolean) => cells.filter(test).length / Math.max(1, cells.length);
    return share(isDate) >= CONFIDENT ? 'date' : share(isAmount) >= CONFIDENT ? 'amount' : 'other';
  });
}
