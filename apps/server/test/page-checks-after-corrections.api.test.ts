import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

// A generated statement that prints each page's withdrawals and deposits ("Subtotal") and carries its balance from
// page to page, with no balance on the rows, then the statement's totals (tools/statement-fixtures, page-totals).
const PDF = path.resolve(import.meta.dirname, '../src/features/statements/parser/fixtures/page-totals-subtotal.pdf');

/**
 * The page checks the parser made must hold after a reviewer's corrections too: moving $5.00 of withdrawals from one
 * page to another keeps the statement's sum and its printed totals, and only the pages' own figures see it.
 */
describe.each(testDialects)('page sub-totals and carried balances after corrections, on %s', (dialect) => {
  let app: TestApp;
  let worker: string;
  let uploadId: string;

  const statement = async () => (await app.request('GET', `/api/uploads/${uploadId}`, { token: worker })).json.data;
  const printedTotalsCheck = async () =>
    ((await statement()).reconciliation.checks as Array<{ name: string; ok: boolean; detail: string }>).find(
      (check) => check.name === 'printed_totals',
    );
  const withdrawalOnPage = async (page: number) =>
    app.database.db
      .selectFrom('transactions')
      .select(['id', 'amount_cents'])
      .where('upload_id', '=', uploadId)
      .where('page', '=', page)
      .where('amount_cents', '<', -1000)
      .orderBy('position')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    app = await startTestApp(dialect);
    const admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Quay Traders', client_number: 77, account_type: 'desktop' },
    });
    const form = fileForm('file', fs.readFileSync(PDF), 'quay-traders.pdf', 'application/pdf');
    form.append('client_id', client.json._id);
    uploadId = (await app.request('POST', '/api/uploads', { token: worker, form })).json.upload_id;
    await waitForParsed(app, uploadId, worker);
  });
  afterAll(() => app?.close());

  it('keeps checking them once a row is corrected', async () => {
    expect((await statement()).reconciliation.reconciled).toBe(true);
    expect((await printedTotalsCheck())?.detail).toMatch(/\d+ page totals/);

    const [first, second] = [await withdrawalOnPage(1), await withdrawalOnPage(2)];
    const edit = (row: { id: string }, cents: number) =>
      app.request('PATCH', `/api/transactions/${row.id}`, { token: worker, body: { amount: cents / 100 } });
    expect((await edit(first, first.amount_cents - 500)).status).toBe(200);
    expect((await edit(second, second.amount_cents + 500)).status).toBe(200);

    // The sum and the statement's totals still hold; page 1's sub-total and carried balance do not.
    const moved = await statement();
    expect(moved.reconciliation).toMatchObject({ reconciled: false, difference: 0 });
    expect((await printedTotalsCheck())?.detail).toContain("page 1's withdrawals total: printed");

    // Put back: the pages agree again.
    expect((await edit(first, first.amount_cents)).status).toBe(200);
    expect((await edit(second, second.amount_cents)).status).toBe(200);
    expect((await statement()).reconciliation.reconciled).toBe(true);
    expect((await printedTotalsCheck())?.detail).toMatch(/\d+ page totals/);
  });
});
