import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askClientCategoriser } from '../src/features/categorisation/categorise.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeImagePages } from '../../../tools/hostile-pdfs/hostile-pdfs.ts';
import { startParseJobRunner } from '../src/features/uploads/parse-job-runner.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe.each(testDialects)('parse jobs on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let clientId: string;

  async function uploadStatement(month: number) {
    const mm = String(month).padStart(2, '0');
    const pdf = await makeStatementPdf({
      holder: 'DELTA DELI',
      period: [`${mm}/01/2026`, `${mm}/28/2026`],
      opening: 100,
      lines: [
        { date: `${mm}/02`, description: `SYSCO FOODS INVOICE ${month}`, amount: -40 },
        { date: `${mm}/20`, description: 'SQUARE PAYOUT', amount: 500 + month },
      ],
    });
    const form = fileForm('file', pdf, `delta-${mm}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const response = await app.request('POST', '/api/uploads', { token: admin, form });
    return response.json.upload_id as string;
  }

  const uploadsOf = (ids: string[]) =>
    app.database.db.selectFrom('uploads').select(['id', 'status', 'job_attempts', 'transaction_count']).where('id', 'in', ids).execute();

  // A deadline, not a speed check: each runner starts its own PDF reader threads, which take seconds on a busy CI
  // machine running other test files beside this one (15 s was once not enough for six statements).
  async function waitUntilDone(ids: string[]) {
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const rows = await uploadsOf(ids);
      if (rows.every((row) => row.status === 'completed' || row.status === 'failed')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('jobs did not finish');
  }

  beforeAll(async () => {
    app = await startTestApp(dialect, { runJobs: false });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Delta Deli', client_number: 7, account_type: 'desktop' },
    });
    clientId = client.json._id;
  });
  afterAll(() => app?.close());

  it('finishes a statement whose worker died mid-parse once its lease runs out', async () => {
    const id = await uploadStatement(1);
    // What a killed worker leaves behind: processing, owned by a process that no longer renews its lease.
    await app.database.db
      .updateTable('uploads')
      .set({ status: 'processing', job_owner: 'killed-worker', job_attempts: 1, job_lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const runner = startParseJobRunner({ db: app.database.db, categorise: askClientCategoriser, log: silent, pollMs: 50 });
    const [row] = await waitUntilDone([id]);
    await runner.stop();
    expect(row).toMatchObject({ status: 'completed', transaction_count: 2, job_attempts: 2 });
  });

  it('never reads one statement twice when several workers share the database', { timeout: 60_000 }, async () => {
    const ids: string[] = [];
    for (let month = 2; month <= 7; month++) ids.push(await uploadStatement(month));
    const second = app.openSecondHandle();
    const runners = [
      startParseJobRunner({ db: app.database.db, categorise: askClientCategoriser, log: silent, pollMs: 20 }),
      startParseJobRunner({ db: second.db, categorise: askClientCategoriser, log: silent, pollMs: 20 }),
      startParseJobRunner({ db: second.db, categorise: askClientCategoriser, log: silent, pollMs: 20 }),
    ];
    const rows = await waitUntilDone(ids);
    await Promise.all(runners.map((runner) => runner.stop()));
    await second.close();
    for (const row of rows) expect(row).toMatchObject({ status: 'completed', job_attempts: 1, transaction_count: 2 });
    const transactions = await app.database.db.selectFrom('transactions').select('upload_id').where('upload_id', 'in', ids).execute();
    expect(transactions).toHaveLength(ids.length * 2);
  });

  it('reads a short statement in the short lane while the one regular thread reads a scan (issue 21, item 7)', { timeout: 180_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-scan-'));
    const scanFile = path.join(dir, 'scan.pdf');
    // Eight pages of OCR: long enough to outlast the short lane's cold start on a loaded machine (four did not, in CI
    // with helpers' work beside it, and the scan ended first).
    await makeImagePages(scanFile, 8);
    const form = fileForm('file', fs.readFileSync(scanFile), 'delta-scan.pdf', 'application/pdf');
    form.append('client_id', clientId);
    fs.rmSync(dir, { recursive: true, force: true });
    const scan = (await app.request('POST', '/api/uploads', { token: admin, form })).json.upload_id as string;
    const runner = startParseJobRunner({
      db: app.database.db,
      categorise: askClientCategoriser,
      log: silent,
      pollMs: 50,
      workers: { threads: 1 },
      longAfterMs: 300,
    });
    try {
      // The scan is claimed first (oldest); the short statement arrives behind it.
      await expect.poll(async () => (await uploadsOf([scan]))[0]?.status, { timeout: 10_000 }).toBe('processing');
      const short = await uploadStatement(9);
      runner.wake();
      // Behind the scan it would wait for all eight pages of OCR; in the short lane it is read meanwhile.
      await expect.poll(async () => (await uploadsOf([short]))[0]?.status, { timeout: 60_000, interval: 100 }).toBe('completed');
      expect((await uploadsOf([scan]))[0]?.status, 'the scan is still being read').toBe('processing');
      await expect.poll(async () => (await uploadsOf([scan]))[0]?.status, { timeout: 150_000, interval: 250 }).not.toBe('processing');
    } finally {
      await runner.stop();
    }
  });

  it('sets a statement that is long for the short lane aside for a regular thread, its attempt not counted', { timeout: 60_000 }, async () => {
    const ids = [await uploadStatement(10), await uploadStatement(11), await uploadStatement(12)];
    // Every statement is "long" at once, and the short lane gives each 1 ms: whatever it takes is put back.
    const runner = startParseJobRunner({
      db: app.database.db,
      categorise: askClientCategoriser,
      log: silent,
      pollMs: 20,
      workers: { threads: 1 },
      longAfterMs: 0,
      shortLaneMs: 1,
    });
    try {
      const rows = [];
      for (let attempt = 0; attempt < 400 && rows.length === 0; attempt++) {
        const now = await uploadsOf(ids);
        if (now.every((row) => row.status === 'completed')) rows.push(...now);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(rows.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
      expect(rows.map((row) => row.job_attempts)).toEqual([1, 1, 1]);
      expect(rows.map((row) => row.transaction_count)).toEqual([2, 2, 2]);
    } finally {
      await runner.stop();
    }
  });
});
