import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { insertStatement, ledgerCountByNote } from './support/push-statements.ts';
import { connectClient } from './support/qbo-connect-helpers.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

const RECONNECT = 'Reconnect to QuickBooks - Please reconnect and try again.';

describe.each(testDialects)('QuickBooks Online push on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;
  let adminId: string;

  const userId = async (email: string) =>
    (await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const accountId = (realmId: string, name: string) => String(sandbox.entities(realmId, 'Account').find((a) => a.Name === name)!.Id);
  const chooseRegister = async (clientId: string, uploadId: string, id: string, token = admin) =>
    app.request('POST', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token, body: { account_id: id } });
  const push = (clientId: string, body: unknown, token = admin) => app.request('POST', `/api/qbo/${clientId}/push`, { token, body });
  const rowsOf = (ids: string[]) => app.database.db.selectFrom('transactions').selectAll().where('id', 'in', ids).execute();

  async function waitForJob(clientId: string, jobId: string) {
    for (let i = 0; i < 600; i++) {
      const job = await app.request('GET', `/api/qbo/${clientId}/push-jobs/${jobId}`, { token: admin });
      if (job.json.status === 'done' || job.json.status === 'failed') return job.json;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('push job did not finish');
  }

  beforeAll(async () => {
    sandbox = await startQboSandbox({ consent: 'auto' });
    app = await startTestApp(dialect, { env: { ...sandbox.env, QBO_THROTTLE_WAIT_MS: '200' } });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    adminId = await userId(testAdmin.email);
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  it('turns each kind of row into the right QuickBooks transaction, with its account and payee, exactly once', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Kinds Bakery' });
    const { uploadId, ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      account: { kind: 'checking', account_number_last4: null },
      rows: [
        { description: 'Check 1042', vendor: 'Office Depot', amount_cents: -12540, payment_type: 'Check', category: '6400 - Office Expenses' },
        { description: 'HARBOR BAKERY SUPPLY 03/04', vendor: 'Harbor  Bakery: Supply', amount_cents: -1999, category: '6700 - Supplies' },
        { description: 'ACME CORP PAYMENT', vendor: 'Acme Corp', amount_cents: 250000, category: '4000 - Sales' },
        { description: 'ONLINE TRANSFER TO SAVINGS', amount_cents: -100000, category: '1020 - Savings' },
        { description: 'VISA CARD PAYMENT', vendor: 'Jane Smith', amount_cents: -30000, category: '2010 - Visa Business Card' },
        { description: 'DINNER OLD SUPPLIER', vendor: 'Old Supplier', amount_cents: -4510, category: '6810 - Travel:Airfare' },
      ],
    });
    const checking = accountId(realmId, 'Business Checking');

    const suggested = await app.request('GET', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token: admin });
    expect(suggested.status).toBe(200);
    expect(suggested.json).toEqual({ account: null, suggested_account_id: checking });
    expect((await chooseRegister(clientId, uploadId, accountId(realmId, 'Meals & Entertainment'))).status).toBe(400);
    const chosen = await chooseRegister(clientId, uploadId, checking);
    expect(chosen.json).toEqual({ upload_id: uploadId, account: { id: checking, name: 'Business Checking', type: 'Bank' } });

    const first = await push(clientId, { transactionIds: ids });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ pushed: 6, skipped: 0, failed: 0, job: null });
    expect(first.json.results.map((r: { ok: boolean; qbo_txn_id: string }) => r.ok && r.qbo_txn_id !== null)).toEqual(Array(6).fill(true));

    const byNote = new Map(
      sandbox
        .ledger(realmId)
        .filter((e) => e.entity !== 'Vendor')
        .map((e) => [String(e.body.PrivateNote), e]),
    );
    expect(byNote.size).toBe(6);
    const vendorId = (name: string) => String(sandbox.entities(realmId, 'Vendor').find((v) => v.DisplayName === name)!.Id);
    const nameId = (entity: string, name: string) => String(sandbox.entities(realmId, entity).find((v) => v.DisplayName === name)!.Id);

    const check = byNote.get('Check 1042')!;
    expect(check.entity).toBe('Purchase');
    expect(check.body).toMatchObject({
      PaymentType: 'Check',
      DocNumber: '1042',
      AccountRef: { value: checking },
      EntityRef: { value: vendorId('Office Depot') },
      TxnDate: '2025-03-01',
    });
    expect((check.body.Line as { Amount: number; AccountBasedExpenseLineDetail: { AccountRef: { value: string } } }[])[0]).toMatchObject({
      Amount: 125.4,
      AccountBasedExpenseLineDetail: { AccountRef: { value: accountId(realmId, 'Office Expenses') } },
    });

    // A new payee is created once, its name cleaned for Intuit.
    const cash = byNote.get('HARBOR BAKERY SUPPLY 03/04')!;
    expect(cash.body).toMatchObject({ PaymentType: 'Cash', EntityRef: { value: vendorId('Harbor Bakery Supply') } });
    expect(sandbox.entities(realmId, 'Vendor').filter((v) => v.DisplayName === 'Harbor Bakery Supply')).toHaveLength(1);

    // "Acme Corp" is a Customer: Intuit refuses the vendor (6240) and the customer is the payer.
    const deposit = byNote.get('ACME CORP PAYMENT')!;
    expect(deposit.entity).toBe('Deposit');
    expect(deposit.body).toMatchObject({ DepositToAccountRef: { value: checking } });
    expect((deposit.body.Line as { Amount: number; DepositLineDetail: unknown }[])[0]).toMatchObject({
      Amount: 2500,
      DepositLineDetail: { AccountRef: { value: accountId(realmId, 'Sales') }, Entity: { value: nameId('Customer', 'Acme Corp'), type: 'Customer' } },
    });
    expect(sandbox.entities(realmId, 'Vendor').some((v) => v.DisplayName === 'Acme Corp')).toBe(false);

    expect(byNote.get('ONLINE TRANSFER TO SAVINGS')).toMatchObject({
      entity: 'Transfer',
      body: { FromAccountRef: { value: checking }, ToAccountRef: { value: accountId(realmId, 'Savings') }, Amount: 1000 },
    });

    const journal = byNote.get('VISA CARD PAYMENT')!;
    expect(journal.entity).toBe('JournalEntry');
    const lines = journal.body.Line as {
      Amount: number;
      JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string }; Entity?: unknown };
    }[];
    expect(lines.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount])).toEqual([
      ['Debit', accountId(realmId, 'Visa Business Card'), 300],
      ['Credit', checking, 300],
    ]);
    expect(lines[0]!.JournalEntryLineDetail.Entity).toMatchObject({ Type: 'Employee', EntityRef: { value: nameId('Employee', 'Jane Smith') } });

    // An inactive vendor is made active again rather than duplicated.
    const old = sandbox.entities(realmId, 'Vendor').filter((v) => v.DisplayName === 'Old Supplier');
    expect(old).toHaveLength(1);
    expect(old[0]!.Active).toBe(true);
    expect(byNote.get('DINNER OLD SUPPLIER')!.body).toMatchObject({ EntityRef: { value: String(old[0]!.Id) } });

    const stored = await rowsOf(ids);
    for (const row of stored) {
      expect(row.qb_id).not.toBeNull();
      expect(row.qb_pushed_at).not.toBeNull();
      expect(row.qb_request_id).not.toBeNull();
    }
    expect(new Set(stored.map((r) => r.qb_entity_type))).toEqual(new Set(['Purchase', 'Deposit', 'Transfer', 'JournalEntry']));

    const again = await push(clientId, { uploadId, pushAllApproved: true });
    expect(again.json).toMatchObject({ pushed: 0, skipped: 6, failed: 0 });
    expect(again.json.results.every((r: { skipped: boolean; qbo_txn_id: string | null }) => r.skipped && r.qbo_txn_id)).toBe(true);
    expect(sandbox.ledger(realmId).filter((e) => e.entity !== 'Vendor')).toHaveLength(6);

    // Pushed rows are locked.
    const edit = await app.request('PATCH', `/api/transactions/${ids[0]}`, { token: admin, body: { approved: false } });
    expect(edit.status).toBe(409);

    const dashboard = await app.request('GET', '/api/dashboard', { token: admin });
    const history = dashboard.json.sync_history.filter((h: { client_id: string }) => h.client_id === clientId);
    expect(history).toHaveLength(2);
    expect(history).toContainEqual(
      expect.objectContaining({ upload_id: uploadId, kind: 'qbo_push', status: 'success', response_code: 200, pushed: 6, skipped: 0, failed: 0 }),
    );
    expect(history).toContainEqual(expect.objectContaining({ upload_id: uploadId, pushed: 0, skipped: 6 }));
    // Each push is in the audit log too, written with its sync history row.
    const syncIds = (await app.database.db.selectFrom('sync_history').select('id').where('client_id', '=', clientId).execute()).map((h) => h.id);
    const audited = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'QuickBooks Sync')
      .where('target_id', 'in', syncIds)
      .execute();
    expect(audited.map((a) => a.details).sort()).toEqual([
      expect.stringMatching(/^Pushed 0, skipped 6, failed 0 of "statement-.*\.pdf" to QuickBooks Online$/),
      expect.stringMatching(/^Pushed 6, skipped 0, failed 0 of "statement-.*\.pdf" to QuickBooks Online$/),
    ]);
    expect(audited.every((a) => a.user_id === adminId && a.target_type === 'Sync')).toBe(true);
  });

  it('posts card charges as CreditCard purchases and refunds as credits', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Card Cafe' });
    const { uploadId, ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      account: { kind: 'credit_card', account_number_last4: '2010' },
      rows: [
        { description: 'DELTA AIR 0062', vendor: 'Delta Air Lines', amount_cents: -45678, category: '6810 - Travel:Airfare' },
        { description: 'DELTA AIR REFUND', vendor: 'Delta Air Lines', amount_cents: 12000, category: '6810 - Travel:Airfare' },
      ],
    });
    const visa = accountId(realmId, 'Visa Business Card');
    // "2010" is the card's account number in QuickBooks.
    expect((await app.request('GET', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token: admin })).json.suggested_account_id).toBe(visa);
    await chooseRegister(clientId, uploadId, visa);
    const answer = await app.request('POST', `/api/export/qbo/${clientId}/push`, { token: admin, body: { transactionIds: ids } });
    expect(answer.json).toMatchObject({ pushed: 2, failed: 0 });
    const byNote = new Map(
      sandbox
        .ledger(realmId)
        .filter((e) => e.entity === 'Purchase')
        .map((e) => [String(e.body.PrivateNote), e.body]),
    );
    expect(byNote.get('DELTA AIR 0062')).toMatchObject({ PaymentType: 'CreditCard', AccountRef: { value: visa } });
    expect(byNote.get('DELTA AIR 0062')).not.toHaveProperty('Credit');
    expect(byNote.get('DELTA AIR REFUND')).toMatchObject({ PaymentType: 'CreditCard', Credit: true, AccountRef: { value: visa } });
  });

  it('refuses rows that are not ready, each with its reason, and sends nothing for them', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Refusal Diner' });
    const ready = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'NOT APPROVED', amount_cents: -100, approved: false },
        { description: 'ASK CLIENT', amount_cents: -100, category: '1480 - Ask Client' },
        { description: 'NO CATEGORY', amount_cents: -100, category: null },
        { description: 'INACTIVE ACCOUNT', amount_cents: -100, category: '6990 - Old Expenses' },
        { description: 'GOOD ONE', amount_cents: -100 },
      ],
    });
    const noRegister = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [{ description: 'NO REGISTER', amount_cents: -100 }],
    });
    await chooseRegister(clientId, ready.uploadId, accountId(realmId, 'Business Checking'));

    const answer = await app.request('POST', '/api/export/qbo', {
      token: admin,
      body: { client_id: clientId, upload_id: ready.uploadId, transaction_ids: ready.ids },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ exported_count: 1, failed_count: 4, skipped_count: 0, job: null });
    expect(answer.json.message).toBe('1 pushed to QuickBooks Online, 0 already there, 4 failed.');
    expect(answer.json.results.map((r: { error: string | null }) => r.error)).toEqual([
      'Not approved yet',
      'Choose a category first: 1480 - Ask Client cannot go to QuickBooks',
      'Choose a category first: 1480 - Ask Client cannot go to QuickBooks',
      "'6990 - Old Expenses' is not an active account in QuickBooks",
      null,
    ]);
    // The reasons stay on the rows, so the review screen still shows them after a reload.
    expect((await rowsOf(ready.ids)).map((row) => row.qb_push_error).sort()).toEqual(
      [...answer.json.results.map((r: { error: string | null }) => r.error)].sort(),
    );
    const other = await push(clientId, { transactionIds: noRegister.ids });
    expect(other.json.results[0].error).toBe('Choose the register account for this statement first');
    // Approving the row clears the reason the last push gave.
    const pendingId = answer.json.results.find((r: { error: string | null }) => r.error === 'Not approved yet')._id;
    await app.request('PATCH', `/api/transactions/${pendingId}`, { token: admin, body: { approved: true } });
    expect((await rowsOf([pendingId]))[0]!.qb_push_error).toBeNull();
    expect([...ledgerCountByNote(sandbox, realmId).keys()]).toEqual(['GOOD ONE']);

    // The Export screen pushes one statement's rows.
    const mixed = await app.request('POST', '/api/export/qbo', {
      token: admin,
      body: { client_id: clientId, upload_id: ready.uploadId, transaction_ids: [...ready.ids, ...noRegister.ids] },
    });
    expect(mixed.status).toBe(400);
  });

  it('a worker pushes only their own statements, and only an admin may push one that does not reconcile', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Worker Works' });
    const alice = await createSignedInUser(app, 'worker', admin);
    const bob = await createSignedInUser(app, 'worker', admin);
    const checking = accountId(realmId, 'Business Checking');
    const alices = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: await userId(alice.email),
      rows: [{ description: 'ALICE ROW', amount_cents: -500 }],
    });
    const offBalance = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: await userId(alice.email),
      reconciled: false,
      rows: [{ description: 'OFF BALANCE ROW', amount_cents: -700 }],
    });
    expect((await chooseRegister(clientId, alices.uploadId, checking, bob.access_token)).status).toBe(404);
    expect((await chooseRegister(clientId, alices.uploadId, checking, alice.access_token)).status).toBe(200);
    await chooseRegister(clientId, offBalance.uploadId, checking, alice.access_token);

    const bobs = await push(clientId, { transactionIds: alices.ids }, bob.access_token);
    // Another worker's statement is not found, as if it did not exist (upload-visibility.ts).
    expect(bobs.status).toBe(404);
    expect(bobs.json.message).toBe("Some of these transactions are not Worker Works's.");
    expect((await push(clientId, { uploadId: alices.uploadId, pushAllApproved: true }, bob.access_token)).status).toBe(404);
    expect((await push(clientId, { transactionIds: alices.ids }, alice.access_token)).json).toMatchObject({ pushed: 1 });

    const refused = await push(clientId, { transactionIds: offBalance.ids }, alice.access_token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/does not reconcile.*ask an admin to push it anyway/);
    const workerOverride = await push(clientId, { transactionIds: offBalance.ids, override_reconciliation: true }, alice.access_token);
    expect(workerOverride.status).toBe(403);
    const adminOverride = await push(clientId, { transactionIds: offBalance.ids, override_reconciliation: true });
    expect(adminOverride.json).toMatchObject({ pushed: 1 });
    expect([...ledgerCountByNote(sandbox, realmId).keys()].sort()).toEqual(['ALICE ROW', 'OFF BALANCE ROW']);

    const history = await app.database.db.selectFrom('sync_history').selectAll().where('upload_id', '=', offBalance.uploadId).execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.message).toContain(`Reconciliation overridden by ${testAdmin.email}`);
    const overridden = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'Reconciliation Overridden')
      .where('target_id', '=', offBalance.uploadId)
      .execute();
    expect(overridden).toHaveLength(1);
    expect(overridden[0]!.user_id).toBe(adminId);
  });

  it("stores QuickBooks' refusal of a row and gives the corrected row a new requestid", async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Zero Deli' });
    const { uploadId, ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'ZERO AMOUNT', amount_cents: 0 },
        { description: 'FINE AMOUNT', amount_cents: -2500 },
      ],
    });
    await chooseRegister(clientId, uploadId, accountId(realmId, 'Business Checking'));
    const first = await push(clientId, { transactionIds: ids });
    expect(first.json).toMatchObject({ pushed: 1, failed: 1 });
    expect(first.json.results[0].error).toMatch(/greater than zero/);
    const [refused] = await rowsOf([ids[0]!]);
    expect(refused).toMatchObject({ qb_id: null, qb_request_id: null, qb_payload_hash: null });
    expect(refused!.qb_push_error).toBe(first.json.results[0].error);
    const listed = await app.request('GET', `/api/transactions/${uploadId}`, { token: admin });
    expect(listed.json.find((t: { _id: string }) => t._id === ids[0]).push_error).toBe(refused!.qb_push_error);

    await app.database.db.updateTable('transactions').set({ amount_cents: -100 }).where('id', '=', ids[0]!).execute();
    const second = await push(clientId, { transactionIds: ids });
    expect(second.json).toMatchObject({ pushed: 1, skipped: 1, failed: 0 });
    const [fixed] = await rowsOf([ids[0]!]);
    expect(fixed).toMatchObject({ qb_push_error: null, qb_entity_type: 'Purchase' });
    expect(fixed!.qb_request_id).not.toBeNull();
    expect([...ledgerCountByNote(sandbox, realmId)].sort()).toEqual([
      ['FINE AMOUNT', 1],
      ['ZERO AMOUNT', 1],
    ]);
  });

  it('sets a category on many rows of a connected client at once (its categories come from QuickBooks)', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Bulk Bakery' });
    const { ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'FLOUR MILL', amount_cents: -1200 },
        { description: 'SUGAR CO', amount_cents: -800 },
      ],
    });
    const categories = await app.request('GET', `/api/transactions/client/${clientId}/coa-categories`, { token: admin });
    const meals = categories.json.categories.find((category: { name: string }) => category.name === 'Meals & Entertainment').label;
    const bulk = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: admin,
      body: { transaction_ids: ids, manual_category: meals },
    });
    expect(bulk.status).toBe(200);
    expect((await rowsOf(ids)).map((row) => row.manual_category)).toEqual([meals, meals]);
    const unknown = await app.request('PATCH', '/api/transactions/bulk/update', {
      token: admin,
      body: { transaction_ids: ids, manual_category: 'Not An Account' },
    });
    expect(unknown.status).toBe(400);
  });

  it('answers 409 for a client that was never connected', async () => {
    const created = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Offline Florist', client_number: 7771, account_type: 'online' },
    });
    const answer = await push(created.json._id, { transactionIds: ['x'] });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('Offline Florist is not connected to QuickBooks Online. Connect it on the Clients screen.');
  });

  it('Intuit refusing the refresh token mid-way answers 401 with the reconnect sentence; what was pushed stays pushed', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Grant Gone Grill' });
    const first = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'BEFORE 1', amount_cents: -100 },
        { description: 'BEFORE 2', amount_cents: -200 },
      ],
    });
    const second = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [{ description: 'AFTER 1', vendor: 'Brand New Vendor', amount_cents: -300 }],
    });
    for (const s of [first, second]) await chooseRegister(clientId, s.uploadId, accountId(realmId, 'Business Checking'));
    expect((await push(clientId, { transactionIds: first.ids })).json).toMatchObject({ pushed: 2 });

    sandbox.inject({ kind: 'expire-access-token' });
    sandbox.inject({ kind: 'invalid-grant' });
    const answer = await push(clientId, { transactionIds: [...first.ids, ...second.ids] });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: RECONNECT, reason: 'quickbooks_reconnect' });
    expect((await rowsOf(first.ids)).every((r) => r.qb_id)).toBe(true);
    expect((await rowsOf(second.ids))[0]!.qb_id).toBeNull();
    expect([...ledgerCountByNote(sandbox, realmId).keys()].sort()).toEqual(['BEFORE 1', 'BEFORE 2']);
    const history = await app.database.db.selectFrom('sync_history').selectAll().where('client_id', '=', clientId).orderBy('created_at').execute();
    expect(history.filter((h) => h.response_code === 401).map((h) => [h.pushed_count, h.skipped_count])).toEqual(
      expect.arrayContaining([
        [0, 2],
        [0, 0],
      ]),
    );
    // Later pushes say the same until someone reconnects.
    expect((await push(clientId, { transactionIds: second.ids })).status).toBe(401);
  });

  it('a push job stopped by a refused refresh token fails with the reconnect sentence, shown to its poller only', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Grant Gone Gallery' });
    const rows = Array.from({ length: 40 }, (_, i) => ({ description: `JOB ROW ${i}`, vendor: 'Staples', amount_cents: -(100 + i) }));
    const { uploadId } = await insertStatement(app.database.db, { clientId, uploadedBy: adminId, rows });
    await chooseRegister(clientId, uploadId, accountId(realmId, 'Business Checking'));
    sandbox.inject({ kind: 'expire-access-token' });
    sandbox.inject({ kind: 'invalid-grant' });
    const answer = await push(clientId, { uploadId, pushAllApproved: true });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: RECONNECT, reason: 'quickbooks_reconnect' });
    const job = await app.database.db.selectFrom('qbo_push_jobs').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    const polled = await app.request('GET', `/api/qbo/${clientId}/push-jobs/${job.id}`, { token: admin });
    expect(polled.json).toMatchObject({ job_id: job.id, status: 'failed', total: 40, message: RECONNECT, result: { pushed: 0, failed: 40 } });
    const stranger = await createSignedInUser(app, 'worker', admin);
    expect((await app.request('GET', `/api/qbo/${clientId}/push-jobs/${job.id}`, { token: stranger.access_token })).status).toBe(404);
    expect(ledgerCountByNote(sandbox, realmId).size).toBe(0);
  });

  it('500 rows through 429s, 5xx, dropped connections and an expired token end in QuickBooks exactly once', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Volume Vineyard' });
    const vendors = [
      'Office Depot',
      'Staples',
      'Comcast',
      "O'Brien Plumbing",
      'Delta Air Lines',
      ...Array.from({ length: 15 }, (_, i) => `Volume Vendor ${i}`),
    ];
    const categories = ['6500 - Meals & Entertainment', '6400 - Office Expenses', '4000 - Sales', '6900 - Utilities', '6810 - Travel:Airfare'];
    const rows = Array.from({ length: 500 }, (_, i) => ({
      description: `VOLUME ROW ${i}`,
      vendor: vendors[i % vendors.length]!,
      amount_cents: (i % 7 === 0 ? 1 : -1) * (1000 + i),
      category: categories[i % categories.length]!,
    }));
    const { uploadId, ids } = await insertStatement(app.database.db, { clientId, uploadedBy: adminId, rows });
    await chooseRegister(clientId, uploadId, accountId(realmId, 'Business Checking'));
    // Payees already in the company: every batch below carries transactions, so the faults land on them
    // (vendor creation has its own test above).
    for (const name of vendors.slice(5)) sandbox.addEntity(realmId, 'Vendor', { DisplayName: name });

    sandbox.inject({ kind: '429', match: { path: /batch/ }, times: 3, retryAfterSeconds: 1 });
    sandbox.inject({ kind: '500', match: { path: /batch/ }, times: 3 });
    sandbox.inject({ kind: '503', match: { path: /batch/ }, times: 2 });
    sandbox.inject({ kind: 'drop-after-commit', match: { path: /batch/ }, times: 4 });
    sandbox.inject({ kind: 'drop-before-commit', match: { path: /batch/ }, times: 2 });
    sandbox.inject({ kind: 'expire-access-token', times: 1 });

    const answer = await push(clientId, { uploadId, pushAllApproved: true });
    expect([200, 202]).toContain(answer.status);
    expect(answer.json.job).toMatchObject({ total: 500 });
    const job = answer.status === 200 ? answer.json.job : await waitForJob(clientId, answer.json.job.job_id);
    expect(job).toMatchObject({ status: 'done', total: 500, done_count: 500 });
    expect([...new Set(job.result.results.map((r: { error: string | null }) => r.error))]).toEqual([null]);
    expect(job.result).toMatchObject({ pushed: 500, skipped: 0, failed: 0 });

    const counts = ledgerCountByNote(sandbox, realmId);
    expect(counts.size).toBe(500);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const stored = await rowsOf(ids);
    expect(stored.filter((r) => r.qb_id !== null)).toHaveLength(500);
    // Each QuickBooks id belongs to exactly one row.
    expect(new Set(stored.map((r) => `${r.qb_entity_type}:${r.qb_id}`)).size).toBe(500);

    const again = await push(clientId, { uploadId, pushAllApproved: true });
    const second = again.status === 200 ? again.json.job : await waitForJob(clientId, again.json.job.job_id);
    expect(second.result).toMatchObject({ pushed: 0, skipped: 500, failed: 0 });
    expect(ledgerCountByNote(sandbox, realmId).size).toBe(500);
    expect(sandbox.ledger(realmId).filter((e) => e.entity !== 'Vendor')).toHaveLength(500);
  }, 180_000);
});
