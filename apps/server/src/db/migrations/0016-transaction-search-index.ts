import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: a trigram index over the text the client transaction list searches (its `q`), so a search
 * reads the matching rows instead of lower-casing six fields of every row of the client (7.5 -> 1.5 ms for a
 * 5,000-row client's count; `npm run bench:load`). The expression must stay the one the client list searches (client-list.queries.ts
 * imports it from here: the planner uses the index only for this very expression); a different expression
 * needs a new migration. pg_trgm ships with PostgreSQL and is a trusted extension (a database owner may
 * create it); where it is not allowed, searches work as before, only without the index. SQLite scans the
 * client's rows with a case-blind LIKE and needs none of this.
 * Superseded by 0017: the same text as a stored column, indexed per client.
 */
export const SEARCH_TEXT_SQL =
  "lower(coalesce(vendor_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(manual_category, '') || ' ' || " +
  "coalesce(payment_type, '') || ' ' || id || ' ' || case when trim(auto_category) <> '' then auto_category else '1480 - Ask Client' end)";

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // A savepoint, because a refused CREATE EXTENSION would otherwise abort the whole migration transaction.
  await sql`savepoint trigram_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql.raw(`create index transactions_search on transactions using gin ((${SEARCH_TEXT_SQL}) gin_trgm_ops)`).execute(db);
    await sql`release savepoint trigram_search`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram_search`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists transactions_search`.execute(db);
}
