import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

// What QuickBooks Desktop's Account Listing report exports: an empty first column, numbers in names.
const desktopListing = [
  ',"Account","Type","Balance Total","Description","Accnt. #","Tax Line"',
  ',"1000 · Cash:1010 · Checking","Bank","12,500.25","Main checking","1010",""',
  ',"2000 · Visa Card","Credit Card","-1,234.56","","2000",""',
  ',"6100 · Automobile Expense","Expense","0.00","","6100",""',
  ',"6100 · Automobile Expense:6110 · Fuel","Expense","","","6110",""',
  ',"6300 · Meals - 50%","Expense","","","6300",""',
].join('\r\n');

const secondChart = ['Number,Name,Type', '1010,Checking,Bank', '6200,Software,Expense'].join('\n');

describe.each(testDialects)('chart of accounts API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let number = 500;

  async function newClient(accountType: 'desktop' | 'online', name = 'Harbor Cafe') {
    const response = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name, client_number: number++, account_type: accountType },
    });
    return response.json._id as string;
  }

  const upload = (clientId: string, content: string | Buffer, filename: string, token = admin) =>
    app.request('POST', `/api/coa/${clientId}/upload`, { token, form: fileForm('coa_file', content, filename, 'text/csv') });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
  });
  afterAll(() => app?.close());

  it('imports a QuickBooks Desktop listing and serves it in every shape the brief names', async () => {
    const clientId = await newClient('desktop');
    // Reading a chart is an admin's; a worker's category picker reads coa-categories (route-roles.api.test.ts).
    expect((await app.request('GET', `/api/coa/${clientId}/status`, { token: worker })).status).toBe(403);
    const before = await app.request('GET', `/api/coa/${clientId}/status`, { token: admin });
    expect(before.json).toEqual({ has_csv_uploaded: false, coa_details: null });

    const uploaded = await upload(clientId, desktopListing, 'harbor-accounts.csv');
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({ message: 'COA uploaded successfully', accounts_count: 5, filename: 'harbor-accounts.csv' });

    const status = await app.request('GET', `/api/coa/${clientId}/status`, { token: admin });
    expect(status.json).toMatchObject({
      has_csv_uploaded: true,
      coa_details: { filename: 'harbor-accounts.csv', uploaded_at: expect.any(String), accounts_count: 5 },
    });

    const accounts = await app.request('GET', `/api/coa/${clientId}/accounts`, { token: admin });
    expect(accounts.json.data.map((a: { number: string; full_name: string }) => [a.number, a.full_name])).toEqual([
      ['1010', 'Cash:Checking'],
      ['2000', 'Visa Card'],
      ['6100', 'Automobile Expense'],
      ['6110', 'Automobile Expense:Fuel'],
      ['6300', 'Meals - 50%'],
    ]);
    expect(accounts.json.data[0]).toMatchObject({ type: 'Bank', balance: 12500.25, active: true });

    const data = await app.request('GET', `/api/coa/${clientId}/data`, { token: admin });
    expect(data.json.data[1]).toEqual({ Account: 'Visa Card', 'Accnt. #': '2000', Type: 'Credit Card', 'Detail Type': '', Balance: -1234.56 });

    const chart = await app.request('GET', `/api/coa/${clientId}`, { token: admin });
    expect(chart.json.data).toMatchObject({ filename: 'harbor-accounts.csv', active: true, accounts_count: 5 });
    expect(chart.json.data.accounts).toHaveLength(5);

    const categories = await app.request('GET', `/api/transactions/client/${clientId}/coa-categories`, { token: worker });
    expect(categories.json).toMatchObject({ source: 'coa', available: true, account_type: 'desktop' });
    expect(categories.json.categories.map((c: { label: string }) => c.label)).toContain('6110 - Automobile Expense:Fuel');
  });

  it('replaces the active chart on a new upload and keeps the old one in history', async () => {
    const clientId = await newClient('desktop', 'Replace Co');
    await upload(clientId, desktopListing, 'first.csv');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await upload(clientId, secondChart, 'second.csv')).status).toBe(201);

    const accounts = await app.request('GET', `/api/coa/${clientId}/accounts`, { token: admin });
    expect(accounts.json.data.map((a: { name: string }) => a.name)).toEqual(['Checking', 'Software']);
    const history = await app.request('GET', `/api/coa/${clientId}/history`, { token: admin });
    expect(history.json.data.map((h: { filename: string; active: boolean }) => [h.filename, h.active])).toEqual([
      ['second.csv', true],
      ['first.csv', false],
    ]);
  });

  it.each([
    ['an empty file', '', 'empty.csv', /empty/i],
    ['a file with only headers', 'Number,Name,Type\n', 'headers.csv', /no accounts/i],
    ['missing required columns', 'Name,Balance\nChecking,10\n', 'cols.csv', /^Missing required columns: .*Type/],
    ['a renamed PDF', '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'chart.csv', /PDF, not a CSV/],
    ['a wrong extension', 'Number,Name,Type\n1,A,Bank\n', 'chart.pdf', /Invalid file type/],
  ])('rejects %s with a 4xx and leaves the active chart unchanged', async (_label, content, filename, message) => {
    const clientId = await newClient('desktop', 'Keep Co');
    await upload(clientId, secondChart, 'good.csv');
    const response = await upload(clientId, content, filename);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.json.message).toMatch(message);
    const status = await app.request('GET', `/api/coa/${clientId}/status`, { token: admin });
    expect(status.json.coa_details.filename).toBe('good.csv');
    const history = await app.request('GET', `/api/coa/${clientId}/history`, { token: admin });
    expect(history.json.data).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const clientId = await newClient('desktop', 'Big Co');
    const big = `Number,Name,Type\n${'1000,Account name padding padding,Expense\n'.repeat(140_000)}`;
    const response = await upload(clientId, big, 'big.csv');
    expect(response.status).toBe(413);
    expect(response.json.message).toBe('The chart of accounts file must be under 5 MB.');
  });

  it('says a text file renamed .xlsx is not a readable Excel workbook, and keeps the chart as it was', async () => {
    const clientId = await newClient('desktop', 'Renamed File Co');
    const response = await app.request('POST', `/api/coa/${clientId}/upload`, {
      token: admin,
      form: fileForm('coa_file', 'Notes for the accountant: call on Monday\n', 'chart.xlsx'),
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('This file is not a readable Excel workbook.');
    expect((await app.request('GET', `/api/coa/${clientId}/history`, { token: admin })).json.data).toEqual([]);
  });

  it('refuses a request without the coa_file field, or not multipart', async () => {
    const clientId = await newClient('desktop', 'Field Co');
    const wrongField = await app.request('POST', `/api/coa/${clientId}/upload`, {
      token: admin,
      form: fileForm('file', secondChart, 'x.csv'),
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.message).toMatch(/coa_file/);
    const json = await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, body: { coa_file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('keeps charts for desktop clients: an online client gets 409, an unknown one 404', async () => {
    const onlineId = await newClient('online', 'Cloud Co');
    const online = await upload(onlineId, secondChart, 'x.csv');
    expect(online.status).toBe(409);
    expect(online.json.message).toMatch(/QuickBooks Online/);
    expect((await upload('missing-client', secondChart, 'x.csv')).status).toBe(404);
    expect((await app.request('GET', '/api/coa/missing-client/status', { token: admin })).status).toBe(404);
    const none = await newClient('desktop', 'Empty Co');
    expect((await app.request('GET', `/api/coa/${none}/accounts`, { token: admin })).status).toBe(404);
  });

  it('lets only admins upload', async () => {
    const clientId = await newClient('desktop', 'Worker Co');
    expect((await upload(clientId, secondChart, 'x.csv', worker)).status).toBe(403);
    const status = await app.request('GET', `/api/coa/${clientId}/status`, { token: admin });
    expect(status.json.has_csv_uploaded).toBe(false);
  });

  it('removes a deleted client’s charts with it', async () => {
    const clientId = await newClient('desktop', 'Gone Co');
    await upload(clientId, secondChart, 'x.csv');
    expect((await app.request('DELETE', `/api/clients/${clientId}`, { token: admin })).status).toBe(200);
    expect((await app.request('GET', `/api/coa/${clientId}/history`, { token: admin })).status).toBe(404);
  });
});

describe.each(testDialects)('category sources on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
  });
  afterAll(() => app?.close());

  it('says plainly when a desktop client has no chart and an online client is not connected', async () => {
    const desktop = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'No Chart Co', client_number: 1, account_type: 'desktop' },
    });
    const desktopSource = await app.request('GET', `/api/transactions/client/${desktop.json._id}/coa-categories`, { token: admin });
    expect(desktopSource.json).toMatchObject({ source: 'coa', available: false, message: 'No COA uploaded', categories: [] });

    const online = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Online Co', client_number: 2, account_type: 'online' },
    });
    const onlineSource = await app.request('GET', `/api/transactions/client/${online.json._id}/coa-categories`, { token: admin });
    expect(onlineSource.json).toMatchObject({
      source: 'qbo',
      available: false,
      message: 'Online Co is not connected to QuickBooks Online yet.',
    });
    expect((await app.request('GET', '/api/transactions/client/nope/coa-categories', { token: admin })).status).toBe(404);
  });
});
