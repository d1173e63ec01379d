import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { connectClient, createOnlineClientWithKeys, walkConnectPopup } from './support/qbo-connect-helpers.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const NO_CATEGORIES = 'Ask Client: no categories for this client yet; import its chart of accounts or connect QuickBooks Online, then re-categorise';

const chart = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '6150,Bank Service Charges,Expense',
  '6110,Automobile Expense:Fuel,Expense',
  '6200,Software & Apps,Expense',
  '6900,Utilities,Expense',
].join('\n');

// Rows any bookkeeper files without the client's history: a fee, fuel, software, a utility.
const lines = (prefix: string) => [
  { date: '03/03', description: `${prefix} MONTHLY SERVICE FEE`, amount: -15 },
  { date: '03/05', description: `${prefix} SHELL OIL 57442 SPRINGFIELD IL`, amount: -48.2 },
  { date: '03/09', description: `${prefix} ADOBE *CREATIVE CLOUD`, amount: -54.99 },
  { date: '03/12', description: `${prefix} AMEREN ILLINOIS UTILITY PAYMENT`, amount: -131.4 },
];

/**
 * A client's statements are often uploaded before its chart is imported or QuickBooks Online connected: those rows
 * wait on "Ask Client: no categories". The change of categories re-categorises the open ones in the same request.
 */
