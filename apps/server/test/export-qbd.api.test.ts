import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIifFile } from '../src/features/quickbooks-desktop/testing/read-iif-file.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

// QuickBooks Desktop's own Account Listing export: Windows-1252, '·' between number and name, sub-accounts
// as whole paths. The importer keeps full names without numbers ('Cash:Checking').
const listing = [
  ',"Account","Type","Balance Total","Description","Accnt. #","Tax Line"',
  ',"1000 · Cash:1010 · Checking","Bank","12,500.25","","1010",""',
  ',"2000 · Visa Card","Credit Card","-1,234.56","","2000",""',
  ',"4000 · Sales","Income","","","4000",""',
  ',"6100 · Automobile Expense","Expense","","","6100",""',
  ',"6100 · Automobile Expense:6110 · Fuel","Expense","","","6110",""',
  ',"6400 · Utilities","Expense","","","6400",""',
  ',"6500 · Office Expenses:6510 · Supplies","Expense","","","6510",""',
].join('\r\n');
const chartNames = ['Cash:Checking', 'Visa Card', 'Sales', 'Automobile Expense', 'Automobile Expense:Fuel', 'Utilities', 'Office Expenses:Supplies'];

const statement = [
  { description: 'CHECK 1042', amount: -125.4, category: '6510 - Office Expenses:Supplies' },
  { description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -45.1, category: '6110 - Automobile Expense:Fuel' },
  { description: 'SQUARE INC DEPOSIT', amount: 1200, category: '4000 - Sales' },
  { description: 'AMEREN ILLINOIS UTILITY', amount: -210.4, category: '6400 - Utilities' },
  { description: 'MYSTERY VENDOR 99', amount: -9.99, category: null },
];

