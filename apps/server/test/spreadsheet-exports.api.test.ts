import { parse } from 'csv-parse/sync';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const statement = [
  { description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -45.1 },
  { description: '=HYPERLINK("http://evil.example") DEPOSIT', amount: 1200 },
  { description: 'AMEREN ILLINOIS UTILITY', amount: -210.4 },
  { description: 'MYSTERY VENDOR 99', amount: -9.99 },
];

describe.each(testDialects)('spreadsheet and bank-upload exports on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let uploader: string;
  let otherWorker: string;
  let clientId: string;
  let uploadId: string;
  let ids: string[];

  async function download(path: string, token = admin) {
    const response = await fetch(app.url + path, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  const csvRows = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][];
  const count = async (table: 'sync_history' | 'audit_log') =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    uploader = (await createSignedInUser(app, 'worker', admin)).access_token;
    otherWorker = (await createSignedInUser(app, 'worker', admin)).access_token;
    clientId = (
      await app.request('POST', '/api/clients', { token: admin, body: { name: 'Orchard Bakery / Café', client_number: 41, account_type: 'desktop' } })
    ).json._id;
    const chart = ['Number,Name,Type', '6110,Fuel,Expense', '6400,Utilities,Expense', '6510,Office,Expense'].join('\r\n');
    expect(
      (
        await app.request('POST', `/api/coa/${clientId}/upload`, {
          token: admin,
          form: fileForm('coa_file', Buffer.from(chart), 'chart.csv', 'text/csv'),
        })
      ).status,
    ).toBe(201);
    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: ['03/01/2026', '03/31/2026'],
      opening: 5000,
      lines: statement.map((line, index) => ({ date: `03/${String(index + 2).padStart(2, '0')}`, ...line })),
    });
    const form = fileForm('file', pdf, 'orchard-2026-03.pdf', 'application/pdf');
    form.append('client_id', clientId);
    uploadId = (await app.request('POST', '/api/uploads', { token: uploader, form })).json.upload_id;
    await waitForParsed(app, uploadId, admin);
    const rows = (await app.request('GET', `/api/transactions/${uploadId}`, { token: admin })).json as Array<{ _id: string; description: string }>;
    ids = statement.map((line) => rows.find((row) => row.description === line.description)?._id ?? 'missing');
    expect(ids).not.toContain('missing');
    const filed = await app.request('PATCH', `/api/transactions/${ids[0]}`, { token: admin, body: { manual_category: '6110 - Fuel' } });
    expect(filed.status, filed.text).toBe(200);
    // Split across two categories: the bank still sees the row's one amount.
    const split = await app.request('PUT', `/api/transactions/${ids[2]}/splits`, {
      token: admin,
      body: {
        splits: [
          { category: '6400 - Utilities', amount: -200.4, memo: '' },
          { category: '6510 - Office', amount: -10, memo: 'meter' },
        ],
      },
    });
    expect(split.status, split.text).toBe(200);
    expect(
      (await app.request('PATCH', '/api/transactions/bulk/update', { token: admin, body: { transaction_ids: ids.slice(0, 3), approved: true } }))
        .status,
    ).toBe(200);
  });
  afterAll(() => app?.close());

  it('CSV: every column, filtered as the list is, formulas neutralised, named for client, account and period', async () => {
    const file = await download(`/api/export/${clientId}/transactions.csv?status=approved`);
    expect(file.status, file.bytes.toString()).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Orchard Bakery - Café_all accounts_2026-03-02 to 2026-03-04_transactions.csv')}`,
    );
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(file.bytes);
    expect(header).toEqual([
      'Transaction ID',
      'Vendor Name',
      'Amount',
      'Payment Type',
      'Transaction Type',
      'Auto Category',
      'Manual Category',
      'Approved',
      'Date',
      'Push Status',
      'Category',
      'Split',
      'Description',
      'Check Number',
      'Posting Date',
      'Balance',
      'Excluded',
      'Exported to IIF',
      'Statement File',
      'Account',
    ]);
    expect(rows).toHaveLength(3);
    const column = (name: string) => header!.indexOf(name);
    const byDescription = (text: string) => rows.find((row) => row[column('Description')]!.includes(text))!;
    expect(byDescription('SHELL')[column('Amount')]).toBe('-45.10');
    expect(byDescription('SHELL')[column('Category')]).toBe('6110 - Fuel');
    expect(byDescription('SHELL')[column('Date')]).toBe('2026-03-02');
    expect(byDescription('SHELL')[column('Statement File')]).toBe('orchard-2026-03.pdf');
    expect(byDescription('HYPERLINK')[column('Description')]).toBe(`'=HYPERLINK("http://evil.example") DEPOSIT`);
    expect(byDescription('AMEREN')[column('Split')]).toBe('6400 - Utilities: -200.40; 6510 - Office: -10.00 (meter)');
    const searched = csvRows((await download(`/api/export/${clientId}/transactions.csv?q=shell`)).bytes);
    expect(searched.slice(1).map((row) => row[column('Description')])).toEqual(['SHELL OIL 57442 SPRINGFIELD IL']);
  });

  it('Excel: dates typed as dates, amounts as numbers, formula-looking text as text', async () => {
    const file = await download(`/api/export/${clientId}/transactions.xlsx?upload_id=${uploadId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/_2026-03-02 to 2026-03-05_transactions\.xlsx/);
    const workbook = read(file.bytes, { type: 'buffer', cellDates: true, cellFormula: true });
    const sheet = workbook.Sheets.Transactions!;
    const header = utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
    expect(header).toHaveLength(20);
    const cell = (row: number, name: string) => sheet[utils.encode_cell({ r: row, c: header.indexOf(name) })];
    expect(cell(1, 'Date')).toMatchObject({ t: 'd' });
    expect((cell(1, 'Date')!.v as Date).toISOString().slice(0, 10)).toBe('2026-03-02');
    expect(cell(1, 'Amount')).toMatchObject({ t: 'n', v: -45.1 });
    expect(cell(2, 'Description')).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil.example") DEPOSIT' });
    expect(cell(2, 'Description')!.f).toBeUndefined();
    expect(utils.sheet_to_json(sheet)).toHaveLength(4);
  });

  it('a worker exports only the rows of statements they uploaded', async () => {
    const own = csvRows((await download(`/api/export/${clientId}/transactions.csv`, uploader)).bytes);
    expect(own).toHaveLength(5);
    const other = await download(`/api/export/${clientId}/transactions.csv`, otherWorker);
    expect(other.status).toBe(200);
    expect(csvRows(other.bytes)).toHaveLength(1);
    const named = await download(`/api/export/${clientId}/transactions.csv?upload_id=${uploadId}`, otherWorker);
    expect(csvRows(named.bytes)).toHaveLength(1);
    // Not even the statement's account leaks through the file's name.
    expect(named.headers.get('content-disposition')).toContain('_all accounts_no transactions_transactions.csv');
    expect(
      (await download(`/api/export/${clientId}/transactions.csv?upload_id=${uploadId}`, uploader)).headers.get('content-disposition'),
    ).not.toContain('all accounts');
    const workbook = read((await download(`/api/export/${clientId}/transactions.xlsx`, otherWorker)).bytes, { type: 'buffer' });
    expect(utils.sheet_to_json(workbook.Sheets.Transactions!)).toHaveLength(0);
    const bank = await download(`/api/export/${clientId}/quickbooks-online.csv?upload_id=${uploadId}`, otherWorker);
    expect(bank.status).toBe(404);
  });

  it('QuickBooks Online CSV: the 3-column layout, MM/dd/yyyy, approved rows with their whole amounts, recorded', async () => {
    const [syncBefore, auditBefore] = [await count('sync_history'), await count('audit_log')];
    const file = await download(`/api/export/${clientId}/quickbooks-online.csv?upload_id=${uploadId}`, uploader);
    expect(file.status, file.bytes.toString()).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('2026-03-01 to 2026-03-31_quickbooks-online.csv');
    expect(csvRows(file.bytes)).toEqual([
      ['Date', 'Description', 'Amount'],
      ['03/02/2026', 'SHELL OIL 57442 SPRINGFIELD IL', '-45.10'],
      ['03/03/2026', `'=HYPERLINK("http://evil.example") DEPOSIT`, '1200.00'],
      ['03/04/2026', 'AMEREN ILLINOIS UTILITY', '-210.40'],
    ]);
    expect(await count('sync_history')).toBe(syncBefore + 1);
    expect(await count('audit_log')).toBe(auditBefore + 1);
    const sync = await app.database.db.selectFrom('sync_history').selectAll().where('kind', '=', 'qbo_csv_export').executeTakeFirstOrThrow();
    expect(sync).toMatchObject({ client_id: clientId, upload_id: uploadId, status: 'success', pushed_count: 3 });
    const audit = await app.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', sync.id).executeTakeFirstOrThrow();
    expect(audit.action).toBe('QuickBooks Online CSV Exported');
    expect(audit.details).toContain('3 transactions');
    const history = await app.request('GET', '/api/dashboard/sync-history', { token: admin });
    expect(history.status, history.text).toBe(200);
    expect(JSON.stringify(history.json)).toContain('qbo_csv_export');
  });

  it('QuickBooks Online CSV, 4 columns: Credit for money out, Debit for money in', async () => {
    const file = await download(`/api/export/${clientId}/quickbooks-online.csv?upload_id=${uploadId}&columns=4`);
    expect(csvRows(file.bytes)).toEqual([
      ['Date', 'Description', 'Credit', 'Debit'],
      ['03/02/2026', 'SHELL OIL 57442 SPRINGFIELD IL', '45.10', ''],
      ['03/03/2026', `'=HYPERLINK("http://evil.example") DEPOSIT`, '', '1200.00'],
      ['03/04/2026', 'AMEREN ILLINOIS UTILITY', '210.40', ''],
    ]);
  });

  it('Xero CSV: the statement import template, recorded as a Xero export', async () => {
    const file = await download(`/api/export/${clientId}/xero.csv?upload_id=${uploadId}`);
    expect(file.status).toBe(200);
    const [header, first] = csvRows(file.bytes);
    expect(header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number']);
    expect(first?.slice(0, 2)).toEqual(['03/02/2026', '-45.10']);
    const audit = await app.database.db.selectFrom('audit_log').select('action').where('action', '=', 'Xero CSV Exported').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses with a sentence: nothing approved, an unknown statement, a bad column count', async () => {
    await app.request('PATCH', '/api/transactions/bulk/update', { token: admin, body: { transaction_ids: ids.slice(0, 3), approved: false } });
    const none = await app.request('GET', `/api/export/${clientId}/xero.csv?upload_id=${uploadId}`, { token: admin });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("Nothing to export: approve orchard-2026-03.pdf's transactions first.");
    const columns = await app.request('GET', `/api/export/${clientId}/quickbooks-online.csv?upload_id=${uploadId}&columns=5`, { token: admin });
    expect(columns.status).toBe(400);
    const missing = await app.request('GET', `/api/export/${clientId}/xero.csv`, { token: admin });
    expect(missing.status).toBe(400);
  });
});
