import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const january = {
  holder: 'HARBOR CAFE LLC',
  period: ['01/01/2026', '01/31/2026'] as [string, string],
  opening: 1500,
  lines: [
    { date: '01/03', description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amount: -12.5 },
    { date: '01/05', description: 'DEPOSIT SQUARE INC PAYOUT', amount: 2340.11 },
    { date: '01/09', description: 'ACH DEBIT PG&E UTILITY PAYMENT', amount: -310.42 },
    { date: '01/15', description: 'CHECK # 1042', amount: -800 },
    { date: '01/28', description: 'ZELLE PAYMENT TO JOHN SMITH', amount: -150 },
  ],
};

describe.each(testDialects)('uploads API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: { access_token: string };
  let otherWorker: { access_token: string };
  let harborId: string;
  let januaryPdf: Buffer;

  const upload = (token: string, pdf: Buffer | string, filename: string, clientId?: string) => {
    const form = fileForm('file', pdf, filename, 'application/pdf');
    if (clientId) form.append('client_id', clientId);
    return app.request('POST', '/api/uploads', { token, form });
  };

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = await createSignedInUser(app, 'worker', admin);
    otherWorker = await createSignedInUser(app, 'worker', admin);
    const clients = [
      { name: 'Harbor Cafe LLC', client_number: 1, account_type: 'desktop' },
      { name: 'Harborview Dental', client_number: 2, account_type: 'online' },
      { name: 'Bright Plumbing', client_number: 3, account_type: 'desktop' },
    ];
    for (const body of clients) {
      const created = await app.request('POST', '/api/clients', { token: admin, body });
      if (body.client_number === 1) harborId = created.json._id;
    }
    januaryPdf = await makeStatementPdf(january);
  });
  afterAll(() => app?.close());

  it('detects the client, parses the statement in the background and reconciles it', async () => {
    const response = await upload(worker.access_token, januaryPdf, 'statement-jan-2026.pdf');
    // "statement" matches nobody and the printed holder names Harbor Cafe: the statement decides.
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ status: 'pending_parse', message: 'File uploaded successfully' });

    const parsed = await waitForUpload(app, response.json.upload_id, worker.access_token);
    expect(parsed).toMatchObject({
      status: 'completed',
      original_filename: 'statement-jan-2026.pdf',
      client_id: { _id: harborId, name: 'Harbor Cafe LLC' },
      transaction_count: 5,
      page_count: 1,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      opening_balance: 1500,
      closing_balance: 2567.19,
      account: { kind: 'checking', account_number_last4: '4821' },
      reconciliation: { reconciled: true, difference: 0 },
      size: januaryPdf.length,
    });

    const transactions = await app.request('GET', `/api/transactions/${response.json.upload_id}`, { token: admin });
    expect(transactions.json).toHaveLength(5);
    expect(transactions.json[0]).toMatchObject({
      transaction_date: '2026-01-03',
      description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA',
      amount: -12.5,
      balance: 1487.5,
      transaction_type: 'debit',
      auto_category: '1480 - Ask Client',
      approved: false,
      qb_id: null,
    });
    expect(transactions.json[1]).toMatchObject({ amount: 2340.11, transaction_type: 'credit' });
    expect(transactions.json[3].payment_type).toBe('Check');
    // The check number reaches the row, for QuickBooks' DocNumber and IIF's DOCNUM; no row is in doubt here.
    expect(transactions.json[3].description).toMatch(/1042/);
    expect(transactions.json.map((t: { doubtful: string | null }) => t.doubtful)).toEqual([null, null, null, null, null]);
  });

  it('refuses the same file for the same client again, naming the earlier upload', async () => {
    const again = await upload(admin, januaryPdf, 'copy.pdf', harborId);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already uploaded on \d{4}-\d{2}-\d{2} as statement-jan-2026.pdf/);
    expect(again.json.upload_id).toEqual(expect.any(String));
  });

  it('flags transactions repeated by an overlapping statement', async () => {
    const overlap = await makeStatementPdf({
      ...january,
      period: ['01/15/2026', '02/14/2026'],
      opening: 2717.19,
      lines: [
        { date: '01/15', description: 'CHECK # 1042', amount: -800 },
        { date: '01/28', description: 'ZELLE PAYMENT TO JOHN SMITH', amount: -150 },
        { date: '02/02', description: 'ACH DEBIT COMCAST BUSINESS', amount: -129.99 },
      ],
    });
    const response = await upload(admin, overlap, 'harbor-feb.pdf');
    const parsed = await waitForUpload(app, response.json.upload_id, admin);
    expect(parsed.possible_duplicates).toBe(2);
    const listed = (await app.request('GET', '/api/uploads', { token: admin })).json as Array<{ _id: string; possible_duplicates: number }>;
    expect(listed.find((entry) => entry._id === response.json.upload_id)?.possible_duplicates).toBe(2);
    const transactions = await app.request('GET', `/api/transactions/${response.json.upload_id}`, { token: admin });
    expect(transactions.json.map((t: { possible_duplicate_of: string | null }) => Boolean(t.possible_duplicate_of))).toEqual([true, true, false]);
  });

  it('asks for a choice when several clients match, storing nothing', async () => {
    const response = await upload(admin, await makeStatementPdf({ ...january, holder: 'SOMEONE ELSE' }), 'harborview-harbor-jan.pdf');
    expect(response.status).toBe(200);
    expect(response.json.message).toBe('Multiple client matches found. Please select manually.');
    expect(response.json.client_matches.map((c: { name: string }) => c.name).sort()).toEqual(['Harbor Cafe LLC', 'Harborview Dental']);
  });

  it('says so when no client matches', async () => {
    const response = await upload(admin, await makeStatementPdf({ ...january, holder: 'NOBODY KNOWN' }), 'scan001.pdf');
    expect(response.json).toEqual({ client_matches: [], message: 'Could not parse client name. Please select manually.' });
  });

  it.each([
    [
      'a file that is none of the statement kinds',
      'Hello, I am a text file',
      'notes.pdf',
      400,
      'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).',
    ],
    ['a corrupt PDF', '%PDF-1.7\n%%garbage without objects', 'broken.pdf', 400, 'This file is not a readable PDF.'],
  ])('refuses %s with a clear message', async (_label, content, filename, status, message) => {
    const response = await upload(admin, content, filename, harborId);
    expect(response.status).toBe(status);
    expect(response.json.message).toBe(message);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await upload(admin, big, 'big.pdf', harborId);
    expect(response.status).toBe(413);
    // The brief's sentence, then what to do about it (issue 20, item 4).
    expect(response.json.message).toBe(
      "File must be under 10MB. Download the statement from the bank's website rather than scanning it, or scan it in black and white at 300 dpi.",
    );
  });

  it('refuses an unknown client id', async () => {
    const response = await upload(admin, januaryPdf, 'x.pdf', 'no-such-client');
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Please select a client.');
  });

  it('fails a statement without transactions with a message the user can act on', async () => {
    const empty = await makeStatementPdf({ ...january, lines: [] });
    const response = await upload(admin, empty, 'harbor-empty.pdf', harborId);
    const parsed = await waitForUpload(app, response.json.upload_id, admin);
    expect(parsed.status).toBe('failed');
    expect(parsed.error_message).toMatch(/No transactions were found/);
  });

  it('shows workers only their own uploads, admins all', async () => {
    const mine = await app.request('GET', '/api/uploads', { token: worker.access_token });
    expect(mine.json.length).toBeGreaterThan(0);
    expect(new Set(mine.json.map((u: { uploaded_by: { _id: string } }) => u.uploaded_by._id)).size).toBe(1);
    const theirs = await app.request('GET', '/api/uploads', { token: otherWorker.access_token });
    expect(theirs.json).toEqual([]);
    const all = await app.request('GET', '/api/uploads', { token: admin });
    expect(all.json.length).toBeGreaterThan(mine.json.length);
    const someoneElses = await app.request('GET', `/api/uploads/${mine.json[0].upload_id}`, { token: otherWorker.access_token });
    expect(someoneElses.status).toBe(404);
  });

  it('rolls back an upload: its transactions go, the upload says so, and the file may come again', async () => {
    const mine = await app.request('GET', '/api/uploads', { token: worker.access_token });
    const uploadId = mine.json.find((u: { original_filename: string }) => u.original_filename === 'statement-jan-2026.pdf').upload_id;
    expect((await app.request('POST', `/api/rollback/${uploadId}`, { token: otherWorker.access_token })).status).toBe(404);

    const rolled = await app.request('POST', `/api/rollback/${uploadId}`, { token: worker.access_token });
    expect(rolled.status).toBe(200);
    expect(rolled.json).toMatchObject({ removed_count: 5, kept_pushed: [] });
    expect((await app.request('GET', `/api/transactions/${uploadId}`, { token: admin })).json).toEqual([]);
    expect((await app.request('GET', `/api/uploads/${uploadId}`, { token: admin })).json.data.status).toBe('rolled_back');
    expect((await app.request('POST', `/api/rollback/${uploadId}`, { token: admin })).status).toBe(409);

    const again = await upload(admin, januaryPdf, 'statement-jan-2026.pdf', harborId);
    expect(again.status).toBe(201);
  });

  it('keeps a client with statements from being deleted', async () => {
    const response = await app.request('DELETE', `/api/clients/${harborId}`, { token: admin });
    expect(response.status).toBe(409);
    expect(response.json.message).toMatch(/Harbor Cafe LLC has \d+ uploaded statements/);
  });

  it('requires sign-in', async () => {
    expect((await app.request('GET', '/api/uploads')).status).toBe(401);
    expect((await upload('bad-token', januaryPdf, 'x.pdf')).status).toBe(401);
  });
});