describe.each(testDialects)('QuickBooks Desktop export API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let uploader: string;
  let otherWorker: string;
  let clientId: string;
  let onlineClientId: string;
  let uploadId: string;
  let ids: string[];

  const count = async (table: 'iif_exports' | 'sync_history') =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const listTransactions = async () =>
    (await app.request('GET', `/api/transactions/client/${clientId}`, { token: admin })).json as Array<{ _id: string; exported_at: string | null }>;
  const exportIif = (body: Record<string, unknown>, token = admin, client = clientId) =>
    app.request('POST', `/api/export/qbd/${client}/iif`, { token, body });

  async function downloadBytes(path: string, token?: string) {
    const response = await fetch(app.url + path, { method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  async function postForBytes(path: string, body: unknown, token = admin) {
    const response = await fetch(app.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    uploader = (await createSignedInUser(app, 'worker', admin)).access_token;
    otherWorker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Orchard Bakery / Café', client_number: 31, account_type: 'desktop' },
    });
    clientId = client.json._id;
    const online = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Online Co', client_number: 32, account_type: 'online' },
    });
    onlineClientId = online.json._id;
    const chart = await app.request('POST', `/api/coa/${clientId}/upload`, {
      token: admin,
      form: fileForm('coa_file', iconv.encode(listing, 'win1252'), 'Account Listing.csv', 'text/csv'),
    });
    expect(chart.status).toBe(201);

    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: ['03/01/2026', '03/31/2026'],
      opening: 5000,
      lines: statement.map((line, index) => ({ date: `03/${String(index + 2).padStart(2, '0')}`, ...line })),
    });
    const form = fileForm('file', pdf, 'orchard-2026-03.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token: uploader, form });
    uploadId = uploaded.json.upload_id;
    await waitForParsed(app, uploadId, admin);
    const rows = (await app.request('GET', `/api/transactions/${uploadId}`, { token: admin })).json as Array<{ _id: string; description: string }>;
    ids = statement.map((line) => rows.find((row) => row.description === line.description)?._id ?? 'missing');
    for (const [index, line] of statement.entries()) {
      const patch = line.category ? { manual_category: line.category } : { manual_category: '1480 - Ask Client' };
      expect((await app.request('PATCH', `/api/transactions/${ids[index]}`, { token: admin, body: patch })).status).toBe(200);
    }
    const approved = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: admin,
      body: { transaction_ids: ids.slice(0, 4), approved: true },
    });
    expect(approved.status).toBe(200);
  });
  afterAll(() => app?.close());

  it('offers the export card for a desktop client: IIF, chart categories, its bank and card accounts', async () => {
    const options = await app.request('GET', `/api/export/${clientId}/options`, { token: uploader });
    expect(options.status).toBe(200);
    expect(options.json).toEqual({
      client_id: clientId,
      account_type: 'desktop',
      export_method: 'iif',
      category_source: 'coa',
      requires_coa: true,
      has_coa: true,
      formats: ['journal_entries', 'bank_transactions'],
      register_accounts: [
        { id: expect.any(String), name: 'Cash:Checking', type: 'Bank' },
        { id: expect.any(String), name: 'Visa Card', type: 'Credit Card' },
      ],
    });
  });

  it('offers the QuickBooks Online card for an online client, and needs a known client and a signed-in caller', async () => {
    const options = await app.request('GET', `/api/export/${onlineClientId}/options`, { token: admin });
    expect(options.status).toBe(200);
    expect(options.json).toMatchObject({
      account_type: 'online',
      export_method: 'qbo_api',
      category_source: 'qbo',
      requires_coa: false,
      has_coa: false,
      formats: [],
      // Not connected to a company: no registers to offer.
      register_accounts: [],
    });
    const noChart = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'No Chart Co', client_number: 33, account_type: 'desktop' },
    });
    const noChartOptions = await app.request('GET', `/api/export/${noChart.json._id}/options`, { token: admin });
    expect(noChartOptions.json).toMatchObject({ export_method: 'iif', requires_coa: true, has_coa: false, register_accounts: [] });
    expect((await app.request('GET', '/api/export/nope/options', { token: admin })).status).toBe(404);
    expect((await app.request('GET', `/api/export/${clientId}/options`)).status).toBe(401);
  });

  it('refuses an export that would import wrongly, naming every problem, and records nothing', async () => {
    const refused = await exportIif({ transaction_ids: ids, register_account_name: 'Chekcing' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^Nothing was exported\. /);
    expect(refused.json.message).toContain('"Chekcing"');
    expect(refused.json.problems).toEqual([
      `Register account "Chekcing" is not in Orchard Bakery / Café's chart of accounts.`,
      expect.stringMatching(/^Not approved: 03\/06\/2026, .+, -\$9\.99\.$/),
      expect.stringMatching(/^No category \(1480 - Ask Client\): 03\/06\/2026, .+, -\$9\.99\.$/),
    ]);

    const income = await exportIif({ transaction_ids: ids.slice(0, 4), register_account_name: '4000 - Sales' });
    expect(income.status).toBe(400);
    expect(income.json.problems).toEqual(['Register account "Sales" is an Income account; choose a Bank or Credit Card account.']);

    expect(await count('iif_exports')).toBe(0);
    expect(await count('sync_history')).toBe(0);
    expect((await listTransactions()).every((row) => row.exported_at === null)).toBe(true);
  });

  it('previews the first blocks, with what would be refused as warnings', async () => {
    const preview = await app.request('POST', `/api/export/qbd/${clientId}/preview`, {
      token: uploader,
      body: { transaction_ids: ids, register_account_name: '1010' },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.transactions_count).toBe(4);
    expect(preview.json.preview.split('\r\n').slice(0, 4)).toEqual([
      '!TRNS\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tCLEAR',
      '!SPL\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tCLEAR',
      '!ENDTRNS',
      expect.stringMatching(/^TRNS\tCHECK\t03\/02\/2026\tCash:Checking\t.*\t-125\.40\t1042\tCHECK 1042\tN$/),
    ]);
    expect(preview.json.warnings).toEqual([expect.stringMatching(/^Not approved: /), expect.stringMatching(/^No category/)]);
    expect(await count('iif_exports')).toBe(0);
  });

  it('downloads the file as an attachment that reads back clean against the chart', async () => {
    const response = await postForBytes(`/api/export/qbd/${clientId}/iif`, {
      transaction_ids: ids.slice(0, 4),
      register_account_name: '  cash:checking ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=windows-1252');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Orchard Bakery - Cafe_transactions.iif"; filename*=UTF-8''Orchard%20Bakery%20-%20Caf%C3%A9_transactions.iif`,
    );
    const file = readIifFile(response.bytes);
    expect(file.blocks).toHaveLength(4);
    const rows = file.blocks.map((block) => [block.trns, ...block.spl].map((r) => [r.TRNSTYPE, r.DATE, r.ACCNT, r.AMOUNT, r.DOCNUM].join('|')));
    expect(rows).toEqual([
      ['CHECK|03/02/2026|Cash:Checking|-125.40|1042', 'CHECK|03/02/2026|Office Expenses:Supplies|125.40|1042'],
      ['CHECK|03/03/2026|Cash:Checking|-45.10|', 'CHECK|03/03/2026|Automobile Expense:Fuel|45.10|'],
      ['DEPOSIT|03/04/2026|Cash:Checking|1200.00|', 'DEPOSIT|03/04/2026|Sales|-1200.00|'],
      ['CHECK|03/05/2026|Cash:Checking|-210.40|', 'CHECK|03/05/2026|Utilities|210.40|'],
    ]);
    for (const block of file.blocks) {
      expect(block.sumCents).toBe(0);
      for (const line of [block.trns, ...block.spl]) expect(chartNames).toContain(line.ACCNT);
    }
    expect(file.blocks[1]?.trns.MEMO).toBe('SHELL OIL 57442 SPRINGFIELD IL');

    const listed = await listTransactions();
    for (const id of ids.slice(0, 4)) expect(listed.find((row) => row._id === id)?.exported_at).toEqual(expect.any(String));
    expect(listed.find((row) => row._id === ids[4])?.exported_at).toBeNull();
    expect(await count('iif_exports')).toBe(1);
  });

  it('asks before exporting a transaction a second time', async () => {
    const again = await exportIif({ transaction_ids: ids.slice(0, 2), register_account_name: 'Cash:Checking' });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(
      /^2 of these transactions were already exported on \d\d\/\d\d\/\d{4}\. Export them again only if the earlier file was not imported\.$/,
    );
    expect(again.json.already_exported.sort()).toEqual(ids.slice(0, 2).sort());
    expect(await count('iif_exports')).toBe(1);

    const confirmed = await exportIif({ transaction_ids: ids.slice(0, 2), register_account_name: 'Cash:Checking', confirm_reexport: true });
    expect(confirmed.status).toBe(200);
    expect(await count('iif_exports')).toBe(2);
  });

  it('lets a worker export only statements they uploaded', async () => {
    const other = await exportIif({ transaction_ids: [ids[2]], register_account_name: 'Visa Card', confirm_reexport: true }, otherWorker);
    // Another worker's statement is not found, as if it did not exist (upload-visibility.ts).
    expect(other.status).toBe(400);
    expect(other.json.message).toBe("1 of the selected transactions was not found among Orchard Bakery / Café's transactions.");
    const own = await postForBytes(
      `/api/export/qbd/${clientId}/iif`,
      { transaction_ids: [ids[2]], register_account_name: 'Visa Card', confirm_reexport: true },
      uploader,
    );
    expect(own.status).toBe(200);
    // On a card register, money in is a refund.
    expect(readIifFile(own.bytes).blocks[0]?.trns).toMatchObject({ TRNSTYPE: 'CCARD REFUND', ACCNT: 'Visa Card', AMOUNT: '1200.00' });
  });

  it('exports through a short-lived, signed-in file_url, falling back to the statement’s register', async () => {
    const body = {
      client_id: clientId,
      upload_id: uploadId,
      transaction_ids: [ids[1], ids[3]],
      export_format: 'journal_entries',
      confirm_reexport: true,
    };
    const unnamed = await app.request('POST', '/api/export/qbd', { token: uploader, body });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.message).toBe('Please enter a register account name.');

    await app.database.db.updateTable('uploads').set({ register_account_name: '2000 - Visa Card' }).where('id', '=', uploadId).execute();
    const exported = await app.request('POST', '/api/export/qbd', { token: uploader, body });
    expect(exported.status).toBe(200);
    expect(exported.json).toEqual({
      message: 'Exported 2 transactions to Orchard Bakery - Café_transactions.iif',
      transactions_count: 2,
      exported_count: 2,
      failed_count: 0,
      file_url: expect.stringMatching(/^\/api\/export\/files\/[\w-]{43}$/),
      file_name: 'Orchard Bakery - Café_transactions.iif',
    });
    const url = exported.json.file_url as string;

    expect((await downloadBytes(url)).status).toBe(401);
    expect((await downloadBytes(url, otherWorker)).status).toBe(404);
    expect((await downloadBytes('/api/export/files/not-a-token', admin)).status).toBe(404);
    const download = await downloadBytes(url, uploader);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Orchard Bakery - Cafe_transactions.iif"/);
    const file = readIifFile(download.bytes);
    expect(file.blocks.map((block) => [block.trns.TRNSTYPE, block.trns.ACCNT, block.trns.AMOUNT, block.spl[0]?.ACCNT, block.spl[0]?.AMOUNT])).toEqual(
      [
        ['GENERAL JOURNAL', 'Visa Card', '-45.10', 'Automobile Expense:Fuel', '45.10'],
        ['GENERAL JOURNAL', 'Visa Card', '-210.40', 'Utilities', '210.40'],
      ],
    );
    expect((await downloadBytes(url, admin)).status).toBe(200);

    await app.database.db
      .updateTable('iif_exports')
      .set({ download_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('download_token_hash', 'is not', null)
      .execute();
    const expired = await app.request('GET', url, { token: uploader });
    expect(expired.status).toBe(410);
    expect(expired.json.message).toMatch(/^This download link has expired/);
  });

  it('refuses in words: no transactions, a blank register, unknown ids, an online client', async () => {
    const none = await exportIif({ transaction_ids: [], register_account_name: 'Cash:Checking' });
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/Please select client and transactions/);
    const blank = await exportIif({ transaction_ids: ids.slice(0, 1), register_account_name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toMatch(/Please enter a register account name\./);
    const unknown = await exportIif({ transaction_ids: [ids[0], 'nope-1', 'nope-2'], register_account_name: 'Cash:Checking' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("2 of the selected transactions were not found among Orchard Bakery / Café's transactions.");
    // 30,000 ids: past Fastify's default 1 MB body and both databases' bound-parameter limits per statement.
    const many = Array.from({ length: 30_000 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const tooMany = await exportIif({ transaction_ids: [...many, ids[0]], register_account_name: 'Cash:Checking' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe("30000 of the selected transactions were not found among Orchard Bakery / Café's transactions.");
    const online = await exportIif({ transaction_ids: ids.slice(0, 1), register_account_name: 'Checking' }, admin, onlineClientId);
    expect(online.status).toBe(400);
    expect(online.json.message).toMatch(/^Online Co uses QuickBooks Online; IIF files are for QuickBooks Desktop clients/);
  });

  it('writes a sync history row per export, shown on the dashboard', async () => {
    const dashboard = await app.request('GET', '/api/dashboard', { token: admin });
    const exports = (dashboard.json.sync_history as Array<Record<string, unknown>>).filter((row) => row.kind === 'iif_export');
    expect(exports).toHaveLength(4);
    expect(
      exports.every((row) => row.upload_id === uploadId && row.client_id === clientId && row.status === 'success' && row.response_code === null),
    ).toBe(true);
    expect(exports.map((row) => row.pushed).sort()).toEqual([1, 2, 2, 4]);
  });

  it('refuses categories a new chart no longer has, listing each one', async () => {
    const smaller = ['Number,Name,Type', '1010,Cash:Checking,Bank', '6400,Utilities,Expense'].join('\n');
    expect((await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', smaller, 'coa.csv') })).status).toBe(
      201,
    );
    const before = await count('iif_exports');
    const refused = await exportIif({ transaction_ids: ids.slice(0, 4), register_account_name: 'Cash:Checking', confirm_reexport: true });
    expect(refused.status).toBe(400);
    expect(refused.json.problems).toEqual([
      `Category "6510 - Office Expenses:Supplies" is not in Orchard Bakery / Café's chart of accounts (1 transaction).`,
      `Category "6110 - Automobile Expense:Fuel" is not in Orchard Bakery / Café's chart of accounts (1 transaction).`,
      `Category "4000 - Sales" is not in Orchard Bakery / Café's chart of accounts (1 transaction).`,
    ]);
    for (const name of ['6510 - Office Expenses:Supplies', '6110 - Automobile Expense:Fuel', '4000 - Sales'])
      expect(refused.json.message).toContain(name);
    expect(await count('iif_exports')).toBe(before);
  });

  it('lets only one of two simultaneous exports of the same new rows through', async () => {
    await app.request('PATCH', `/api/transactions/${ids[4]}`, { token: admin, body: { manual_category: '6400 - Utilities' } });
    await app.request('PATCH', `/api/transactions/${ids[4]}`, { token: admin, body: { approved: true } });
    const before = await count('iif_exports');
    const body = { transaction_ids: [ids[4]], register_account_name: 'Cash:Checking' };
    const statuses = (await Promise.all([exportIif(body), exportIif(body, uploader)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await count('iif_exports')).toBe(before + 1);
  });
});
