import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatementLine, makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '4000,Sales,Income',
  '6100,Office Supplies,Expense',
  '6300,Meals,Expense',
  '6400,Utilities,Expense',
].join('\n');

interface Row {
  _id: string;
  description: string;
  amount: number;
  transaction_date: string;
  excluded: boolean;
  added_by_hand: boolean;
  edited_fields: string[];
  printed: Record<string, unknown> | null;
  splits: Array<{ category: string; amount: number; memo: string }>;
  approved: boolean;
  check_number: string | null;
}

// The card's exchange-rate line is printed under the purchase with a date and an amount, but the balances
// never include it; check 1043 cleared (the balances include it) but the page does not list it.
const MARCH: StatementLine[] = [
  { date: '03/02', description: 'HARBOR OFFICE SUPPLY', amount: -120.5 },
  { date: '03/03', description: 'EUR 41.50 @ 1.0870 EXCHANGE RATE', amount: -45.11, detailOnly: true },
  { date: '03/05', description: 'SQUARE INC DEPOSIT', amount: 1500 },
  { date: '03/09', description: 'CHECK 1043', amount: -310, unprinted: true },
  { date: '03/12', description: 'CITY WATER UTILITY', amount: -88.25 },
  { date: '03/20', description: 'BLUE DOOR CAFE LUNCH', amount: -64.4 },
];

