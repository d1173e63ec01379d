import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askClientCategoriser } from '../src/features/categorisation/categorise.ts';
import { startParseJobRunner } from '../src/features/uploads/parse-job-runner.ts';
import { makeStatementPdf } from './support/statement-pdf.ts';
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

  async function waitUntilDone(ids: string[]) {
    for (let attempt = 0; attempt < 150; attempt++) {
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

  it('never reads one statement twice when several workers share the database', async () => {
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
});