describe.each(testDialects)('re-categorising when a client gets its categories, on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;
  let worker: string;
  let clientNumber = 700;

  async function upload(token: string, clientId: string, name: string, month: string, prefix: string, extra: ReturnType<typeof lines> = []) {
    const pdf = await makeStatementPdf({
      holder: name.toUpperCase(),
      period: [`${month}/01/2026`, `${month}/28/2026`],
      opening: 5000,
      lines: [...lines(prefix), ...extra],
    });
    const form = fileForm('file', pdf, `${prefix.toLowerCase()}-${month}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    expect(uploaded.status, uploaded.text).toBe(201);
    const uploadId = uploaded.json.upload_id as string;
    await waitForParsed(app, uploadId, token);
    const rows = await app.request('GET', `/api/transactions/${uploadId}`, { token });
    expect(rows.json).toHaveLength(4 + extra.length);
    return (rows.json as Array<{ _id: string }>).map((row) => row._id);
  }

  async function createClient(name: string, accountType: 'desktop' | 'online') {
    const created = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name, client_number: clientNumber++, account_type: accountType },
    });
    expect(created.status).toBe(201);
    return created.json._id as string;
  }

  const rowsOf = (clientId: string) =>
    app.database.db
      .selectFrom('transactions')
      .select(['id', 'auto_category', 'auto_category_reason', 'manual_category', 'approved', 'excluded', 'updated_at'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();
  const auditOf = (clientId: string) =>
    app.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'details'])
      .where('target_type', '=', 'Client')
      .where('target_id', '=', clientId)
      .execute();

  beforeAll(async () => {
    sandbox = await startQboSandbox({ consent: 'auto' });
    app = await startTestApp(dialect, { env: sandbox.env });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  it('re-categorises the open rows uploaded before the chart when it is imported; decided rows stay as they were', async () => {
    const clientId = await createClient('Maple Dental', 'desktop');
    const workerIds = await upload(worker, clientId, 'Maple Dental', '03', 'WK');
    const adminIds = await upload(admin, clientId, 'Maple Dental', '04', 'AD');
    const before = await rowsOf(clientId);
    expect(before.every((row) => row.auto_category === ASK_CLIENT && row.auto_category_reason === NO_CATEGORIES)).toBe(true);

    // A person decided these three: approved, filed by hand (Ask Client is a category too), excluded.
    expect((await app.request('PATCH', `/api/transactions/${adminIds[0]}`, { token: admin, body: { approved: true } })).status).toBe(200);
    expect((await app.request('PATCH', `/api/transactions/${adminIds[1]}`, { token: admin, body: { manual_category: ASK_CLIENT } })).status).toBe(
      200,
    );
    expect(
      (await app.request('PATCH', '/api/transactions/bulk/update', { token: admin, body: { transaction_ids: [adminIds[2]], excluded: true } }))
        .status,
    ).toBe(200);
    const decidedIds = adminIds.slice(0, 3);
    const decidedBefore = (await rowsOf(clientId)).filter((row) => decidedIds.includes(row.id));

    // Importing a chart is an admin's: a worker's attempt changes nothing.
    const refused = await app.request('POST', `/api/coa/${clientId}/upload`, { token: worker, form: fileForm('coa_file', chart, 'coa.csv') });
    expect(refused.status).toBe(403);
    expect((await rowsOf(clientId)).every((row) => row.auto_category_reason === NO_CATEGORIES)).toBe(true);

    const imported = await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    expect(imported.status, imported.text).toBe(201);
    // The brief's fields as they were, the count beside them.
    expect(imported.json).toMatchObject({ message: 'COA uploaded successfully', accounts_count: 5, filename: 'coa.csv', warnings: [] });

    const after = await rowsOf(clientId);
    const open = after.filter((row) => !decidedIds.includes(row.id));
    // An admin sees every statement: the worker's rows are re-categorised with the admin's.
    expect(open.map((row) => row.id).sort()).toEqual([...workerIds, adminIds[3]!].sort());
    expect(open.every((row) => row.auto_category_reason !== NO_CATEGORIES)).toBe(true);
    const categorised = open.filter((row) => row.auto_category !== ASK_CLIENT);
    expect(categorised.length).toBeGreaterThanOrEqual(3);
    for (const row of categorised) expect(chart).toContain(row.auto_category!.split(' - ')[1]!.split(':').at(-1));
    expect(imported.json.recategorised).toEqual({ considered_count: open.length, changed_count: categorised.length });

    expect(after.filter((row) => decidedIds.includes(row.id))).toEqual(decidedBefore);

    const entries = (await auditOf(clientId)).filter((entry) => entry.action === 'Bulk Update');
    expect(entries).toEqual([
      {
        action: 'Bulk Update',
        user_name: 'Administrator',
        details: `Re-categorised ${categorised.length} of ${open.length} open transactions after the chart of accounts was imported (Maple Dental)`,
      },
    ]);

    // The same chart again: the rows are gone over, none changes category.
    const again = await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa-again.csv') });
    expect(again.json.recategorised).toEqual({ considered_count: open.length, changed_count: 0 });
  });

  it('writes no re-categorising entry for a client without statements, and says none in the reply', async () => {
    const clientId = await createClient('Empty Ledger', 'desktop');
    const imported = await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    expect(imported.json.recategorised).toEqual({ considered_count: 0, changed_count: 0 });
    expect((await auditOf(clientId)).map((entry) => entry.action)).not.toContain('Bulk Update');
  });

  it('re-categorises with the QuickBooks Online accounts once the company is connected, and says so on the pop-up page', async () => {
    const { clientId } = await createOnlineClientWithKeys(app, sandbox, admin, 'Harbor Kayaks');
    await upload(admin, clientId, 'Harbor Kayaks', '03', 'HK');
    expect((await rowsOf(clientId)).every((row) => row.auto_category_reason === NO_CATEGORIES)).toBe(true);

    sandbox.createCompany({ name: 'Harbor Kayaks' });
    const popup = await walkConnectPopup(app, clientId, admin);
    expect(popup.status).toBe(200);

    const after = await rowsOf(clientId);
    const changed = after.filter((row) => row.auto_category !== ASK_CLIENT).length;
    expect(changed).toBeGreaterThanOrEqual(3);
    expect(after.every((row) => row.auto_category_reason !== NO_CATEGORIES)).toBe(true);
    expect(popup.html).toContain(`${changed} open transactions were re-categorised with its accounts.`);
    expect(popup.html).toContain(`"recategorised":{"considered_count":4,"changed_count":${changed}}`);
    expect((await auditOf(clientId)).filter((entry) => entry.action === 'Bulk Update').map((entry) => entry.details)).toEqual([
      `Re-categorised ${changed} of 4 open transactions after QuickBooks Online was connected (Harbor Kayaks)`,
    ]);
  });

  it('re-categorises when a refresh brings QuickBooks Online accounts the client did not have, and only then', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Tidewater Crew' });
    const payroll = { date: '03/15', description: 'GUSTO NET PAY 8837102 TIDEWATER CREW', amount: -4210.55 };
    await upload(worker, clientId, 'Tidewater Crew', '03', 'TC', [payroll]);
    const categoriesUrl = `/api/transactions/client/${clientId}/coa-categories`;
    const entries = async () => (await auditOf(clientId)).filter((entry) => entry.action === 'Bulk Update').map((entry) => entry.details);
    const before = await rowsOf(clientId);
    // No payroll expense account in the company yet: the categoriser does not guess one.
    expect(before.filter((row) => row.auto_category === ASK_CLIENT).length).toBeGreaterThanOrEqual(1);

    // Nothing new at QuickBooks: the list is asked again, the rows are left alone and nothing is logged.
    const unchanged = await app.request('GET', `${categoriesUrl}?refresh=true`, { token: worker });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.json).not.toHaveProperty('recategorised');
    expect(await rowsOf(clientId)).toEqual(before);
    const logged = await entries();

    // The client's payroll expense account is added in QuickBooks; the worker's refresh brings it in.
    sandbox.addEntity(realmId, 'Account', { Name: 'Payroll Expenses', AcctNum: '6560', AccountType: 'Expense', AccountSubType: 'PayrollExpenses' });
    const plain = await app.request('GET', categoriesUrl, { token: worker });
    expect(plain.json.categories.map((c: { name: string }) => c.name)).not.toContain('Payroll Expenses');
    const refreshed = await app.request('GET', `${categoriesUrl}?refresh=true`, { token: worker });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.json.categories.map((c: { name: string }) => c.name)).toContain('Payroll Expenses');
    const changed = refreshed.json.recategorised?.changed_count as number;
    expect(refreshed.json.recategorised).toEqual({ considered_count: 5, changed_count: changed });
    expect(changed).toBeGreaterThanOrEqual(1);
    const after = await rowsOf(clientId);
    expect(after.filter((row) => row.auto_category === '6560 - Payroll Expenses')).toHaveLength(1);
    expect(after.filter((row) => row.auto_category === ASK_CLIENT).length).toBe(before.filter((row) => row.auto_category === ASK_CLIENT).length - 1);
    expect(await entries()).toEqual([
      ...logged,
      `Re-categorised ${changed} of 5 open transactions after its QuickBooks Online accounts were refreshed (Tidewater Crew)`,
    ]);

    // The Clients screen's account card refreshes the same way (an admin's).
    sandbox.addEntity(realmId, 'Account', { Name: 'Fuel', AcctNum: '6965', AccountType: 'Expense', AccountSubType: 'Auto' });
    const card = await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin });
    expect(card.status, card.text).toBe(200);
    expect(await entries()).toHaveLength(logged.length + 2);
    expect((await entries()).at(-1)).toMatch(
      /^Re-categorised \d+ of 5 open transactions after its QuickBooks Online accounts were refreshed \(Tidewater Crew\)$/,
    );
  });

  it('re-categorises when the accounting method changes, and only then', async () => {
    const clientId = await createClient('Cedar Farm', 'desktop');
    await upload(admin, clientId, 'Cedar Farm', '03', 'CF');
    const imported = await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    const categorised = imported.json.recategorised.changed_count as number;
    expect(categorised).toBeGreaterThanOrEqual(3);

    const body = { name: 'Cedar Farm Ltd', client_number: clientNumber++, account_type: 'desktop' };
    const renamed = await app.request('PUT', `/api/clients/${clientId}`, { token: admin, body });
    expect(renamed.status).toBe(200);
    expect(renamed.json).not.toHaveProperty('recategorised');
    expect((await app.request('PUT', `/api/clients/${clientId}`, { token: worker, body: { ...body, account_type: 'online' } })).status).toBe(403);

    // Online and not connected: no categories, so the rows wait on Ask Client again and say why.
    const switched = await app.request('PUT', `/api/clients/${clientId}`, { token: admin, body: { ...body, account_type: 'online' } });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({
      name: 'Cedar Farm Ltd',
      account_type: 'online',
      recategorised: { considered_count: 4, changed_count: categorised },
    });
    expect((await rowsOf(clientId)).every((row) => row.auto_category === ASK_CLIENT && row.auto_category_reason === NO_CATEGORIES)).toBe(true);
    expect((await auditOf(clientId)).map((entry) => entry.details)).toContain(
      `Re-categorised ${categorised} of 4 open transactions after its accounting method changed to QuickBooks Online (Cedar Farm Ltd)`,
    );
  });
});
