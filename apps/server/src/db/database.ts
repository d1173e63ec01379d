import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

const INT8_OID = 20;

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Database {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
  return { db, dialect: options.databaseUrl ? 'postgres' : 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // bigint columns hold cents and counts, always far below 2^53: read them as numbers, not strings.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  });
  // An idle connection dropped by the server (restart, failover, admin command) must not crash the
  // process: pg emits 'error' on the pool and opens a fresh connection for the next query.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** The SQLite database inside DATA_DIR (with its -wal and -shm beside it while in use). */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'ledgerdesk.sqlite');

function openSqlite(dataDir: string): Kysely<DB> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = sqliteFileIn(dataDir);
  // The database holds statements and password hashes: owner-only. SQLite creates the -wal and -shm
  // files with the main file's permissions, so setting them here covers all three.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed write survives a power cut (measured cost ~16 % of insert speed, see docs/architecture.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** Compiled statements kept for reuse, most recently used last; past this many the least recently used go. */
const CACHED_STATEMENTS = 500;
/**
 * Longer SQL is compiled each time: a multi-row insert or a long `in (...)` list compiles to a program as large as
 * its text, varies with its row count, and its compile time is small beside the rows it writes.
 */
const CACHED_SQL_CHARS = 8192;

/**
 * Kysely prepares every query afresh: compiling the transaction list's statement cost 0.11 ms, about a twentieth of
 * the request (`npm run bench:load`). The same SQL text gets the same compiled statement back. SQLite recompiles a
 * statement itself when the schema changes under it, and Kysely only ever runs one to completion (`all`/`run`), but
 * one still being iterated (`busy`) is never handed out twice.
 */
export function withStatementCache(sqlite: Pick<SQLite.Database, 'prepare' | 'close'>) {
  const cached = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SQLite.Statement {
      const found = cached.get(sql);
      if (found && !found.busy) {
        cached.delete(sql);
        cached.set(sql, found);
        return found;
      }
      const statement = sqlite.prepare(sql);
      if (sql.length > CACHED_SQL_CHARS) return statement;
      if (cached.size >= CACHED_STATEMENTS) cached.delete(cached.keys().next().value!);
      cached.set(sql, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

const sqliteHandles = new WeakMap<Kysely<DB>, SQLite.Database>();

/**
 * The better-sqlite3 handle under a SQLite Kysely instance (undefined on PostgreSQL), for bulk writes that reuse
 * one prepared statement (Kysely prepares every query afresh). Kysely holds SQLite's single connection for a
 * transaction, so a synchronous call made inside that transaction's callback runs inside the transaction.
 */
export function sqliteHandleOf(db: Kysely<DB>): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}
