import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** A data folder of its own, and for PostgreSQL a database of its own on TEST_DATABASE_URL's server; both go afterwards. */
export async function scratchDatabase(dialect: Dialect): Promise<{ env: Record<string, string>; settle(): Promise<void>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-load-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { env: { DATA_DIR: dataDir }, settle: async () => undefined, drop: async () => removeDir() };

  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ledgerdesk_load_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (statement: string, connectionString = serverUrl) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    // A client's 5,000 rows arrive in seconds here, not over months: do what autovacuum does within its first
    // minute after such a bulk insert (PostgreSQL 13+ vacuums on inserts too), before the run rather than in it.
    // ANALYZE alone left the planner's statistics right but the GIN search index's pending list full and the
    // visibility map empty, so a search's count read the whole table (9 ms instead of under 1 ms) until
    // autovacuum woke mid-run and spent a burst flushing them: the tail that came and went between runs.
    settle: () => run('VACUUM ANALYZE', url.toString()),
    async drop() {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}