describe.each(testDialects)('row corrections API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let otherWorker: string;
  let clientId: string;
  let uploadId: string;

  const upload = async () => (await app.request('GET', `/api/uploads/${uploadId}`, { token: worker })).json.data;
  const rows = async (): Promise<Row[]> => (await app.request('GET', `/api/transactions/${uploadId}`, { token: worker })).json;
  const rowNamed = async (text: string) => (await rows()).find((row) => row.description.includes(text))!;
  const patch = (id: string, body: unknown, token = worker) => app.request('PATCH', `/api/transactions/${id}`, { token, body });
  const lastEntry = async (action: string) => {
    const list = await app.request('GET', `/api/audit?action=${encodeURIComponent(action)}`, { token: admin });
    return list.json.entries[0];
  };
  const rollback = (entryId: string) => app.request('POST', `/api/audit/${entryId}/rollback`, { token: admin });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    otherWorker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Harbor Studio', client_number: 31, account_type: 'desktop' },
    });
    clientId = client.json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    const pdf = await makeStatementPdf({ holder: 'HARBOR STUDIO', period: ['03/01/2026', '03/31/2026'], opening: 2000, lines: MARCH });
    const form = fileForm('file', pdf, 'harbor-march.pdf', 'application/pdf');
    form.append('client_id', clientId);
    uploadId = (await app.request('POST', '/api/uploads', { token: worker, form })).json.upload_id;
    await waitForParsed(app, uploadId, worker);
  });
  afterAll(() => app?.close());

  it('reads the statement as the parser sees it: a detail line as a row, the check missed, off by their sum', async () => {
    const statement = await upload();
    expect((await rows()).map((row) => row.description)).toEqual(MARCH.filter((line) => !line.unprinted).map((line) => line.description));
    expect(statement.reconciliation).toMatchObject({ reconciled: false, difference: -264.89 });
    expect(statement.parsed_reconciliation).toEqual(statement.reconciliation);
    expect(statement.corrected_count).toBe(0);
    // The printed running balance breaks after the detail line and after the missed check.
    expect(statement.doubtful_count).toBe(2);
    for (const row of await rows())
      expect(row).toMatchObject({ excluded: false, added_by_hand: false, edited_fields: [], printed: null, splits: [] });
  });

  it('excludes the detail line, adds the missed check in date order, and the statement reconciles', async () => {
    const detail = await rowNamed('EXCHANGE RATE');
    const excluded = await patch(detail._id, { excluded: true });
    expect(excluded.status).toBe(200);
    expect(excluded.json.data).toMatchObject({ excluded: true, approved: false });
    expect((await upload()).reconciliation).toMatchObject({ reconciled: false, difference: -310 });
    const entry = await lastEntry('Transaction Excluded');
    expect(entry).toMatchObject({ targetId: detail._id, canRollback: true, before: { excluded: 0 }, after: { excluded: 1 } });
    expect(entry.details).toContain('Excluded EUR 41.50');

    const added = await app.request('POST', `/api/uploads/${uploadId}/transactions`, {
      token: worker,
      body: { transaction_date: '2026-03-09', description: 'CHECK 1043', amount: -310, check_number: '1043' },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      added_by_hand: true,
      amount: -310,
      check_number: '1043',
      payment_type: 'Check',
      transaction_type: 'debit',
      upload_id: uploadId,
    });
    expect(added.json.auto_category).toEqual(expect.any(String));
    const order = (await rows()).map((row) => row.description);
    expect(order.indexOf('CHECK 1043')).toBe(order.indexOf('SQUARE INC DEPOSIT') + 1);

    const statement = await upload();
    expect(statement.reconciliation).toMatchObject({ reconciled: true, difference: 0 });
    expect(statement.parsed_reconciliation).toMatchObject({ reconciled: false, difference: -264.89 });
    expect(statement.corrected_count).toBe(2);
    expect(statement.transaction_count).toBe(5);
    // With the check added the balances agree again: no row is left to check.
    expect(statement.doubtful_count).toBe(0);
    expect((await lastEntry('Transaction Added')).targetId).toBe(added.json._id);
  });

  it('lists excluded rows under their own filter and leaves them out of the pending count', async () => {
    const excluded = await app.request('GET', `/api/transactions/client/${clientId}?status=excluded`, { token: worker });
    expect(excluded.json.map((row: Row) => row.description)).toEqual(['EUR 41.50 @ 1.0870 EXCHANGE RATE']);
    const pending = await app.request('GET', `/api/transactions/client/${clientId}?status=pending`, { token: worker });
    expect(pending.json).toHaveLength(5);
    const summary = await app.request('GET', `/api/transactions/client/${clientId}/summary`, { token: worker });
    expect(summary.json).toMatchObject({ total: 6, pending: 5, approved: 0, excluded: 1 });
  });

  it('edits a row, keeps what the statement printed, and puts an approved row back to pending', async () => {
    const cafe = await rowNamed('BLUE DOOR');
    await patch(cafe._id, { approved: true });
    const edited = await patch(cafe._id, { amount: -46.4, vendor_name: 'Blue Door Cafe' });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({
      amount: -46.4,
      vendor_name: 'Blue Door Cafe',
      approved: false,
      edited_fields: expect.arrayContaining(['amount', 'vendor_name']),
      printed: { amount: -64.4, vendor_name: expect.any(String) },
    });
    expect((await upload()).reconciliation).toMatchObject({ reconciled: false, difference: -18 });
    const entry = await lastEntry('Transaction Corrected');
    expect(entry.details).toContain('amount -$64.40 → -$46.40');
    expect(entry.before).toMatchObject({ amount_cents: -6440, approved: 1 });

    // Typed back to what was printed: no longer an edit of the amount.
    const back = await patch(cafe._id, { amount: -64.4 });
    expect(back.json.data.edited_fields).toEqual(['vendor_name']);
    expect((await upload()).reconciliation.reconciled).toBe(true);
  });

  it('asks before a date outside the statement period and refuses an amount of zero', async () => {
    const water = await rowNamed('CITY WATER');
    const outside = await patch(water._id, { transaction_date: '2026-04-02' });
    expect(outside.status).toBe(400);
    expect(outside.json).toMatchObject({ code: 'out_of_period' });
    expect(outside.json.message).toContain('04/02/2026 is outside this statement');
    expect((await rowNamed('CITY WATER')).transaction_date).toBe('2026-03-12');
    const confirmed = await patch(water._id, { transaction_date: '2026-04-02', confirm_out_of_period: true });
    expect(confirmed.json.data).toMatchObject({ transaction_date: '2026-04-02', printed: { transaction_date: '2026-03-12' } });
    await patch(water._id, { transaction_date: '2026-03-12' });

    const zero = await patch(water._id, { amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.message).toContain('Enter an amount other than $0.00');
    const mixed = await patch(water._id, { amount: -1, approved: true });
    expect(mixed.status).toBe(400);
    const add = await app.request('POST', `/api/uploads/${uploadId}/transactions`, {
      token: worker,
      body: { transaction_date: '2026-03-10', description: 'X', amount: 0 },
    });
    expect(add.status).toBe(400);
  });

  it('splits a row only into parts that add up to it, to the cent', async () => {
    const supply = await rowNamed('HARBOR OFFICE');
    const off = await app.request('PUT', `/api/transactions/${supply._id}/splits`, {
      token: worker,
      body: {
        splits: [
          { category: '6100 - Office Supplies', amount: -100 },
          { category: '6300 - Meals', amount: -20 },
        ],
      },
    });
    expect(off.status).toBe(400);
    expect(off.json.message).toBe("The parts add up to $120.00, $0.50 less than the row's $120.50.");
    const unknown = await app.request('PUT', `/api/transactions/${supply._id}/splits`, {
      token: worker,
      body: {
        splits: [
          { category: '9999 - Nope', amount: -100 },
          { category: '6300 - Meals', amount: -20.5 },
        ],
      },
    });
    expect(unknown.status).toBe(400);
    const split = await app.request('PUT', `/api/transactions/${supply._id}/splits`, {
      token: worker,
      body: {
        splits: [
          { category: '6100 - Office Supplies', amount: -100, memo: 'paper' },
          { category: '6300 - Meals', amount: -20.5 },
        ],
      },
    });
    expect(split.status).toBe(200);
    expect(split.json.data.splits).toEqual([
      { category: '6100 - Office Supplies', amount: -100, memo: 'paper' },
      { category: '6300 - Meals', amount: -20.5, memo: '' },
    ]);
    const amountChange = await patch(supply._id, { amount: -121 });
    expect(amountChange.status).toBe(409);
    const approved = await patch(supply._id, { approved: true });
    expect(approved.json.data).toMatchObject({ approved: true, splits: expect.any(Array) });
    expect((await lastEntry('Transaction Split')).details).toContain('Split HARBOR OFFICE SUPPLY');
  });

  it('refuses to approve an excluded row, alone or in a selection', async () => {
    const detail = await rowNamed('EXCHANGE RATE');
    expect((await patch(detail._id, { approved: true })).status).toBe(409);
    const all = (await rows()).map((row) => row._id);
    const bulk = await app.request('PATCH', '/api/transactions/bulk/update', { token: worker, body: { transaction_ids: all, approved: true } });
    expect(bulk.status).toBe(409);
    expect(bulk.json.message).toContain('excluded');
  });

  it('keeps another worker out and lets an admin correct any row', async () => {
    const water = await rowNamed('CITY WATER');
    expect((await patch(water._id, { description: 'CITY WATER UTIL' }, otherWorker)).status).toBe(404);
    const add = await app.request('POST', `/api/uploads/${uploadId}/transactions`, {
      token: otherWorker,
      body: { transaction_date: '2026-03-10', description: 'X', amount: -1 },
    });
    expect(add.status).toBe(404);
    const split = await app.request('PUT', `/api/transactions/${water._id}/splits`, { token: otherWorker, body: { splits: [] } });
    expect(split.status).toBe(404);
    const byAdmin = await patch(water._id, { check_number: '88' }, admin);
    expect(byAdmin.json.data).toMatchObject({ check_number: '88', edited_fields: ['check_number'], printed: { check_number: null } });
    expect((await patch(water._id, { check_number: '' }, admin)).json.data.edited_fields).toEqual([]);
  });

  it('excludes and includes a selection at once, all or nothing', async () => {
    const ids = [(await rowNamed('CITY WATER'))._id, (await rowNamed('SQUARE INC'))._id];
    const out = await app.request('PATCH', '/api/transactions/bulk/update', { token: worker, body: { transaction_ids: ids, excluded: true } });
    expect(out.json.updated_count).toBe(2);
    expect((await upload()).reconciliation.reconciled).toBe(false);
    const entry = await lastEntry('Transaction Excluded');
    expect(entry.targetId).toBe('2 transactions');
    const undone = await rollback(entry.id);
    expect(undone.status).toBe(200);
    expect((await rowNamed('CITY WATER')).excluded).toBe(false);
    expect((await upload()).reconciliation.reconciled).toBe(true);
    const mixed = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: worker,
      body: { transaction_ids: ids, excluded: true, approved: true },
    });
    expect(mixed.status).toBe(400);
  });

  it('rolls corrections back from the log, refusing when the row changed since', async () => {
    const cafe = await rowNamed('BLUE DOOR');
    await patch(cafe._id, { description: 'BLUE DOOR CAFE' });
    const entry = await lastEntry('Transaction Corrected');
    await patch(cafe._id, { description: 'BLUE DOOR CAFE LUNCH MEETING' });
    expect((await rollback(entry.id)).status).toBe(409);
    const later = await lastEntry('Transaction Corrected');
    expect((await rollback(later.id)).status).toBe(200);
    expect((await rollback(entry.id)).status).toBe(200);
    expect((await rowNamed('BLUE DOOR')).description).toBe('BLUE DOOR CAFE LUNCH');

    // The added check goes again, and the statement is off by it once more.
    const added = (await rows()).find((row) => row.added_by_hand)!;
    const addedEntry = (await app.request('GET', `/api/audit?target_id=${added._id}`, { token: admin })).json.entries.find(
      (e: { action: string }) => e.action === 'Transaction Added',
    );
    expect((await rollback(addedEntry.id)).status).toBe(200);
    expect((await rows()).some((row) => row.added_by_hand)).toBe(false);
    expect((await upload()).reconciliation).toMatchObject({ reconciled: false, difference: -310 });
  });

  it('locks a row written to an IIF file, with the way out', async () => {
    const supply = await rowNamed('HARBOR OFFICE');
    await app.database.db.updateTable('transactions').set({ iif_exported_at: '2026-04-01T10:00:00.000Z' }).where('id', '=', supply._id).execute();
    const refused = await patch(supply._id, { description: 'HARBOR OFFICE SUPPLY CO' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'This transaction was written to an IIF file on 04/01/2026, so QuickBooks Desktop may already hold it. Correct it in QuickBooks Desktop.',
    );
    const split = await app.request('PUT', `/api/transactions/${supply._id}/splits`, { token: worker, body: { splits: [] } });
    expect(split.status).toBe(409);
    await app.database.db
      .updateTable('transactions')
      .set({ qb_id: '77' })
      .where('id', '=', (await rowNamed('CITY WATER'))._id)
      .execute();
    const pushed = await patch((await rowNamed('CITY WATER'))._id, { excluded: true });
    expect(pushed.status).toBe(409);
    expect(pushed.json.message).toContain('already in QuickBooks Online');
  });
});
