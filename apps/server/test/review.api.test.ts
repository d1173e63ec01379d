import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '4000,Sales,Income',
  '6100,Automobile Expense,Expense',
  '6110,Automobile Expense:Fuel,Expense',
  '6200,Software,Expense',
  '6300,Meals,Expense',
  '6400,Utilities,Expense',
].join('\n');

describe.each(testDialects)('review API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let clientId: string;
  let transactionIds: string[];
  let month = 1;

  async function uploadStatement(lines: Array<{ description: string; amount: number }>) {
    const mm = String(month++).padStart(2, '0');
    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: [`${mm}/01/2026`, `${mm}/28/2026`],
      opening: 5000,
      lines: lines.map((line, index) => ({ date: `${mm}/${String(index + 2).padStart(2, '0')}`, ...line })),
    });
    const form = fileForm('file', pdf, `orchard-${mm}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    // The worker uploads: a worker reviews only their own statements (upload-visibility.ts).
    const uploaded = await app.request('POST', '/api/uploads', { token: worker, form });
    await waitForParsed(app, uploaded.json.upload_id, admin);
    return (await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token: admin })).json as Array<{
      _id: string;
      auto_category: string;
      auto_category_reason: string;
    }>;
  }

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Orchard Bakery', client_number: 11, account_type: 'desktop' },
    });
    clientId = client.json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    const rows = await uploadStatement([
      { description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -45.1 },
      { description: 'ACME WIDGETS CO 4471 SPRINGFIELD IL', amount: -54.99 },
      { description: 'SQUARE INC DEPOSIT', amount: 1200 },
      { description: 'AMEREN ILLINOIS UTILITY', amount: -210.4 },
      { description: 'RIVERSIDE PRINT SHOP 22', amount: -75 },
    ]);
    transactionIds = rows.map((row) => row._id);
  });
  afterAll(() => app?.close());

  it('lists a client’s transactions with their category reason', async () => {
    const list = await app.request('GET', `/api/transactions/client/${clientId}`, { token: worker });
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(5);
    const byVendor = (text: RegExp) => list.json.find((t: { description: string }) => text.test(t.description));
    // A fuel station files itself into the client's own fuel account; an unknown vendor waits for the client.
    expect(byVendor(/SHELL/)).toMatchObject({
      auto_category: '6110 - Automobile Expense:Fuel',
      auto_category_reason: expect.stringMatching(/fuel/i),
    });
    expect(byVendor(/ACME/)).toMatchObject({ auto_category: '1480 - Ask Client', auto_category_reason: expect.any(String) });
  });

  it('saves a manual category, proposes a rule, and approves', async () => {
    // A category other than the auto one: repeating the categoriser proposes no rule (rule-suggestion.api.test.ts).
    const categorised = await app.request('PATCH', `/api/transactions/${transactionIds[0]}`, {
      token: worker,
      body: { manual_category: '6100 - Automobile Expense' },
    });
    expect(categorised.status).toBe(200);
    expect(categorised.json.data.manual_category).toBe('6100 - Automobile Expense');
    expect(categorised.json.rule_suggestion).toEqual({
      vendor_contains: expect.stringMatching(/SHELL/i),
      map_to_account: '6100 - Automobile Expense',
    });
    const approved = await app.request('PATCH', `/api/transactions/${transactionIds[0]}`, { token: worker, body: { approved: true } });
    expect(approved.json.data.approved).toBe(true);
  });

  it('refuses a category the client does not have, and an empty change', async () => {
    const wrong = await app.request('PATCH', `/api/transactions/${transactionIds[1]}`, {
      token: admin,
      body: { manual_category: '9999 - Yachts' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(`"9999 - Yachts" is not one of Orchard Bakery's categories.`);
    expect((await app.request('PATCH', `/api/transactions/${transactionIds[1]}`, { token: admin, body: {} })).status).toBe(400);
    expect((await app.request('PATCH', '/api/transactions/nope', { token: admin, body: { approved: true } })).status).toBe(404);
    const askClient = await app.request('PATCH', `/api/transactions/${transactionIds[3]}`, {
      token: admin,
      body: { manual_category: '1480 - Ask Client' },
    });
    expect(askClient.status).toBe(200);
    expect(askClient.json.rule_suggestion).toBeNull();
  });

  it('bulk-updates all or nothing, within the limit', async () => {
    const partial = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: [transactionIds[2], 'missing-id'], approved: true },
    });
    expect(partial.status).toBe(404);
    const untouched = await app.request('GET', `/api/transactions/client/${clientId}`, { token: worker });
    expect(untouched.json.find((t: { _id: string }) => t._id === transactionIds[2]).approved).toBe(false);

    const tooMany = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: Array.from({ length: 5001 }, (_, i) => `id-${i}`), approved: true },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toMatch(/At most 5000/);

    const ok = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: [transactionIds[2], transactionIds[3]], approved: true },
    });
    expect(ok.json).toEqual({ message: '2 transactions updated', updated_count: 2 });

    const categorised = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: [transactionIds[2], transactionIds[3]], manual_category: '4000 - Sales' },
    });
    expect(categorised.json.updated_count).toBe(2);
    const wrongLabel = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: [transactionIds[2]], manual_category: 'Not a category' },
    });
    expect(wrongLabel.status).toBe(400);
    // The server still answers afterwards (a category check inside the transaction once deadlocked SQLite).
    expect((await app.request('GET', `/api/transactions/client/${clientId}`, { token: worker })).status).toBe(200);
  });

  it('creates a rule that files the next statement’s matching transactions, counting its matches', async () => {
    const created = await app.request('POST', '/api/rules', {
      token: worker,
      body: { client_id: clientId, vendor_contains: 'acme widgets', map_to_account: '6200 - Software' },
    });
    expect(created.status).toBe(201);
    // The count is read from the client's rows: the ACME row of the first statement matches already.
    expect(created.json).toMatchObject({ vendor_contains: 'acme widgets', active: true, match_count: 1 });

    const duplicate = await app.request('POST', '/api/rules', {
      token: admin,
      body: { client_id: clientId, vendor_contains: 'ACME  WIDGETS', map_to_account: '6300 - Meals' },
    });
    expect(duplicate.status).toBe(409);
    const wrongCategory = await app.request('POST', '/api/rules', {
      token: admin,
      body: { client_id: clientId, vendor_contains: 'netflix', map_to_account: 'Streaming' },
    });
    expect(wrongCategory.status).toBe(400);

    const applied = await app.request('POST', `/api/rules/${created.json._id}/apply`, { token: admin });
    expect(applied.json.changed_count).toBe(1);

    // Choosing by hand what the rule already says proposes no second rule.
    const agreeing = await app.request('PATCH', `/api/transactions/${transactionIds[1]}`, {
      token: worker,
      body: { manual_category: '6200 - Software' },
    });
    expect(agreeing.json.rule_suggestion).toBeNull();

    const next = await uploadStatement([{ description: 'ACME WIDGETS ONLINE STORE', amount: -19.99 }]);
    expect(next[0]).toMatchObject({ auto_category: '6200 - Software', auto_category_reason: expect.stringMatching(/acme widgets/i) });

    const rules = await app.request('GET', `/api/rules/${clientId}`, { token: admin });
    expect(rules.json[0].match_count).toBe(2);
  });

  it('lets admins toggle, edit and delete rules; workers may not', async () => {
    const [rule] = (await app.request('GET', `/api/rules/${clientId}`, { token: admin })).json;
    expect((await app.request('PUT', `/api/rules/${rule._id}`, { token: worker, body: { active: false } })).status).toBe(403);
    const disabled = await app.request('PUT', `/api/rules/${rule._id}`, { token: admin, body: { active: false } });
    expect(disabled.json.active).toBe(false);
    const edited = await app.request('PUT', `/api/rules/${rule._id}`, {
      token: admin,
      body: { vendor_contains: 'ACME', map_to_account: '6200 - Software', active: true },
    });
    expect(edited.json).toMatchObject({ vendor_contains: 'ACME', active: true });
    expect((await app.request('DELETE', `/api/rules/${rule._id}`, { token: worker })).status).toBe(403);
    expect((await app.request('DELETE', `/api/rules/${rule._id}`, { token: admin })).json.message).toBe('Rule deleted');
    expect((await app.request('GET', `/api/rules/${clientId}`, { token: admin })).json).toEqual([]);
  });

  it('learns from a correction: the same vendor in a new statement follows it', async () => {
    await app.request('PATCH', `/api/transactions/${transactionIds[4]}`, { token: worker, body: { manual_category: '6300 - Meals' } });
    const rows = await uploadStatement([{ description: 'RIVERSIDE PRINT SHOP 22', amount: -82 }]);
    expect(rows[0]).toMatchObject({ auto_category: '6300 - Meals', auto_category_reason: expect.stringMatching(/Learned/) });
  });

  it('re-categorises only what no person has decided', async () => {
    const response = await app.request('POST', `/api/transactions/client/${clientId}/recategorize`, { token: worker });
    expect(response.status).toBe(200);
    expect(response.json.considered_count).toBeGreaterThan(0);
    const list = await app.request('GET', `/api/transactions/client/${clientId}`, { token: admin });
    expect(list.json.find((t: { _id: string }) => t._id === transactionIds[0]).manual_category).toBe('6100 - Automobile Expense');
  });

  it('unlearns a corrected decision: the new category replaces the old one', async () => {
    const corrected = await app.request('PATCH', `/api/transactions/${transactionIds[4]}`, {
      token: worker,
      body: { manual_category: '6100 - Automobile Expense' },
    });
    expect(corrected.status).toBe(200);
    const rows = await uploadStatement([{ description: 'RIVERSIDE PRINT SHOP 22', amount: -64 }]);
    expect(rows[0]!.auto_category).not.toBe('6300 - Meals');
  });

  it('summarises uploads and pending approvals on the admin dashboard', async () => {
    const overview = await app.request('GET', '/api/dashboard', { token: admin });
    expect(overview.status).toBe(200);
    expect(overview.json.recent_uploads.length).toBeGreaterThanOrEqual(3);
    expect(overview.json.recent_uploads[0]).toMatchObject({ client: 'Orchard Bakery', status: 'completed' });
    const first = overview.json.pending_approvals.find((p: { uploadId: string }) => p.uploadId === overview.json.recent_uploads.at(-1).uploadId);
    expect(first).toMatchObject({ transactionCount: 5, pendingCount: 2 });
    expect(overview.json.sync_history).toEqual([]);
    const pending = await app.request('GET', '/api/dashboard/pending-approvals', { token: admin });
    expect(pending.json).toEqual(overview.json.pending_approvals);
    expect((await app.request('GET', '/api/dashboard', { token: worker })).status).toBe(403);
  });
});
