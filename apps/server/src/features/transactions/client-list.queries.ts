import { type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { ASK_CLIENT, type transactions } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { type TransactionWithTally, selectTransactionsWithTally } from '../categorisation/index.ts';
import type { Viewer } from '../../lib/caller.ts';
import { transactionVisibleTo } from '../uploads/index.ts';
import { type ListPosition, encodeCursor } from './list-cursor.ts';
import { searchWords } from './search-words.ts';

export type ListFilters = z.output<typeof transactions.clientListFilters>;
type Eb = ExpressionBuilder<DB, 'transactions'>;

/** The auto category as the screen shows it: the brief's fallback when the categoriser left it empty. */
const autoLabel = sql<string>`case when trim(transactions.auto_category) <> '' then transactions.auto_category else ${ASK_CLIENT} end`;
/** The category a row is filed under: a person's choice wins over the categoriser's (as review-filters.ts on the web). */
const effectiveCategory = sql<string>`case when trim(transactions.manual_category) <> '' then transactions.manual_category else ${autoLabel} end`;

const SEARCHED = ['vendor_name', 'description', 'manual_category', 'payment_type', 'id'] as const;

/**
 * SQLite: a field holds the lower-case pattern. Its LIKE already ignores case, exactly as far as its lower()
 * folds it (ASCII), so lowering each field would change no match but copy every searched field of every row:
 * 40 % of a search's time on a 5,000-row client (`npm run bench:load`). PostgreSQL's LIKE heeds case.
 */
function contains(expression: Expression<unknown>, pattern: string) {
  // ESCAPE spelled out: SQLite has no default escape character.
  return sql<SqlBool>`${expression} like ${pattern} escape '\\'`;
}

const likeIgnoresCase = (db: Kysely<DB>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The rows of one client the viewer may see that pass the filters (the cursor aside). */
function matching(db: Kysely<DB>, clientId: string, filters: ListFilters, viewer: Viewer) {
  const ignoresCase = likeIgnoresCase(db);
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [eb('transactions.client_id', '=', clientId), transactionVisibleTo(viewer)(eb)];
    if (filters.upload_id) conditions.push(eb('transactions.upload_id', '=', filters.upload_id));
    if (filters.status === 'pending') conditions.push(eb('transactions.approved', '=', 0), eb('transactions.excluded', '=', 0));
    if (filters.status === 'approved') conditions.push(eb('transactions.approved', '=', 1), eb('transactions.excluded', '=', 0));
    if (filters.status === 'excluded') conditions.push(eb('transactions.excluded', '=', 1));
    if (filters.status === 'pushed') conditions.push(eb('transactions.qb_id', 'is not', null));
    if (filters.status === 'duplicates') conditions.push(eb('transactions.possible_duplicate_of', 'is not', null));
    if (filters.category) conditions.push(eb(effectiveCategory, '=', filters.category));
    for (const word of searchWords(filters.q)) {
      const anyField: Expression<SqlBool>[] = ignoresCase
        ? [...SEARCHED.map((column) => contains(sql.ref(`transactions.${column}`), word.pattern)), contains(autoLabel, word.pattern)]
        : // PostgreSQL: the same fields as one lower-cased text, stored and indexed per client (0017). A word
          // never spans two fields: it has no space, and the fields are joined by one.
          [sql<SqlBool>`transactions.search_text like ${word.pattern} escape '\\'`];
      if (word.cents !== null) anyField.push(eb(sql<number>`abs(transactions.amount_cents)`, '=', word.cents));
      conditions.push(eb.or(anyField));
    }
    return eb.and(conditions);
  };
}

export interface ClientPage {
  rows: TransactionWithTally[];
  /** Rows matching the filters, all pages together; counted for a first page only (null on the pages after it). */
  total: number | null;
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
}

/**
 * One page in the screen's order (date, upload, printed position), the row id breaking ties so equal
 * keys never repeat or vanish across pages; a keyset, so a late page costs what the first does.
 * The matching rows are counted for a first page only (the screen reads the total of its first page), and a
 * count is a second pass over every match, so where the page may well hold them all it is skipped when it does.
 */
export async function listClientPage(
  db: Kysely<DB>,
  clientId: string,
  filters: ListFilters,
  viewer: Viewer,
  after: ListPosition | null,
  limit: number,
): Promise<ClientPage> {
  // A client's whole list (the screen as it opens) nearly always runs past one page, so its first page carries the
  // count in the same statement (an uncorrelated subquery, counted once): a second query was a second round trip
  // to the database on most requests (`npm run bench:load`). A search or filter often finds less than a page, and
  // counting it alongside would read its matches twice; it is counted afterwards, only when the page is full.
  const countAlongside = !after && !isFiltered(filters);
  let query = selectTransactionsWithTally(db).where(matching(db, clientId, filters, viewer));
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('transactions.transaction_date', 'transactions.upload_id', 'transactions.position', 'transactions.id'),
        '>',
        eb.tuple(after.transaction_date, after.upload_id, after.position, after.id),
      ),
    );
  }
  const rows = await query
    .$if(countAlongside, (first) => first.select((eb) => countOf(eb.selectFrom('transactions'), db, clientId, filters, viewer).as('matching_total')))
    .orderBy('transactions.transaction_date')
    .orderBy('transactions.upload_id')
    .orderBy('transactions.position')
    .orderBy('transactions.id')
    .limit(limit + 1)
    .execute();
  const page: TransactionWithTally[] = rows.slice(0, limit);
  const last = page[page.length - 1];
  const more = rows.length > limit;
  let total: number | null = null;
  if (countAlongside) total = Number(rows[0]?.matching_total ?? 0);
  else if (!after)
    total = more
      ? Number((await countOf(db.selectFrom('transactions'), db, clientId, filters, viewer).executeTakeFirstOrThrow()).count)
      : page.length;
  return { rows: page, total, nextCursor: more && last ? encodeCursor(last) : null };
}

