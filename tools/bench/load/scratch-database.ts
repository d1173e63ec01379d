import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** A data folder of its own, and for PostgreSQL a database of its own on TEST_DATABASE_URL's server; both go afterwards. */
export async function scratchDatabase(
  dialect: Dialect,
): Promise<{ env: Record<string, string>; settle(): Promise<void>; drop(): Promise<void> }> {
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
    // A client's 5,000 rows arrive in seconds here, not over months: gather the planner's statistics as
    // autovacuum would within its first minute, or the first requests are planned for an empty table.
    settle: () => run('ANALYZE', url.toString()),
    async drop() {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}
