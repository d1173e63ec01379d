import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { deriveKey } from '../src/lib/app-secret.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { insertStatement } from './support/push-statements.ts';
import { freePort, runEntry, stop, waitForHealth } from './support/spawn-server.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, signIn as signInTestApp, startTestApp, testAdmin } from './support/test-app.ts';

// `npm run backup` and `npm run restore` as a firm would run them: the real server and both commands as their own
// processes, on SQLite with the app secret generated into DATA_DIR.

const admin = { email: 'admin@example.com', password: 'correct horse battery staple' };
const quiet = { APP_SECRET: undefined, DATABASE_URL: undefined, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RUN_JOBS: 'false' };

interface Running {
  url: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = runEntry('src/main.ts', [], { ...quiet, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  await waitForHealth(url, server.child);
  return { url, stop: () => stop(server.child) };
}

async function call(url: string, method: string, urlPath: string, options: { token?: string; body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + urlPath, {
    method,
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : options.form,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, bytes, json: json as any };
}

async function signIn(url: string): Promise<string> {
  const response = await call(url, 'POST', '/api/auth/login', { body: admin });
  expect(response.status).toBe(200);
  return response.json.access_token;
}

function form(field: string, content: Buffer, filename: string, type: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  for (const [key, value] of Object.entries(extra)) data.append(key, value);
  return data;
}

const runCli = (entry: 'backup' | 'restore', args: string[], dataDir: string, env: Record<string, string | undefined> = {}) =>
  runEntry(`src/cli/${entry}.ts`, args, { ...quiet, DATA_DIR: dataDir, ...env });

/** What the load wrote, with when the server answered: everything answered before the backup began must come back. */
type Committed =
  | { kind: 'client'; id: string; secret: string; at: number }
  | { kind: 'chart'; clientId: string; bytes: Buffer; at: number }
  | { kind: 'upload'; id: string; bytes: Buffer; at: number };

describe('npm run backup and npm run restore on SQLite', () => {
  // Made when the tests run, so a run that skips them leaves no folder behind.
  let root: string;
  let live: string;
  let backups: string;
  let server: Running | undefined;
  let token: string;
  let backupFile: string;
  const committed: Committed[] = [];
  const seededFiles = new Map<string, Buffer>();
  let seededTransactionIds: string[] = [];
  let backupStartedAt = 0;
  let backupEndedAt = 0;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-backup-'));
    live = path.join(root, 'live');
    backups = path.join(root, 'backups');
    server = await startServer(live);
    token = await signIn(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up while the app takes clients, charts and statements, and the copy restores every row and file', async () => {
    const url = server!.url;
    // A database worth copying: 10,000 transactions and 24 MB of stored files, written through a second connection
    // as another process would, before the load starts.
    const bulkClient = await call(url, 'POST', '/api/clients', { token, body: { name: 'Bulk Books', client_number: 1, account_type: 'desktop' } });
    expect(bulkClient.status).toBe(201);
    const second = openDatabase({ dataDir: live });
    try {
      const adminId = (await second.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()).id;
      for (let statement = 0; statement < 5; statement++) {
        const rows = Array.from({ length: 2000 }, (_, i) => ({ description: `VENDOR ${statement}-${i}`, amount_cents: -(i + 1) * 7 }));
        await insertStatement(second.db, { clientId: bulkClient.json._id, uploadedBy: adminId, rows });
      }
      seededTransactionIds = (await second.db.selectFrom('transactions').select('id').execute()).map((row) => row.id);
      for (let i = 0; i < 96; i++) {
        const content = crypto.randomBytes(256 * 1024);
        const id = crypto.randomUUID();
        await second.db
          .insertInto('stored_files')
          .values({
            id,
            sha256: crypto.createHash('sha256').update(content).digest('hex'),
            filename: `scan-${i}.pdf`,
            content_type: 'application/pdf',
            size: content.length,
            content,
            created_by: adminId,
            created_at: new Date().toISOString(),
          })
          .execute();
        seededFiles.set(id, content);
      }
    } finally {
      await second.close();
    }

    let running = true;
    const failures: string[] = [];
    async function writer(lane: number) {
      for (let n = 1; running; n++) {
        const name = `Load Client ${lane}-${n}`;
        const secret = `qb-secret-${crypto.randomBytes(6).toString('hex')}`;
        const client = await call(url, 'POST', '/api/clients', {
          token,
          body: {
            name,
            client_number: 10_000 + lane * 100_000 + n,
            account_type: 'desktop',
            qb_client_id: `AB${lane}${n}`,
            qb_client_secret: secret,
          },
        });
        if (client.status !== 201) {
          failures.push(`client ${client.status} ${client.bytes}`);
          continue;
        }
        committed.push({ kind: 'client', id: client.json._id, secret, at: Date.now() });
        const lines = [
          'Number,Name,Type',
          ...Array.from({ length: 400 }, (_, i) => `${5000 + i},Expense ${lane}-${n}-${i} ${crypto.randomBytes(8).toString('hex')},Expense`),
        ];
        const chart = Buffer.from(lines.join('\n'));
        const uploaded = await call(url, 'POST', `/api/coa/${client.json._id}/upload`, {
          token,
          form: form('coa_file', chart, 'chart.csv', 'text/csv'),
        });
        if (uploaded.status === 201) committed.push({ kind: 'chart', clientId: client.json._id, bytes: chart, at: Date.now() });
        else failures.push(`chart ${uploaded.status} ${uploaded.bytes}`);
        if (n % 3 === 0) {
          const pdf = await makeStatementPdf({
            holder: name.toUpperCase(),
            period: ['03/01/2025', '03/31/2025'],
            opening: 1000 + n,
            lines: [{ date: '03/04', description: `SUPPLIER ${n}`, amount: -(n + 0.25) }],
          });
          const statement = await call(url, 'POST', '/api/uploads', {
            token,
            form: form('file', pdf, `statement-${n}.pdf`, 'application/pdf', { client_id: client.json._id }),
          });
          if (statement.status === 201) committed.push({ kind: 'upload', id: statement.json.upload_id, bytes: pdf, at: Date.now() });
          else failures.push(`statement ${statement.status} ${statement.bytes}`);
        }
      }
    }
    const writers = [writer(0), writer(1)];
    await new Promise((resolve) => setTimeout(resolve, 3000));

    backupStartedAt = Date.now();
    const backup = runCli('backup', ['--out', backups], live);
    expect(await backup.exited, backup.output().stderr).toBe(0);
    backupEndedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);
    expect(failures).toEqual([]);

    const { stdout } = backup.output();
    backupFile = stdout.match(/^into (.+\.tar\.gz)$/m)![1]!;
    expect(stdout).toMatch(/app secret .* is inside the backup/);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(backups)).toEqual([path.basename(backupFile)]);
    const before = committed.filter((entry) => entry.at < backupStartedAt);
    const during = committed.filter((entry) => entry.at >= backupStartedAt && entry.at <= backupEndedAt);
    // The load really ran on both sides of the backup's start, and while it ran.
    expect(before.length).toBeGreaterThan(5);
    expect(during.length).toBeGreaterThan(0);
    console.log(
      `backup: ${stdout.match(/^[\d.]+ MB in [\d.]+ s/m)?.[0]}; ${before.length} API writes before it began, ${during.length} while it ran`,
    );

    const restored = path.join(root, 'restored');
    const restore = runCli('restore', [backupFile], restored);
    expect(await restore.exited, restore.output().stderr).toBe(0);
    expect(restore.output().stdout).toMatch(/Restored the backup taken .* all checked/s);
    expect(fs.statSync(path.join(restored, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(restored, 'app-secret'), 'utf8')).toBe(fs.readFileSync(path.join(live, 'app-secret'), 'utf8'));

    const copy = await startServer(restored);
    try {
      // The secret came back: a token the live server signed is good here, and sealed QuickBooks secrets open.
      expect((await call(copy.url, 'GET', '/api/clients', { token })).status).toBe(200);
      const restoredToken = await signIn(copy.url);
      const clients = new Map<string, { qb_client_secret: string | null }>(
        (await call(copy.url, 'GET', '/api/clients', { token: restoredToken })).json.map((client: { _id: string }) => [client._id, client]),
      );
      for (const entry of before) {
        if (entry.kind === 'client') {
          expect(clients.get(entry.id)?.qb_client_secret).toBe(`••••••••${entry.secret.slice(-4)}`);
        } else if (entry.kind === 'upload') {
          const file = await call(copy.url, 'GET', `/api/uploads/${entry.id}/file`, { token: restoredToken });
          expect(file.status).toBe(200);
          expect(file.bytes.equals(entry.bytes)).toBe(true);
        } else {
          const chart = await call(copy.url, 'GET', `/api/coa/${entry.clientId}/status`, { token: restoredToken });
          expect(chart.status).toBe(200);
        }
      }

      const sqlite = new SQLite(path.join(restored, 'ledgerdesk.sqlite'), { readonly: true });
      try {
        const files = sqlite.prepare('SELECT content FROM stored_files WHERE id = ?').pluck();
        for (const [id, content] of seededFiles) expect((files.get(id) as Buffer).equals(content)).toBe(true);
        const charts = sqlite.prepare('SELECT s.content FROM coa_files c JOIN stored_files s ON s.id = c.file_id WHERE c.client_id = ?').pluck();
        for (const entry of before) if (entry.kind === 'chart') expect((charts.get(entry.clientId) as Buffer).equals(entry.bytes)).toBe(true);
        const transactionIds = new Set(sqlite.prepare('SELECT id FROM transactions').pluck().all() as string[]);
        expect(seededTransactionIds.length).toBe(10_000);
        expect(seededTransactionIds.every((id) => transactionIds.has(id))).toBe(true);
      } finally {
        sqlite.close();
      }
    } finally {
      await copy.stop();
    }
  }, 180_000);

  it('refuses to restore over a database in use, even with --force, and leaves it as it was', async () => {
    const databaseFile = path.join(live, 'ledgerdesk.sqlite');
    const inode = fs.statSync(databaseFile).ino;
    const refused = runCli('restore', [backupFile, '--force'], live);
    expect(await refused.exited).toBe(1);
    expect(refused.output().stderr).toMatch(
      /^The database .*ledgerdesk\.sqlite is in use \(a Ledgerdesk server or another program has it open\)\. Stop it and run the restore again\. Nothing was changed\./,
    );
    expect(fs.statSync(databaseFile).ino).toBe(inode);
    expect((await call(server!.url, 'GET', '/api/clients', { token })).status).toBe(200);
  });

  it('refuses a stopped database without --force, and with it keeps the old data in a before-restore folder', async () => {
    await server!.stop();
    server = undefined;
    const refused = runCli('restore', [backupFile], live);
    expect(await refused.exited).toBe(1);
    expect(refused.output().stderr).toMatch(
      /already holds data \(ledgerdesk\.sqlite, app-secret\)\. To replace it with the backup, run the restore again with --force/,
    );

    const rowsBefore = new SQLite(path.join(live, 'ledgerdesk.sqlite'), { readonly: true });
    const clientsBefore = rowsBefore.prepare('SELECT count(*) FROM clients').pluck().get() as number;
    rowsBefore.close();
    const forced = runCli('restore', [backupFile, '--force'], live);
    expect(await forced.exited, forced.output().stderr).toBe(0);
    const aside = forced.output().stdout.match(/before is in (\S+);/)![1]!;
    const kept = new SQLite(path.join(aside, 'ledgerdesk.sqlite'), { readonly: true });
    expect(kept.prepare('SELECT count(*) FROM clients').pluck().get()).toBe(clientsBefore);
    kept.close();
    expect(fs.existsSync(path.join(aside, 'app-secret'))).toBe(true);
    server = await startServer(live);
    expect((await call(server.url, 'POST', '/api/auth/login', { body: admin })).status).toBe(200);
  }, 60_000);

  it('refuses a truncated, an altered and a foreign file with a sentence, and changes nothing', async () => {
    const bytes = fs.readFileSync(backupFile);
    const truncated = path.join(root, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const altered = path.join(root, 'altered.tar.gz');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length * 0.6)]! ^= 0xff;
    fs.writeFileSync(altered, flipped);
    const foreign = path.join(root, 'notes.txt');
    fs.writeFileSync(foreign, 'not a backup at all\n');

    for (const [file, sentence] of [
      [truncated, /truncated\.tar\.gz is damaged or incomplete \(.+\), so it cannot be restored\. Nothing was changed\./],
      [
        altered,
        /altered\.tar\.gz is damaged or incomplete \(the compressed data is cut off or altered \(.+\)\), so it cannot be restored\. Nothing was changed\./,
      ],
      [foreign, /notes\.txt is damaged or incomplete \(.+\), so it cannot be restored\. Nothing was changed\./],
      [path.join(root, 'missing.tar.gz'), /There is no file at .*missing\.tar\.gz\./],
    ] as const) {
      const target = fs.mkdtempSync(path.join(root, 'target-'));
      const refused = runCli('restore', [file], target);
      expect(await refused.exited).toBe(1);
      expect(refused.output().stderr.trim()).toMatch(sentence);
      expect(fs.readdirSync(target)).toEqual([]);
    }
  }, 60_000);

  it('says the secret is not in the file when it comes from APP_SECRET, and restores only with that secret', async () => {
    const secret = 'an-app-secret-kept-in-a-password-manager-000';
    const dataDir = path.join(root, 'env-secret');
    const first = runEntry(
      'src/cli/create-user.ts',
      ['--email', 'pat@example.com', '--name', 'Pat', '--role', 'worker', '--password', 'pat-password-1'],
      {
        ...quiet,
        DATA_DIR: dataDir,
        APP_SECRET: secret,
      },
    );
    expect(await first.exited).toBe(0);
    const out = path.join(root, 'env-backups');
    const backup = runCli('backup', ['--out', out], dataDir, { APP_SECRET: secret });
    expect(await backup.exited, backup.output().stderr).toBe(0);
    expect(backup.output().stdout).toMatch(/The app secret is NOT in this file: it comes from APP_SECRET in the environment/);
    const file = path.join(out, fs.readdirSync(out)[0]!);

    const without = runCli('restore', [file], path.join(root, 'env-restored'));
    expect(await without.exited).toBe(1);
    expect(without.output().stderr).toMatch(
      /taken with APP_SECRET set in the environment, so the app secret is not in the file\. Set APP_SECRET to that value/,
    );
    const wrong = runCli('restore', [file], path.join(root, 'env-restored'), { APP_SECRET: 'x'.repeat(40) });
    expect(await wrong.exited).toBe(1);
    expect(wrong.output().stderr).toMatch(/APP_SECRET is not the secret this backup was taken with/);
    const right = runCli('restore', [file], path.join(root, 'env-restored'), { APP_SECRET: secret });
    expect(await right.exited, right.output().stderr).toBe(0);
    expect(fs.existsSync(path.join(root, 'env-restored', 'app-secret'))).toBe(false);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run backup on PostgreSQL', () => {
  let app: TestApp;
  let root: string;
  const restoredName = `ledgerdesk_restored_${crypto.randomBytes(6).toString('hex')}`;
  // Read when the tests run: without TEST_DATABASE_URL this block is skipped, but still collected.
  const adminUrl = () => process.env.TEST_DATABASE_URL!;
  const restoredUrl = () => Object.assign(new URL(adminUrl()), { pathname: `/${restoredName}` }).toString();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-pg-backup-'));
    app = await startTestApp('postgres', { runJobs: false });
  });
  afterAll(async () => {
    await app?.close();
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await client.end();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs pg_dump into the one file, which pg_restore loads; without pg_dump it says which command to run', async () => {
    const token = (await signInTestApp(app, testAdmin.email, testAdmin.password)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token,
      body: { name: 'Postgres Books', client_number: 77, account_type: 'desktop', qb_client_id: 'AB', qb_client_secret: 'pg-secret-4321' },
    });
    expect(client.status).toBe(201);
    const env = { DATA_DIR: path.join(root, 'data'), DATABASE_URL: app.config.databaseUrl, APP_SECRET: app.appSecret };
    const backup = runEntry('src/cli/backup.ts', ['--out', path.join(root, 'out')], env);
    expect(await backup.exited, backup.output().stderr).toBe(0);
    expect(backup.output().stdout).toMatch(/Backed up the PostgreSQL database in DATABASE_URL \(pg_dump\)/);
    expect(backup.output().stdout).toMatch(/The app secret is NOT in this file/);
    const file = backup.output().stdout.match(/^into (.+\.tar\.gz)$/m)![1]!;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // What README tells an admin to do: unpack, pg_restore into an empty database, start with the same APP_SECRET.
    const instructions = runEntry('src/cli/restore.ts', [file], { DATA_DIR: path.join(root, 'restored') });
    expect(await instructions.exited).toBe(1);
    expect(instructions.output().stderr).toMatch(
      /holds a PostgreSQL dump .* Restore it into an empty database with:\n {2}tar xzf .*\n {2}pg_restore --no-owner/s,
    );
    const unpacked = fs.mkdtempSync(path.join(root, 'unpacked-'));
    expect(spawnSync('tar', ['-xzf', file, '-C', unpacked]).status).toBe(0);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoredName}`);
    await admin.end();
    const loaded = spawnSync(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', restoredUrl(), path.join(unpacked, 'ledgerdesk.pgdump')],
      {
        encoding: 'utf8',
      },
    );
    expect(loaded.status, loaded.stderr).toBe(0);
    const restored = await startTestApp('postgres', { runJobs: false, env: { DATABASE_URL: restoredUrl() } });
    try {
      const clients = await restored.request('GET', '/api/clients', {
        token: (await signInTestApp(restored, testAdmin.email, testAdmin.password)).access_token,
      });
      expect(clients.json.map((c: { name: string }) => c.name)).toContain('Postgres Books');
      // The stored QuickBooks secret opens with the APP_SECRET the backup was taken with.
      const sealed = await restored.database.db
        .selectFrom('clients')
        .select('qb_client_secret_encrypted')
        .where('name', '=', 'Postgres Books')
        .executeTakeFirstOrThrow();
      expect(createSecretBox(deriveKey(app.appSecret, 'qbo-credentials')).open(sealed.qb_client_secret_encrypted!)).toBe('pg-secret-4321');
    } finally {
      await restored.close();
    }

    const noPgDump = runEntry('src/cli/backup.ts', ['--out', path.join(root, 'out')], { ...env, PATH: '/nonexistent' });
    expect(await noPgDump.exited).toBe(1);
    expect(noPgDump.output().stderr).toMatch(
      /pg_dump was not found on this machine \(pg_dump\)\. Back up PostgreSQL yourself with:\n {2}pg_dump --format=custom --no-owner --no-privileges --file ledgerdesk\.pgdump "\$DATABASE_URL"\nand keep the app secret with it \(the app secret is the APP_SECRET value you set\)/,
    );
  }, 60_000);
});
