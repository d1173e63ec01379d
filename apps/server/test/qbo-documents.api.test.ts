import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { insertStatement } from './support/push-statements.ts';
import { connectClient } from './support/qbo-connect-helpers.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

/* The Push Status column's documents: what each pushed row became in QuickBooks Online ("Deposit 1", "Purchase 1"). */
describe.each(testDialects)('QuickBooks Online documents on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    sandbox = await startQboSandbox({ consent: 'auto' });
    app = await startTestApp(dialect, { env: sandbox.env });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    adminId = (await app.database.db.selectFrom('users').select('id').where('email', '=', testAdmin.email).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  it("names each pushed row's document type and id, shows a worker only their own, and links nothing on a stand-in", async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Documents Deli' });
    const { uploadId, ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'CATERING DEPOSIT', vendor: 'Acme Corp', amount_cents: 25000, category: '4000 - Sales' },
        { description: 'FLOUR', amount_cents: -1999, category: '6700 - Supplies' },
        { description: 'NOT YET', amount_cents: -500, category: '6700 - Supplies', approved: false },
      ],
    });
    const checking = String(sandbox.entities(realmId, 'Account').find((a) => a.Name === 'Business Checking')!.Id);
    // The Export screen offers the connected company's bank and card accounts as registers (from the connector).
    const options = await app.request('GET', `/api/export/${clientId}/options`, { token: admin });
    expect(options.json.register_accounts).toEqual(expect.arrayContaining([expect.objectContaining({ id: checking, name: 'Business Checking' })]));
    await app.request('POST', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token: admin, body: { account_id: checking } });
    expect((await app.request('GET', `/api/qbo/${clientId}/documents`, { token: admin })).json).toEqual([]);
    const pushed = await app.request('POST', `/api/qbo/${clientId}/push`, { token: admin, body: { transactionIds: ids } });
    expect(pushed.json).toMatchObject({ pushed: 2 });

    const answer = await app.request('GET', `/api/qbo/${clientId}/documents`, { token: admin });
    expect(answer.status).toBe(200);
    const byRow = new Map(answer.json.map((d: { transaction_id: string }) => [d.transaction_id, d]));
    const stored = await app.database.db.selectFrom('transactions').select(['id', 'qb_id']).where('id', 'in', ids).execute();
    const qbId = (id: string) => stored.find((row) => row.id === id)!.qb_id;
    expect(byRow.get(ids[0]!)).toEqual({ transaction_id: ids[0], entity_type: 'Deposit', qbo_id: qbId(ids[0]!), url: null });
    expect(byRow.get(ids[1]!)).toEqual({ transaction_id: ids[1], entity_type: 'Purchase', qbo_id: qbId(ids[1]!), url: null });
    expect(byRow.has(ids[2]!)).toBe(false);

    // Decision 0004: a worker sees only the rows of statements they uploaded.
    const worker = await createSignedInUser(app, 'worker', admin);
    const theirs = await app.request('GET', `/api/qbo/${clientId}/documents`, { token: worker.access_token });
    expect(theirs.status).toBe(200);
    expect(theirs.json).toEqual([]);
    const unknown = await app.request('GET', `/api/qbo/00000000-0000-4000-8000-000000000000/documents`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toEqual(expect.any(String));
  });
});