const isFiltered = (filters: ListFilters) =>
  Boolean(filters.upload_id || filters.category || searchWords(filters.q).length > 0) || filters.status !== 'all';

function countOf(from: SelectQueryBuilder<DB, 'transactions', object>, db: Kysely<DB>, clientId: string, filters: ListFilters, viewer: Viewer) {
  return from.select((eb) => eb.fn.countAll<number | string>().as('count')).where(matching(db, clientId, filters, viewer));
}

export interface ClientCounts {
  total: number;
  approved: number;
  pushed: number;
  excluded: number;
  categories: string[];
}

/** The screen's counters and the categories in use, over every row the filters let through. */
export async function summariseClient(db: Kysely<DB>, clientId: string, filters: ListFilters, viewer: Viewer): Promise<ClientCounts> {
  const [counts, categories] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.sum<number | string | null>(sql`case when transactions.approved = 1 and transactions.excluded = 0 then 1 else 0 end`).as('approved'),
        eb.fn.sum<number | string | null>(sql`case when transactions.excluded = 1 then 1 else 0 end`).as('excluded'),
        eb.fn.count<number | string>('transactions.qb_id').as('pushed'),
      ])
      .where(matching(db, clientId, filters, viewer))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transactions')
      .select(effectiveCategory.as('category'))
      .distinct()
      .where(matching(db, clientId, filters, viewer))
      .execute(),
  ]);
  return {
    total: Number(counts.total),
    approved: Number(counts.approved ?? 0),
    excluded: Number(counts.excluded ?? 0),
    pushed: Number(counts.pushed),
    categories: categories.map((row) => row.category),
  };
}

/** How many rows the filters let through, and their first and last dates (null when none): an export's size and period. */
export async function extentOfMatching(
  db: Kysely<DB>,
  clientId: string,
  filters: ListFilters,
  viewer: Viewer,
): Promise<{ count: number; period: { first: string; last: string } | null }> {
  const extent = await db
    .selectFrom('transactions')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('transactions.transaction_date').as('first'),
      eb.fn.max('transactions.transaction_date').as('last'),
    ])
    .where(matching(db, clientId, filters, viewer))
    .executeTakeFirstOrThrow();
  return { count: Number(extent.count), period: extent.first && extent.last ? { first: extent.first, last: extent.last } : null };
}
