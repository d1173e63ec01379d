import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** A data folder of its own, and for PostgreSQL a database of its own on TEST_DATABASE_URL's server; both go afterwards. */
export async function scratchDatabase(dialect: Dialect): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-load-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };

  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ledgerdesk_load_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
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
    async drop() {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}
