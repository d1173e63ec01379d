import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { insertStatement, ledgerCountByNote } from './support/push-statements.ts';
import { connectClient } from './support/qbo-connect-helpers.ts';
import { type TestApp, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

/*
 * Rows that cannot go to QuickBooks Online (still on Ask Client, not approved, …) are left out before anything
 * is sent and summed up once per reason; the sync history tells a partial push as such, and its status never
 * contradicts its response code.
 */
describe.each(testDialects)('QuickBooks Online push: rows not sent, on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;
  let adminId: string;

  const accountId = (realmId: string, name: string) => String(sandbox.entities(realmId, 'Account').find((a) => a.Name === name)!.Id);
  const push = (clientId: string, body: unknown) => app.request('POST', `/api/qbo/${clientId}/push`, { token: admin, body });
  const historyOf = (uploadId: string) =>
    app.database.db.selectFrom('sync_history').selectAll().where('upload_id', '=', uploadId).orderBy('created_at').execute();

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

  it('leaves Ask Client rows out with one summary and records the push as partial, "Pushed 3 of 6", with 200', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Partial Bakery' });
    const { uploadId, ids } = await insertStatement(app.database.db, {
      clientId,
      uploadedBy: adminId,
      rows: [
        { description: 'FLOUR ONE', amount_cents: -1000, category: '6700 - Supplies' },
        { description: 'ASKED ONE', amount_cents: -1100, category: '1480 - Ask Client' },
        { description: 'FLOUR TWO', amount_cents: -1200, category: '6700 - Supplies' },
        { description: 'ASKED TWO', amount_cents: -1300, category: null },
        { description: 'PENDING', amount_cents: -1400, category: '6700 - Supplies', approved: false },
        { description: 'FLOUR THREE', amount_cents: -1500, category: '6700 - Supplies' },
      ],
    });
    await app.request('POST', `/api/qbo/${clientId}/uploads/${uploadId}/register`, {
      token: admin,
      body: { account_id: accountId(realmId, 'Business Checking') },
    });

    const answer = await push(clientId, { transactionIds: ids });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ pushed: 3, skipped: 0, failed: 3 });
    expect(answer.json.not_sent).toEqual(['2 rows still on Ask Client were not sent', '1 row not approved was not sent']);
    // Each row keeps its own reason for the Push Status column.
    expect(answer.json.results.filter((r: { ok: boolean }) => !r.ok).map((r: { error: string }) => r.error)).toEqual([
      'Choose a category first: 1480 - Ask Client cannot go to QuickBooks',
      'Choose a category first: 1480 - Ask Client cannot go to QuickBooks',
      'Not approved yet',
    ]);
    expect([...ledgerCountByNote(sandbox, realmId).keys()].sort()).toEqual(['FLOUR ONE', 'FLOUR THREE', 'FLOUR TWO']);

    const [partial] = await historyOf(uploadId);
    expect(partial).toMatchObject({ status: 'partial', response_code: 200, pushed_count: 3, failed_count: 3 });
    expect(partial!.message).toBe('Pushed 3 of 6. 2 rows still on Ask Client were not sent. 1 row not approved was not sent');

    // Pushing only rows that cannot go sends nothing: failed, with no response code (QuickBooks was not asked).
    const none = await push(clientId, { transactionIds: [ids[1]!, ids[3]!] });
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ pushed: 0, failed: 2, not_sent: ['2 rows still on Ask Client were not sent'] });
    const second = (await historyOf(uploadId))[1]!;
    expect(second).toMatchObject({ status: 'failed', response_code: null, pushed_count: 0, failed_count: 2 });
    expect(second.message).toBe('Pushed 0 of 2. 2 rows still on Ask Client were not sent');

    // Everything already there: a success, with no call made, so no response code either.
    const again = await push(clientId, { transactionIds: [ids[0]!] });
    expect(again.json).toMatchObject({ pushed: 0, skipped: 1, failed: 0 });
    expect(again.json.not_sent).toBeUndefined();
    const third = (await historyOf(uploadId))[2]!;
    expect(third).toMatchObject({ status: 'success', response_code: null, skipped_count: 1 });
    expect(third.message).toBe('Pushed 0 of 1, 1 already in QuickBooks');
  });
});
