import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { insertStatement, ledgerCountByNote } from './support/push-statements.ts';
import { connectClient } from './support/qbo-connect-helpers.ts';
import { freePort, runEntry, waitForHealth } from './support/spawn-server.ts';
import { type TestApp, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

const ROWS = 90;

describe.each(testDialects)('push jobs run by the server process on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Every request takes half a second, so the process can be killed while batches are in flight.
    sandbox = await startQboSandbox({ consent: 'auto', latencyMs: 500 });
    // This process only serves the API; the spawned servers run the push jobs.
    app = await startTestApp(dialect, { env: { ...sandbox.env }, runJobs: false });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  /** The real server entry point on the same database, as a second process or a restart would run it. */
  async function startServer(batchSize: number) {
    const port = await freePort();
    const server = runEntry('src/main.ts', [], {
      ...sandbox.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: app.config.databaseUrl,
      APP_SECRET: app.appSecret,
      WEB_DIST_DIR: path.join(app.config.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'true',
      QBO_BATCH_SIZE: String(batchSize),
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, server.child, 60_000);
    return { ...server, url };
  }

  const jobOf = (clientId: string) => app.database.db.selectFrom('qbo_push_jobs').selectAll().where('client_id', '=', clientId).executeTakeFirst();

  /** A connected client with one statement of approved rows and its register chosen. */
  async function statementToPush(name: string) {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name });
    const adminId = (await app.database.db.selectFrom('users').select('id').where('email', '=', testAdmin.email).executeTakeFirstOrThrow()).id;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      description: `${name} ROW ${i}`,
      vendor: i % 2 ? 'Staples' : 'Comcast',
      amount_cents: -(500 + i),
    }));
    const { uploadId, ids } = await insertStatement(app.database.db, { clientId, uploadedBy: adminId, rows });
    const checking = String(sandbox.entities(realmId, 'Account').find((a) => a.Name === 'Business Checking')!.Id);
    await app.request('POST', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token: admin, body: { account_id: checking } });
    return { clientId, realmId, uploadId, ids };
  }

  /** Asks a server to push the statement; the answer is not awaited (the test watches the job instead). */
  function startPush(url: string, clientId: string, uploadId: string): void {
    void fetch(`${url}/api/qbo/${clientId}/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadId, pushAllApproved: true }),
    }).catch(() => null);
  }

  async function waitForProgress(clientId: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await jobOf(clientId);
      if (job && job.done_count > 0) return job;
      if (Date.now() > deadline) throw new Error('the push never started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('resumes in the next process and still posts each row exactly once', async () => {
    const { clientId, realmId, uploadId, ids } = await statementToPush('RESTART');

    // Small batches: many requests, so the kill lands between stored answers and unstored ones.
    const first = await startServer(3);
    // Some batches are committed at QuickBooks but their answers are lost: the client waits to retry them
    // when the process dies, so QuickBooks has rows our database does not know are there.
    sandbox.inject({ kind: 'drop-after-commit', match: { path: /batch/ }, times: 4 });
    // The answer never comes: the process dies while the push runs.
    startPush(first.url, clientId, uploadId);
    await waitForProgress(clientId);
    first.child.kill('SIGKILL');
    await first.exited;

    const killed = (await jobOf(clientId))!;
    expect(killed.status).toBe('running');
    expect(killed.done_count).toBeLessThan(ROWS);
    const pushedBefore = await app.database.db
      .selectFrom('transactions')
      .select('id')
      .where('upload_id', '=', uploadId)
      .where('qb_id', 'is not', null)
      .execute();
    expect(pushedBefore.length).toBeLessThan(ROWS);
    expect(ledgerCountByNote(sandbox, realmId).size).toBeGreaterThan(pushedBefore.length);
    // What the killed process leaves behind once its lease has run out (as in parse-jobs.api.test.ts).
    await app.database.db
      .updateTable('qbo_push_jobs')
      .set({ job_lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', killed.id)
      .execute();

    // Smaller still after the restart: a stored batch of 3 is resent in parts under its own requestid.
    const second = await startServer(2);
    try {
      const finishBy = Date.now() + 90_000;
      let job = await jobOf(clientId);
      while (job?.status !== 'done' && Date.now() < finishBy) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        job = await jobOf(clientId);
      }
      expect(job).toMatchObject({ status: 'done', done_count: ROWS, job_attempts: 2 });
      const status = await app.request('GET', `/api/qbo/${clientId}/push-jobs/${killed.id}`, { token: admin });
      expect(status.json.result).toMatchObject({ pushed: ROWS, skipped: 0, failed: 0 });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    const counts = ledgerCountByNote(sandbox, realmId);
    expect(counts.size).toBe(ROWS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const stored = await app.database.db.selectFrom('transactions').select('qb_id').where('id', 'in', ids).execute();
    expect(stored.every((r) => r.qb_id !== null)).toBe(true);
  }, 240_000);

  it('Intuit refusing the refresh token mid-push stops it with the reconnect sentence and keeps what was pushed', async () => {
    const { clientId, realmId, uploadId, ids } = await statementToPush('GRANT');
    const server = await startServer(3);
    try {
      startPush(server.url, clientId, uploadId);
      await waitForProgress(clientId);
      // The next request finds its token expired, and the refresh is refused: the company must reconnect.
      sandbox.inject({ kind: 'expire-access-token' });
      sandbox.inject({ kind: 'invalid-grant' });
      const deadline = Date.now() + 60_000;
      let job = await jobOf(clientId);
      while (job?.status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await jobOf(clientId);
      }
      expect(job).toMatchObject({ status: 'failed', error_message: 'Reconnect to QuickBooks - Please reconnect and try again.' });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const stored = await app.database.db.selectFrom('transactions').select(['description', 'qb_id']).where('id', 'in', ids).execute();
    const pushed = stored.filter((r) => r.qb_id !== null);
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed.length).toBeLessThan(ROWS);
    // QuickBooks holds exactly the rows we stored as pushed, each once.
    const counts = ledgerCountByNote(sandbox, realmId);
    expect([...counts.keys()].sort()).toEqual(pushed.map((r) => r.description).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const history = await app.database.db.selectFrom('sync_history').selectAll().where('upload_id', '=', uploadId).execute();
    expect(history).toMatchObject([{ response_code: 401, pushed_count: pushed.length, failed_count: ROWS - pushed.length }]);
    expect((await app.request('GET', `/api/qbo/${clientId}/status`, { token: admin })).json.connected).toBe(false);
  }, 240_000);
});
