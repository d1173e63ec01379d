import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features/statements/parser/fixtures');
const pdf = (name: string) => fs.readFileSync(path.join(fixtures, `${name}.pdf`));
const truth = (name: string) => JSON.parse(fs.readFileSync(path.join(fixtures, `${name}.json`), 'utf8'));

interface Row {
  upload_id: string;
  transaction_date: string;
  description: string;
}

describe.each(testDialects)('a statement of several accounts on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let clientId: string;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    clientId = (
      await app.request('POST', '/api/clients', { token: admin, body: { name: 'Nguyen Household', client_number: 41, account_type: 'desktop' } })
    ).json._id;
  });
  afterAll(() => app?.close());

  it('imports each account with activity as an upload of its own, each reconciled, each naming the others', async () => {
    const form = fileForm('file', pdf('multi-account'), 'combined-june.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const posted = await app.request('POST', '/api/uploads', { token: worker, form });
    expect(posted.status).toBe(201);
    const checking = await waitForUpload(app, posted.json.upload_id, worker);
    const expected = truth('multi-account').accounts as Array<{ name: string; account_number_last4: string; transactions: unknown[] }>;

    expect(checking).toMatchObject({
      status: 'completed',
      transaction_count: expected[0]!.transactions.length,
      account: { name: 'Everyday Checking', account_number_last4: '0457' },
    });
    expect(checking.reconciliation.reconciled).toBe(true);
    const [savingsRef, cdRef] = checking.other_accounts;
    expect(savingsRef).toMatchObject({ name: 'Way2Save Savings', account_number_last4: '2291', transaction_count: 3, upload_id: expect.any(String) });
    // An account without activity has nothing to import.
    expect(cdRef).toMatchObject({ name: 'Certificate of Deposit', transaction_count: 0, upload_id: null });

    // The worker who uploaded the file sees the second account's upload as theirs, completed and reconciled.
    const savings = await waitForUpload(app, savingsRef.upload_id, worker);
    expect(savings).toMatchObject({
      status: 'completed',
      original_filename: 'combined-june.pdf',
      transaction_count: 3,
      account: { name: 'Way2Save Savings', account_number_last4: '2291' },
      uploaded_by: expect.anything(),
    });
    expect(savings.reconciliation.reconciled).toBe(true);
    expect(savings.other_accounts[0]).toMatchObject({ name: 'Everyday Checking', upload_id: checking.upload_id });
    const savingsRows = (await app.request('GET', `/api/transactions/${savings.upload_id}`, { token: worker })).json as Row[];
    expect(savingsRows).toHaveLength(3);
    expect(savingsRows.every((r) => r.upload_id === savings.upload_id)).toBe(true);
    const checkingRows = (await app.request('GET', `/api/transactions/${checking.upload_id}`, { token: worker })).json as Row[];
    expect(checkingRows).toHaveLength(expected[0]!.transactions.length);

    // The client's list names each row's account: the summary lists both accounts with their statements.
    const summary = await app.request('GET', `/api/transactions/client/${clientId}/summary`, { token: worker });
    expect(summary.json.accounts).toEqual([
      { name: 'Everyday Checking 0457', upload_ids: [checking.upload_id] },
      { name: 'Way2Save Savings 2291', upload_ids: [savings.upload_id] },
    ]);

    // The same stored file, byte for byte, from either upload.
    const file = await app.request('GET', `/api/uploads/${savings.upload_id}/file`, { token: worker });
    expect(file.status).toBe(200);

    // Its own audit entry, so it can be rolled back on its own.
    const audit = await app.request('GET', `/api/audit?limit=200`, { token: admin });
    const entry = audit.json.entries.find(
      (e: { targetId: string; action: string }) => e.targetId === savings.upload_id && e.action === 'File Uploaded',
    );
    expect(entry).toBeDefined();
    const rolled = await app.request('POST', `/api/rollback/${savings.upload_id}`, { token: worker });
    expect(rolled.status).toBeLessThan(300);
    expect(((await app.request('GET', `/api/transactions/${checking.upload_id}`, { token: worker })).json as Row[]).length).toBe(
      expected[0]!.transactions.length,
    );
    // A statement rolled back is no longer an account of the list.
    const after = await app.request('GET', `/api/transactions/client/${clientId}/summary`, { token: worker });
    expect(after.json.accounts).toEqual([{ name: 'Everyday Checking 0457', upload_ids: [checking.upload_id] }]);
  });

  it('keeps an inactive account named by its heading out of the way of the account after it', async () => {
    const form = fileForm('file', pdf('self-check-inactive-first'), 'harbor-point-june.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const posted = await app.request('POST', '/api/uploads', { token: worker, form });
    const parsed = await waitForUpload(app, posted.json.upload_id, worker);
    const want = truth('self-check-inactive-first').accounts[0];
    expect(parsed).toMatchObject({
      status: 'completed',
      transaction_count: want.transactions.length,
      account: { name: 'Business Checking', account_number_last4: '4821' },
    });
    expect(parsed.opening_balance).toBe(want.opening_balance_cents / 100);
    expect(parsed.reconciliation.reconciled).toBe(true);
    expect(parsed.other_accounts).toEqual([
      { kind: 'savings', account_number_last4: null, name: 'Business Savings', transaction_count: 0, upload_id: null },
    ]);
  });

  it("reads a credit union's loan printed before the share account as a loan of its own, checked by its principal", async () => {
    const form = fileForm('file', pdf('loan-sections-first'), 'valley-heritage-june.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const posted = await app.request('POST', '/api/uploads', { token: worker, form });
    const share = await waitForUpload(app, posted.json.upload_id, worker);
    const [shareWant, loanWant] = truth('loan-sections-first').accounts as Array<{
      name: string;
      account_number_last4: string;
      opening_balance_cents: number;
      closing_balance_cents: number;
      transactions: Array<{ description: string; amount_cents: number }>;
    }>;
    // The share account is the statement's upload; the loan comes after it.
    expect(share).toMatchObject({
      status: 'completed',
      transaction_count: shareWant!.transactions.length,
      account: { kind: 'checking', account_number_last4: shareWant!.account_number_last4 },
    });
    expect(share.reconciliation.reconciled).toBe(true);
    const [loanRef] = share.other_accounts;
    expect(loanRef).toMatchObject({
      kind: 'loan',
      name: loanWant!.name,
      account_number_last4: loanWant!.account_number_last4,
      transaction_count: loanWant!.transactions.length,
      upload_id: expect.any(String),
    });

    const loan = await waitForUpload(app, loanRef.upload_id, worker);
    expect(loan).toMatchObject({
      status: 'completed',
      opening_balance: loanWant!.opening_balance_cents / 100,
      closing_balance: loanWant!.closing_balance_cents / 100,
    });
    expect(loan.reconciliation.reconciled).toBe(true);
    const rows = (await app.request('GET', `/api/transactions/${loan.upload_id}`, { token: worker })).json as Array<
      Row & { _id: string; amount: number }
    >;
    // Each payment whole, its printed split after its description.
    expect(rows.map((r) => [r.description, r.amount])).toEqual(loanWant!.transactions.map((t) => [t.description, t.amount_cents / 100]));

    // A correction recomputes the statement from its stored rows: the loan is still checked by its principal.
    const [first] = rows;
    const edited = await app.request('PATCH', `/api/transactions/${first!._id}`, { token: worker, body: { vendor_name: 'Valley Heritage Loan' } });
    expect(edited.status).toBe(200);
    const after = (await app.request('GET', `/api/uploads/${loan.upload_id}`, { token: worker })).json.data as typeof loan;
    expect(after.reconciliation.reconciled).toBe(true);
  });
});
