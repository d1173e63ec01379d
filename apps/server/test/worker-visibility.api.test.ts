import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = ['Number,Name,Type', '1010,Checking,Bank', '6200,Software,Expense', '6300,Meals,Expense'].join('\n');

// One rule across uploads, transactions, approvals, rules and exports (docs/decisions/0004-worker-visibility.md):
// a worker sees and changes only their own uploads and those uploads' transactions; another worker's are
// answered exactly as if they did not exist.
describe.each(testDialects)('worker visibility on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let alice: string;
  let bob: string;
  let clientId: string;
  const statements: Record<'alice' | 'bob', { uploadId: string; ids: string[] }> = {
    alice: { uploadId: '', ids: [] },
    bob: { uploadId: '', ids: [] },
  };

  async function upload(token: string, month: string, vendor: string) {
    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: [`${month}/01/2026`, `${month}/28/2026`],
      opening: 1000,
      lines: [
        { date: `${month}/03`, description: `${vendor} COFFEE 11`, amount: -12.5 },
        { date: `${month}/04`, description: `${vendor} SOFTWARE 22`, amount: -30 },
      ],
    });
    const form = fileForm('file', pdf, `orchard-${month}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    expect(uploaded.status, uploaded.text).toBe(201);
    const uploadId = uploaded.json.upload_id as string;
    await waitForParsed(app, uploadId, token);
    const rows = await app.request('GET', `/api/transactions/${uploadId}`, { token });
    expect(rows.json).toHaveLength(2);
    return { uploadId, ids: (rows.json as Array<{ _id: string }>).map((row) => row._id) };
  }

  const rowsOf = (ids: string[]) => app.database.db.selectFrom('transactions').selectAll().where('id', 'in', ids).orderBy('position').execute();

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    alice = (await createSignedInUser(app, 'worker', admin)).access_token;
    bob = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Orchard Bakery', client_number: 11, account_type: 'desktop' },
    });
    clientId = client.json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    statements.alice = await upload(alice, '01', 'ALICE');
    statements.bob = await upload(bob, '02', 'BOB');
  });
  afterAll(() => app?.close());

  it("answers another worker's upload and its transactions as not found; admins see both", async () => {
    const { uploadId } = statements.bob;
    const asAlice = await app.request('GET', `/api/uploads/${uploadId}`, { token: alice });
    expect(asAlice.status).toBe(404);
    expect(asAlice.json).toEqual({ message: 'Upload not found' });
    const missing = await app.request('GET', '/api/uploads/00000000-0000-4000-8000-000000000000', { token: alice });
    expect(missing.json).toEqual(asAlice.json);
    const rows = await app.request('GET', `/api/transactions/${uploadId}`, { token: alice });
    expect(rows.status).toBe(404);
    expect(rows.json).toEqual({ message: 'Upload not found' });
    const list = await app.request('GET', '/api/uploads', { token: alice });
    expect(list.json.map((row: { _id: string }) => row._id)).toEqual([statements.alice.uploadId]);

    for (const own of [statements.alice, statements.bob]) {
      expect((await app.request('GET', `/api/uploads/${own.uploadId}`, { token: admin })).status).toBe(200);
      expect((await app.request('GET', `/api/transactions/${own.uploadId}`, { token: admin })).json).toHaveLength(2);
    }
  });

  it("lets a worker approve and categorise only their own uploads' transactions", async () => {
    const [bobs] = statements.bob.ids;
    const refused = await app.request('PATCH', `/api/transactions/${bobs}`, { token: alice, body: { approved: true } });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ message: 'Transaction not found' });
    const recategorised = await app.request('PATCH', `/api/transactions/${bobs}`, { token: alice, body: { manual_category: '6300 - Meals' } });
    expect(recategorised.status).toBe(404);
    expect((await rowsOf([bobs!]))[0]).toMatchObject({ approved: 0, manual_category: null });

    const own = await app.request('PATCH', `/api/transactions/${statements.alice.ids[0]}`, { token: alice, body: { approved: true } });
    expect(own.status).toBe(200);
    const byAdmin = await app.request('PATCH', `/api/transactions/${bobs}`, { token: admin, body: { manual_category: '6300 - Meals' } });
    expect(byAdmin.status).toBe(200);
    await app.request('PATCH', `/api/transactions/${bobs}`, { token: admin, body: { manual_category: null } });
  });

  it("refuses a bulk change that includes another worker's row, all or nothing", async () => {
    const mixed = [statements.alice.ids[1]!, statements.bob.ids[1]!];
    const refused = await app.request('PATCH', '/api/transactions/bulk/update', { token: alice, body: { transaction_ids: mixed, approved: true } });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('1 of the selected transactions no longer exist. Nothing was changed.');
    expect((await rowsOf(mixed)).map((row) => row.approved)).toEqual([0, 0]);
    const byAdmin = await app.request('PATCH', '/api/transactions/bulk/update', { token: admin, body: { transaction_ids: mixed, approved: true } });
    expect(byAdmin.status).toBe(200);
    expect((await rowsOf(mixed)).map((row) => row.approved)).toEqual([1, 1]);
    await app.request('PATCH', '/api/transactions/bulk/update', { token: admin, body: { transaction_ids: mixed, approved: false } });
  });

  it("re-categorises and applies a rule only to the worker's own rows", async () => {
    const rule = await app.request('POST', '/api/rules', {
      token: alice,
      body: { client_id: clientId, vendor_contains: 'SOFTWARE', map_to_account: '6200 - Software' },
    });
    expect(rule.status).toBe(201);
    const applied = await app.request('POST', `/api/rules/${rule.json._id}/apply`, { token: alice });
    expect(applied.status).toBe(200);
    expect(applied.json.changed_count).toBe(1);
    expect((await rowsOf([statements.alice.ids[1]!]))[0]?.auto_category).toBe('6200 - Software');
    expect((await rowsOf([statements.bob.ids[1]!]))[0]?.auto_category).not.toBe('6200 - Software');

    const recategorised = await app.request('POST', `/api/transactions/client/${clientId}/recategorize`, { token: alice });
    expect(recategorised.status).toBe(200);
    // Alice's open rows only: her first row was approved above, so one of hers is left.
    expect(recategorised.json.considered_count).toBe(1);
    const byAdmin = await app.request('POST', `/api/transactions/client/${clientId}/recategorize`, { token: admin });
    expect(byAdmin.json.considered_count).toBe(3);
  });

  it("refuses another worker's rows for an IIF export and their statement for a rollback", async () => {
    const exported = await app.request('POST', `/api/export/qbd/${clientId}/iif`, {
      token: alice,
      body: { transaction_ids: [statements.bob.ids[0]], register_account_name: 'Checking', export_format: 'bank_transactions' },
    });
    expect(exported.status).toBe(400);
    expect(exported.json.message).toBe("1 of the selected transactions was not found among Orchard Bakery's transactions.");
    const linked = await app.request('POST', '/api/export/qbd', {
      token: alice,
      body: {
        client_id: clientId,
        upload_id: statements.bob.uploadId,
        transaction_ids: [statements.bob.ids[0]],
        register_account_name: 'Checking',
        export_format: 'bank_transactions',
      },
    });
    expect(linked.status).toBe(400);
    expect(linked.json.message).toBe("That statement is not one of Orchard Bakery's.");

    const rollback = await app.request('POST', `/api/rollback/${statements.bob.uploadId}`, { token: alice });
    expect(rollback.status).toBe(404);
    expect(rollback.json).toEqual({ message: 'Upload not found' });
    expect(await rowsOf(statements.bob.ids)).toHaveLength(2);
  });
});
