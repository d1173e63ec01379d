import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

// A Wells Fargo style export: no header, the amount second, a '*' and a check number column, the description last.
const january = [
  '"01/05/2026","-42.18","*","2077","CHECK # 2077"',
  '"01/22/2026","1500.00","*","","MOBILE DEPOSIT : REF NUMBER :310220051234"',
  '"01/30/2026","-125.00","*","","PURCHASE AUTHORIZED ON 01/29 HOME DEPOT #6512 AUSTIN TX"',
].join('\r\n');
const february = ['"02/03/2026","-9.99","*","","NETFLIX.COM"', '"02/10/2026","-64.20","*","","SHELL OIL 57442 AUSTIN TX"'].join('\r\n');

describe.each(testDialects)('CSV column mapping through POST /api/uploads on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  const clients: Record<string, string> = {};

  const upload = (content: string, filename: string, clientId: string, mapping?: unknown) => {
    const form = fileForm('file', content, filename);
    form.append('client_id', clientId);
    if (mapping !== undefined) form.append('csv_mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
    return app.request('POST', '/api/uploads', { token: worker, form });
  };

  async function rowsOf(uploadId: string) {
    expect((await waitForUpload(app, uploadId, worker)).status).toBe('completed');
    return (await app.request('GET', `/api/transactions/${uploadId}`, { token: worker })).json as Array<{
      transaction_date: string;
      description: string;
      amount: number;
      check_number: string | null;
    }>;
  }
  const uploadCount = async () => (await app.request('GET', '/api/uploads', { token: admin })).json.length;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    for (const [number, name] of ['Harbor Cafe LLC', 'Quill Studio'].entries()) {
      clients[name.split(' ')[0]!] = (
        await app.request('POST', '/api/clients', { token: admin, body: { name, client_number: 700 + number, account_type: 'desktop' } })
      ).json._id;
    }
  });
  afterAll(() => app?.close());

  it('asks for the columns of a CSV without a header, with a preview, and stores nothing', async () => {
    const before = await uploadCount();
    const asked = await upload(january, 'export.csv', clients.Harbor!);
    expect(asked.status).toBe(422);
    expect(asked.json).toEqual({
      message: 'We could not tell for sure which columns of this CSV hold the date, description and amount. Check the columns below.',
      csv_mapping: {
        columns: ['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5'],
        preview: [
          ['01/05/2026', '-42.18', '*', '2077', 'CHECK # 2077'],
          ['01/22/2026', '1500.00', '*', '', 'MOBILE DEPOSIT : REF NUMBER :310220051234'],
          ['01/30/2026', '-125.00', '*', '', 'PURCHASE AUTHORIZED ON 01/29 HOME DEPOT #6512 AUSTIN TX'],
        ],
        suggested: {
          date: 0,
          description: 4,
          amount: 1,
          debit: null,
          credit: null,
          balance: null,
          check: null,
          date_order: 'month_first',
          header_rows: 0,
        },
        doubts: ['This file has no header row naming its columns.'],
      },
    });
    expect(await uploadCount()).toBe(before);
  });

  it('reads the file with the mapping sent back, and the next file of that shape for that client without asking', async () => {
    const mapping = {
      date: 0,
      description: 4,
      amount: 1,
      debit: null,
      credit: null,
      balance: null,
      check: 3,
      date_order: 'month_first',
      header_rows: 0,
    };
    const sent = await upload(january, 'export.csv', clients.Harbor!, mapping);
    expect(sent.status, sent.text).toBe(201);
    const rows = await rowsOf(sent.json.upload_id);
    expect(rows.map((r) => [r.transaction_date, r.amount, r.check_number])).toEqual([
      ['2026-01-05', -42.18, '2077'],
      ['2026-01-22', 1500, null],
      ['2026-01-30', -125, null],
    ]);
    expect(rows[0]!.description).toBe('CHECK # 2077');

    const next = await upload(february, 'export (1).csv', clients.Harbor!);
    expect(next.status, next.text).toBe(201);
    expect((await rowsOf(next.json.upload_id)).map((r) => [r.transaction_date, r.description, r.amount])).toEqual([
      ['2026-02-03', 'NETFLIX.COM', -9.99],
      ['2026-02-10', 'SHELL OIL 57442 AUSTIN TX', -64.2],
    ]);
  });

  it('asks another client again, and a remembered mapping stays overridable', async () => {
    const other = await upload(february, 'export.csv', clients.Quill!);
    expect(other.status).toBe(422);
    expect(other.json.csv_mapping.suggested).toMatchObject({ date: 0, amount: 1, description: 4 });

    // Harbor's remembered mapping is replaced by the one sent with the file (amount read from column 2 as before, the
    // description now the '*' column, to show the override wins), and the newest is remembered.
    const march = ['"03/02/2026","-5.00","COFFEE","","SQ *BLUE BOTTLE"', '"03/03/2026","-7.00","LUNCH","","SQ *TACOS"'].join('\n');
    const override = { date: 0, description: 2, amount: 1, debit: null, credit: null, balance: null, date_order: 'month_first', header_rows: 0 };
    const sent = await upload(march, 'march.csv', clients.Harbor!, override);
    expect(sent.status, sent.text).toBe(201);
    expect((await rowsOf(sent.json.upload_id)).map((r) => r.description)).toEqual(['COFFEE', 'LUNCH']);
  });

  it('refuses a mapping that is not JSON or not whole, and asks again when the mapping does not fit the file', async () => {
    const notJson = await upload(january, 'x.csv', clients.Quill!, '{date:');
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ message: 'csv_mapping must be JSON naming the columns.', field: 'csv_mapping' });

    const noAmount = await upload(january, 'x.csv', clients.Quill!, {
      date: 0,
      description: 4,
      amount: null,
      debit: null,
      credit: null,
      balance: null,
      date_order: 'month_first',
      header_rows: 0,
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.json.message).toBe('Choose an amount column, or both a debit and a credit column.');

    const wrongColumn = await upload(january, 'x.csv', clients.Quill!, {
      date: 0,
      description: 2,
      amount: 4,
      debit: null,
      credit: null,
      balance: null,
      date_order: 'month_first',
      header_rows: 0,
    });
    expect(wrongColumn.status).toBe(422);
    expect(wrongColumn.json.message).toBe('Row 1 of this CSV has an amount that is not a number (“CHECK # 2077”).');
    expect(wrongColumn.json.csv_mapping.suggested).toMatchObject({ description: 2, amount: 4 });
  });

  it('asks when nothing shows whether the dates are month first or day first, and reads them as chosen', async () => {
    const text = 'Date,Description,Amount\n01/02/2026,RENT,-900.00\n05/02/2026,SALES,2000.00\n09/02/2026,FEE,-5.00\n';
    const asked = await upload(text, 'feb.csv', clients.Quill!);
    expect(asked.status).toBe(422);
    expect(asked.json.csv_mapping).toMatchObject({
      columns: ['Date', 'Description', 'Amount'],
      suggested: { date_order: 'day_first', header_rows: 1 },
    });
    expect(asked.json.csv_mapping.preview[0]).toEqual(['Date', 'Description', 'Amount']);
    const sent = await upload(text, 'feb.csv', clients.Quill!, asked.json.csv_mapping.suggested);
    expect(sent.status, sent.text).toBe(201);
    expect((await rowsOf(sent.json.upload_id)).map((r) => r.transaction_date)).toEqual(['2026-02-01', '2026-02-05', '2026-02-09']);
  });
});
