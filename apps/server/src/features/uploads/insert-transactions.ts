import type { Insertable, Kysely } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import type { CategoryGuess } from '../categorisation/index.ts';
import { newTransactionRow, paymentType } from '../transactions/index.ts';
import type { ImportedAccount } from './imported-statement.ts';

/** One account of a statement as its upload's transactions: what the parse job decided for each row before writing. */
export interface ImportedRows {
  uploadId: string;
  clientId: string;
  account: ImportedAccount;
  /** The categoriser's guess for each row, by position. */
  guesses: ReadonlyArray<CategoryGuess | undefined>;
  /** The already-imported transaction each row probably repeats (find-duplicates.ts), by position. */
  duplicates: ReadonlyArray<string | null | undefined>;
}

/**
 * The account's transactions as rows, made one at a time as they are written: a 50,000-row file never holds
 * 50,000 rows of 33 columns at once (about 40 MB), only the statement they are made from.
 */
export function* importedTransactionRows(
  { uploadId, clientId, account, guesses, duplicates }: ImportedRows,
  now: string,
): Generator<TransactionsTable> {
  for (let position = 0; position < account.transactions.length; position++) {
    const t = account.transactions[position]!;
    const guess = guesses[position];
    yield newTransactionRow(
      {
        upload_id: uploadId,
        client_id: clientId,
        position,
        transaction_date: t.transaction_date,
        posting_date: t.posting_date,
        description: t.description,
        vendor_name: t.vendor_name,
        amount_cents: t.amount_cents,
        balance_cents: t.balance_cents,
        payment_type: paymentType(t.description, account.kind),
        transaction_type: t.type,
        page: t.page,
        auto_category: guess?.category ?? null,
        auto_category_confidence: guess?.confidence ?? null,
        auto_category_reason: guess?.reason ?? null,
        auto_category_kind: guess?.kind ?? null,
        possible_duplicate_of: duplicates[position] ?? null,
        check_number: t.check_number ?? null,
        doubtful_reason: t.doubtful ?? null,
        page_top: t.top,
        page_bottom: t.bottom,
        fitid: t.fitid ?? null,
        principal_cents: t.principal_cents ?? null,
      },
      now,
    );
  }
}

/** Takes a statement's transactions out before its rows are written again (a job re-run after a crash). */
export async function deleteUploadTransactions(trx: Kysely<DB>, uploadId: string): Promise<void> {
  await trx.deleteFrom('transactions').where('upload_id', '=', uploadId).execute();
}

/**
 * Inserts rows inside the caller's database transaction (`trx`), taking them from `rows` as it goes (a generator
 * such as `importedTransactionRows` makes each only when it is written). On SQLite, Kysely compiled and prepared
 * a fresh 8,000-placeholder statement for every 200 rows (50,000 rows: about 3.4 s, most of an import); with the
 * SQLite handle (`sqliteHandleOf`) a single-row statement is prepared once and run per row, which SQLite does in
 * about a tenth of that. Measured against json_each over a JSON array (5-6 s: json_extract parses each row's text
 * once per column) and a reused 800-row VALUES statement (about twice the single row's time).
 *
 * A statement's rows leave most of their 38 columns empty (QuickBooks, corrections, splits): each chunk of rows
 * names only the columns some row of it fills, and SQLite writes the others' default, NULL, itself; binding half the
 * columns takes a quarter off SQLite's time (50,000 rows: about 610 -> 470 ms of CPU). A column with another default
 * is always named.
 */
export async function insertTransactionRows(
  trx: Kysely<DB>,
  rows: Iterable<Insertable<TransactionsTable>>,
  sqlite: SQLite.Database | undefined,
): Promise<void> {
  let chunk: Array<Insertable<TransactionsTable>> = [];
  const insertChunk = sqlite ? sqliteInserter(sqlite) : (batch: typeof chunk) => trx.insertInto('transactions').values(batch).execute();
  const size = sqlite ? SQLITE_CHUNK : CHUNK;
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      await insertChunk(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await insertChunk(chunk);
}

/** Rows written at a time: PostgreSQL caps a statement at 65,535 parameters (a row has about 40). */
const CHUNK = 500;
/**
 * SQLite writes row by row; a chunk only decides which columns to name. A small one is gone before the young
 * generation is next collected (a row object is about 870 bytes): 500 rows were promoted to the old generation at
 * nearly every collection, 20 MB over 50,000 rows.
 */
const SQLITE_CHUNK = 64;

function sqliteInserter(sqlite: SQLite.Database) {
  const nullByDefault = new Set(
    (sqlite.pragma('table_info(transactions)') as Array<{ name: string; dflt_value: unknown }>)
      .filter((column) => column.dflt_value === null)
      .map((column) => column.name),
  );
  const statements = new Map<string, SQLite.Statement>();
  let named: Array<keyof TransactionsTable> | undefined;
  return (chunk: ReadonlyArray<Insertable<TransactionsTable>>) => {
    named ??= Object.keys(chunk[0]!) as Array<keyof TransactionsTable>;
    for (const row of chunk)
      if (Object.keys(row).length !== named.length) throw new Error('Every inserted transaction row must name the same columns.');
    const columns = named.filter((column) => !nullByDefault.has(column) || chunk.some((row) => row[column] !== null && row[column] !== undefined));
    const key = columns.join(',');
    let insert = statements.get(key);
    if (!insert) {
      insert = sqlite.prepare(
        `insert into transactions (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      statements.set(key, insert);
    }
    const values: unknown[] = new Array(columns.length);
    for (const row of chunk) {
      for (let i = 0; i < columns.length; i++) values[i] = row[columns[i]!] ?? null;
      insert.run(values);
    }
  };
}
