import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features/bank-files/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

interface Row {
  transaction_id: string;
  upload_id: string;
  transaction_date: string;
  description: string;
  vendor_name: string;
  amount: number;
  possible_duplicate_of: string | null;
}

const pdfStatement = {
  holder: 'SOMEONE',
  period: ['04/01/2026', '04/30/2026'] as [string, string],
  opening: 1000,
  lines: [
    { date: '04/03', description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amount: -12.5 },
    { date: '04/09', description: 'ACH DEBIT PG&E UTILITY PAYMENT', amount: -310.42 },
    { date: '04/20', description: 'DEPOSIT SQUARE INC PAYOUT', amount: 2340.11 },
  ],
};
// The same April as the bank's CSV export: two rows the PDF printed (one a day later, as banks post) and one it did not.
const aprilCsv = [
  'Date,Description,Amount',
  '04/04/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-12.50',
  '04/20/2026,DEPOSIT SQUARE INC PAYOUT,2340.11',
  '04/29/2026,MONTHLY SERVICE FEE,-15.00',
  '',
].join('\n');

describe.each(testDialects)('bank files (OFX, QFX, QBO, CSV) through POST /api/uploads on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  const clients: Record<string, string> = {};

  const upload = (content: Buffer | string, filename: string, clientId?: string) => {
    const form = fileForm('file', content, filename);
    if (clientId) form.append('client_id', clientId);
    return app.request('POST', '/api/uploads', { token: worker, form });
  };

  async function imported(content: Buffer | string, filename: string, clientId?: string) {
    const posted = await upload(content, filename, clientId);
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    expect(posted.json.status).toBe('pending_parse');
    const done = await waitForUpload(app, posted.json.upload_id, worker);
    const rows = (await app.request('GET', `/api/transactions/${done.upload_id}`, { token: worker })).json as Row[];
    return { upload: done, rows };
  }

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    for (const [number, name] of ['Harbor Cafe LLC', 'Nguyen Household', 'Ortiz Plumbing', 'Quill Studio'].entries()) {
      clients[name.split(' ')[0]!] = (
        await app.request('POST', '/api/clients', { token: admin, body: { name, client_number: 300 + number, account_type: 'desktop' } })
      ).json._id;
    }
  });
  afterAll(() => app?.close());

  it('imports OFX 1.x SGML like a parsed statement: client from the file name, rows, reconciliation from LEDGERBAL', async () => {
    const { upload: done, rows } = await imported(fixture('checking-sgml.ofx'), 'harbor-january.ofx');
    expect(done).toMatchObject({
      status: 'completed',
      client_id: { _id: clients.Harbor },
      transaction_count: 4,
      page_count: null,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      closing_balance: 3141.83,
      opening_balance: 1000,
      account: { kind: 'checking', account_number_last4: '7890' },
    });
    expect(done.reconciliation.reconciled).toBe(true);
    expect(rows.map((r) => [r.transaction_date, r.amount, r.possible_duplicate_of])).toEqual([
      ['2026-01-05', -45.67, null],
      ['2026-01-10', 2500, null],
      ['2026-01-15', -300, null],
      ['2026-01-20', -12.5, null],
    ]);
    expect(rows[0]!.description).toBe('AT&T MOBILITY AT&T *BILL PAYMENT & FEES');
  });

  it('finds the client of an overlapping re-import by its bank account, and flags only the rows already imported', async () => {
    const first = (await app.request('GET', '/api/uploads', { token: worker })).json.find(
      (u: { original_filename: string }) => u.original_filename === 'harbor-january.ofx',
    );
    const firstRows = (await app.request('GET', `/api/transactions/${first.upload_id}`, { token: worker })).json as Row[];
    // No client in the name: the account's earlier file decides.
    const { upload: done, rows } = await imported(fixture('checking-sgml-overlap.ofx'), 'download.ofx');
    expect(done.client_id._id).toBe(clients.Harbor);
    expect(rows.map((r) => [r.transaction_date, r.vendor_name, r.possible_duplicate_of])).toEqual([
      ['2026-01-15', expect.any(String), firstRows[2]!.transaction_id],
      ['2026-01-20', 'BLUE BOTTLE COFFEE', firstRows[3]!.transaction_id],
      // Same amount and vendor a day later, but a FITID the bank never sent before: a new coffee.
      ['2026-01-21', 'BLUE BOTTLE COFFEE', null],
      ['2026-02-03', expect.any(String), null],
    ]);
    expect(done.possible_duplicates).toBe(2);
  });

  it('imports OFX 2.x XML and a QuickBooks Web Connect (QBO) card file', async () => {
    const xml = await imported(fixture('checking-xml.ofx'), 'savings.ofx', clients.Quill);
    expect(xml.upload).toMatchObject({
      status: 'completed',
      transaction_count: 2,
      closing_balance: 9004.12,
      account: { kind: 'savings', account_number_last4: '2333' },
    });
    expect(xml.rows.map((r) => r.description)).toEqual(['Transfer to Checking Online transfer <ref 88>', 'INTEREST PAYMENT']);

    const qbo = await imported(fixture('card-webconnect.qbo'), 'quill-card.qbo');
    expect(qbo.upload).toMatchObject({
      status: 'completed',
      client_id: { _id: clients.Quill },
      closing_balance: 483.19,
      account: { kind: 'credit_card', account_number_last4: '4321' },
    });
    expect(qbo.upload.reconciliation.reconciled).toBe(true);
    expect(qbo.rows).toHaveLength(3);
  });

  it('gives each account of a QFX file its own upload on the same stored file', async () => {
    const { upload: checking, rows } = await imported(fixture('two-accounts.qfx'), 'ortiz-february.qfx');
    expect(checking).toMatchObject({
      client_id: { _id: clients.Ortiz },
      transaction_count: 2,
      account: { kind: 'checking', account_number_last4: '1111' },
    });
    expect(rows).toHaveLength(2);
    const [savingsRef, moneyMarketRef] = checking.other_accounts;
    expect(savingsRef).toMatchObject({ account_number_last4: '2222', transaction_count: 1, upload_id: expect.any(String) });
    expect(moneyMarketRef).toMatchObject({ account_number_last4: '3333', transaction_count: 0, upload_id: null });
    const savings = await waitForUpload(app, savingsRef.upload_id, worker);
    expect(savings).toMatchObject({
      status: 'completed',
      closing_balance: 10002.75,
      other_accounts: [{ upload_id: checking.upload_id }, { upload_id: null }],
    });
    const savingsRows = (await app.request('GET', `/api/transactions/${savings.upload_id}`, { token: worker })).json as Row[];
    expect(savingsRows.map((r) => [r.upload_id, r.amount])).toEqual([[savings.upload_id, 2.75]]);
    const file = await app.request('GET', `/api/uploads/${savings.upload_id}/file`, { token: worker });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/x-ofx');
  });

  it('imports a CSV with debit and credit columns, and a Windows-1252 CSV without a BOM', async () => {
    const debitCredit = await imported(fixture('debit-credit.csv'), 'activity.csv', clients.Quill);
    expect(debitCredit.upload).toMatchObject({
      status: 'completed',
      transaction_count: 5,
      opening_balance: 2000,
      closing_balance: 6390.55,
      period_start: '2026-03-01',
    });
    expect(debitCredit.upload.reconciliation.reconciled).toBe(true);
    expect(debitCredit.rows.map((r) => r.amount)).toEqual([-56.7, 500, -250, -12.75, 4210]);

    const latin = await imported(fixture('windows-1252-day-first.csv'), 'quill-export.csv');
    expect(latin.upload.client_id._id).toBe(clients.Quill);
    expect(latin.rows.map((r) => [r.transaction_date, r.description])).toEqual([
      ['2026-01-02', 'Joe’s Diner – Lunch'],
      ['2026-01-13', 'Café René'],
    ]);
  });

  it('flags CSV rows of the same period as an uploaded PDF statement, and the reverse', async () => {
    const pdf = await imported(await makeStatementPdf(pdfStatement), 'april.pdf', clients.Nguyen);
    expect(pdf.upload.status).toBe('completed');
    const csv = await imported(aprilCsv, 'april.csv', clients.Nguyen);
    const byVendor = (rows: Row[], text: string) => rows.find((r) => r.description.includes(text))!;
    expect(byVendor(csv.rows, 'BLUE BOTTLE').possible_duplicate_of).toBe(byVendor(pdf.rows, 'BLUE BOTTLE').transaction_id);
    expect(byVendor(csv.rows, 'SQUARE').possible_duplicate_of).toBe(byVendor(pdf.rows, 'SQUARE').transaction_id);
    expect(byVendor(csv.rows, 'SERVICE FEE').possible_duplicate_of).toBeNull();

    const csvFirst = await imported(aprilCsv, 'april.csv', clients.Ortiz);
    const pdfAfter = await imported(await makeStatementPdf(pdfStatement), 'april.pdf', clients.Ortiz);
    expect(byVendor(pdfAfter.rows, 'BLUE BOTTLE').possible_duplicate_of).toBe(byVendor(csvFirst.rows, 'BLUE BOTTLE').transaction_id);
    expect(byVendor(pdfAfter.rows, 'PG&E').possible_duplicate_of).toBeNull();
  });

  it.each([
    ['binary junk', fixture('junk.bin'), 'statement.ofx', 'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).'],
    ['a sentence named .csv', 'Hello, I am a text file', 'harbor.csv', 'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).'],
    [
      'a CSV without amounts',
      fixture('missing-amount.csv'),
      'harbor.csv',
      'We could not find a description column and an amount column (or debit and credit columns) in this CSV. Its first row should name the columns, for example Date, Description and Amount (or Debit and Credit).',
    ],
    [
      'an OFX file without a statement',
      'OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>',
      'harbor.qfx',
      'This OFX file holds no bank or card statement (it may be an investment or bill-pay file).',
    ],
    ['a PDF in disguise as OFX that is not readable', '%PDF-1.7\n%%garbage', 'harbor.ofx', 'This file is not a readable PDF.'],
  ])('refuses %s with a sentence and stores nothing', async (_label, content, filename, message) => {
    const before = (await app.request('GET', '/api/uploads', { token: admin })).json.length;
    const response = await upload(content, filename, clients.Harbor);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect((await app.request('GET', '/api/uploads', { token: admin })).json.length).toBe(before);
  });
});
