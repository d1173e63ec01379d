import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The audit trail. Append-only: rows are never updated or deleted (on PostgreSQL a trigger enforces it), so
// "this entry was rolled back by that one" lives in its own table, audit_rollbacks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // No foreign key: the entry keeps the user's id and name as they were, whatever happens to the user.
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    // Lower-cased details, user name, action and target id: what the text search looks in.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('can_rollback', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rollback_of', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'created_at', 'id']).execute();

  // Running totals per UTC day (and for all days, day '*'), action, target type and user, kept in the same
  // transaction as each entry: the summary cards add up these few rows instead of a million entries
  // (measured by npm run bench:audit).
  await db.schema
    .createTable('audit_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    // '' for entries made by nobody signed in (a primary key column cannot be null on PostgreSQL).
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('rollbackable', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_counts_pk', ['day', 'action', 'target_type', 'user_key'])
    .execute();

  await db.schema
    .createTable('audit_rollbacks')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('rolled_back_by', 'text', (c) => c.notNull())
    .execute();

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    // A substring search must not read a million rows to find none: a trigram index (FTS5, bundled with SQLite
    // since 3.34) over search_text, filled by trigger. Positions are kept (detail=full) so a phrase query matches the
    // text as a substring and the rows fetched are the rows wanted; the LIKE on audit_log still rechecks each one.
    await sql`CREATE VIRTUAL TABLE audit_search USING fts5(search_text, content='audit_log', content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER audit_search_insert AFTER INSERT ON audit_log BEGIN
      INSERT INTO audit_search(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db);
    return;
  }
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  // Substring search over a million entries needs a trigram index; pg_trgm ships with PostgreSQL but
  // creating it needs rights a hosted database may not grant: without it the search still works, unindexed.
  await sql`
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
      RAISE NOTICE 'pg_trgm unavailable: audit text search runs without its index';
    END $$`.execute(db);
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX audit_log_search ON audit_log USING gin (search_text gin_trgm_ops);
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_search`.execute(db);
  await db.schema.dropTable('audit_rollbacks').execute();
  await db.schema.dropTable('audit_counts').execute();
  await db.schema.dropTable('audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
