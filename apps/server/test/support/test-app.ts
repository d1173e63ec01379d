import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { composeLedgerdesk } from '../../src/server.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const testAdmin = { email: 'admin@example.com', password: 'correct horse battery staple' };

export interface TestApp {
  url: string;
  database: Database;
  /** Opens another connection to the same database, as a second process would. */
  openSecondHandle(): Database;
  appSecret: string;
  config: Config;
  request(method: string, urlPath: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

interface RequestOptions {
  body?: unknown;
  form?: FormData;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // Tests assert on arbitrary JSON shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Boots the real app on a fresh database and listens on a real port, as a user's browser would see it. */
export async function startTestApp(
  dialect: TestDialect,
  options: {
    env?: Record<string, string>;
    runJobs?: boolean;
    /** Another process on that app's database (its data folder or PostgreSQL database); close this one first. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const { env = {}, runJobs = true, sameDatabaseAs: other } = options;
  const dataDir = other?.config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-test-'));
  const pgDatabase = dialect === 'postgres' && !other ? await createPostgresDatabase() : undefined;
  const databaseUrl = pgDatabase?.url ?? other?.config.databaseUrl;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
  const appSecret = crypto.randomBytes(32).toString('base64url');
  const { app, database, close } = await composeLedgerdesk({ config, appSecret, admin: testAdmin, runJobs, pollMs: 100 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    url,
    appSecret,
    config,
    async request(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | FormData | undefined = options.form ?? options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(url + urlPath, { method, headers, body });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    database,
    openSecondHandle: () => openDatabase(config),
    async close() {
      await close();
      await pgDatabase?.drop();
      if (!other) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ledgerdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function signIn(app: TestApp, email: string, password: string) {
  const response = await app.request('POST', '/api/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return response.json as { access_token: string; refresh_token: string };
}

/** A multipart form with one file, as a browser's upload sends it. */
export function fileForm(field: string, content: string | Buffer, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), filename);
  return form;
}

/** Creates a user through the API as the test admin and returns their tokens. */
export async function createSignedInUser(app: TestApp, role: 'admin' | 'worker', adminToken: string) {
  const email = `${role}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'a strong password 1';
  const created = await app.request('POST', '/api/auth/register', {
    token: adminToken,
    body: { name: `Test ${role}`, email, password, role },
  });
  if (created.status !== 201) throw new Error(`register failed: ${created.status} ${created.text}`);
  return { email, password, ...(await signIn(app, email, password)) };
}

/** What waitForUpload needs of the API: a TestApp, or a stand-in for a server process a test started itself. */
export interface UploadsApi {
  request(method: string, urlPath: string, options: { token: string }): Promise<Pick<TestResponse, 'status' | 'json'>>;
}

const PARSING = ['pending_parse', 'processing'];

/**
 * Asks GET /api/uploads/:id every 100 ms until the statement's parse has finished (its status is neither
 * 'pending_parse' nor 'processing') and returns the upload as that route gives it, whatever its final status.
 * The deadline is clock time, not a count of attempts, and a hang's safety net rather than a speed check: on CI
 * several test files run at once on two cores, and a parse there has taken over 10 s.
 */
export async function waitForUpload(app: UploadsApi, uploadId: string, token: string, options: { timeoutMs?: number } = {}) {
  const { timeoutMs = 45_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.request('GET', `/api/uploads/${uploadId}`, { token });
    if (response.status !== 200) throw new Error(`GET /api/uploads/${uploadId} answered ${response.status}: ${JSON.stringify(response.json)}`);
    const upload = response.json.data;
    if (!PARSING.includes(upload.status)) return upload as TestResponse['json'];
    if (Date.now() >= deadline) throw new Error(`upload ${uploadId} was still '${upload.status}' after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** As waitForUpload, for a statement the test needs read: throws unless it parsed, with the parser's error if it failed. */
export async function waitForParsed(app: UploadsApi, uploadId: string, token: string, options: { timeoutMs?: number } = {}) {
  const upload = await waitForUpload(app, uploadId, token, options);
  if (upload.status !== 'completed') {
    throw new Error(`upload ${uploadId} ended '${upload.status}' rather than 'completed'${upload.error_message ? `: ${upload.error_message}` : ''}`);
  }
  return upload;
}
