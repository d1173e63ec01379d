import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { readIifFile } from '../src/features/quickbooks-desktop/testing/read-iif-file.ts';
import { type RowSpec, insertStatement, ledgerCountByNote } from './support/push-statements.ts';
import { connectClient } from './support/qbo-connect-helpers.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

// Corrected rows (migration 0018) leaving through both exits: an excluded row never leaves, a split row
// leaves as one transaction with a line per part, and edited values are what leaves.

const listing = [
  ',"Account","Type","Balance Total","Description","Accnt. #","Tax Line"',
  ',"1000 · Cash:1010 · Checking","Bank","12,500.25","","1010",""',
  ',"4000 · Sales","Income","","","4000",""',
  ',"6100 · Automobile Expense","Expense","","","6100",""',
  ',"6100 · Automobile Expense:6110 · Fuel","Expense","","","6110",""',
  ',"6150 · Bank Charges","Expense","","","6150",""',
  ',"6500 · Office Expenses:6510 · Supplies","Expense","","","6510",""',
].join('\r\n');

interface Line {
  Amount: number;
  Description?: string;
  DetailType: string;
  [detail: string]: unknown;
}
type LineDetail = { AccountRef: { value: string }; PostingType?: string };

describe.each(testDialects)('corrected rows through the exits on %s', (dialect) => {
  let sandbox: QboSandbox;
  let app: TestApp;
  let admin: string;
  let adminId: string;

  const rowsOf = (ids: string[]) => app.database.db.selectFrom('transactions').selectAll().where('id', 'in', ids).execute();
  const syncRows = (clientId: string) =>
    app.database.db.selectFrom('sync_history').selectAll().where('client_id', '=', clientId).orderBy('created_at').execute();

  beforeAll(async () => {
    sandbox = await startQboSandbox({ consent: 'auto' });
    app = await startTestApp(dialect, { env: { ...sandbox.env, QBO_THROTTLE_WAIT_MS: '200' } });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    adminId = (await app.database.db.selectFrom('users').select('id').where('email', '=', testAdmin.email).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  describe('IIF for QuickBooks Desktop', () => {
    let clientId: string;
    let uploadId: string;
    let ids: string[];
    const rows: RowSpec[] = [
      {
        description: 'SHELL OIL 57442 SPRINGFIELD',
        vendor: 'Shell',
        amount_cents: -4510,
        date: '2025-03-20',
        category: '6110 - Automobile Expense:Fuel',
        printed: { transaction_date: '2025-03-02', amount_cents: -4150, vendor_name: 'SHEL OIL' },
      },
      { description: 'SUBTOTAL PHANTOM', amount_cents: -99999, excluded: true, approved: false, category: null },
      {
        description: 'COSTCO WHOLESALE 0042',
        vendor: 'Costco',
        amount_cents: -10000,
        category: '1480 - Ask Client',
        splits: [
          { category: '6110 - Automobile Expense:Fuel', amount_cents: -6000, memo: 'Diesel for the van' },
          { category: '6510 - Office Expenses:Supplies', amount_cents: -4000 },
        ],
      },
      {
        description: 'SQUARE INC DEPOSIT',
        vendor: 'Square',
        amount_cents: 100000,
        category: null,
        splits: [
          { category: '4000 - Sales', amount_cents: 103000, memo: 'Card sales' },
          { category: '6150 - Bank Charges', amount_cents: -3000, memo: 'Processing fee' },
        ],
      },
      { description: 'CHECK 1050', vendor: 'Ace Hardware', amount_cents: -2500, added_by_hand: true, category: '6510 - Office Expenses:Supplies' },
    ];
    const exportIif = (transactionIds: string[], format = 'bank_transactions') =>
      fetch(`${app.url}/api/export/qbd/${clientId}/iif`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          transaction_ids: transactionIds,
          register_account_name: 'Cash:Checking',
          export_format: format,
          confirm_reexport: true,
        }),
      });

    beforeAll(async () => {
      const client = await app.request('POST', '/api/clients', {
        token: admin,
        body: { name: 'Corrected Bakery', client_number: 4101, account_type: 'desktop' },
      });
      clientId = client.json._id;
      const chart = await app.request('POST', `/api/coa/${clientId}/upload`, {
        token: admin,
        form: fileForm('coa_file', iconv.encode(listing, 'win1252'), 'Account Listing.csv', 'text/csv'),
      });
      expect(chart.status).toBe(201);
      ({ uploadId, ids } = await insertStatement(app.database.db, { clientId, uploadedBy: adminId, rows }));
    });

    it('previews the split rows with their parts and names the excluded row as left out', async () => {
      const preview = await app.request('POST', `/api/export/qbd/${clientId}/preview`, {
        token: admin,
        body: { transaction_ids: ids, register_account_name: 'Cash:Checking', export_format: 'bank_transactions' },
      });
      expect(preview.status).toBe(200);
      expect(preview.json.transactions_count).toBe(4);
      expect(preview.json.warnings).toEqual(['Excluded, not written: 03/02/2025, SUBTOTAL PHANTOM, -$999.99.']);
      expect(preview.json.splits).toEqual([
        {
          transaction_id: ids[2],
          transaction_date: '2025-03-03',
          vendor_name: 'Costco',
          description: 'COSTCO WHOLESALE 0042',
          amount: -100,
          parts: [
            { category: '6110 - Automobile Expense:Fuel', amount: -60, memo: 'Diesel for the van' },
            { category: '6510 - Office Expenses:Supplies', amount: -40, memo: '' },
          ],
        },
        expect.objectContaining({
          transaction_id: ids[3],
          amount: 1000,
          parts: [expect.objectContaining({ amount: 1030 }), expect.objectContaining({ amount: -30 })],
        }),
      ]);
      expect(preview.json.preview).toContain('SPL\tCHECK\t03/03/2025\tAutomobile Expense:Fuel\tCostco\t60.00\t\tDiesel for the van\tN');
    });

    it('writes the edited values, a split as one TRNS and a SPL per part summing to zero, and never the excluded row', async () => {
      const response = await exportIif(ids);
      expect(response.status).toBe(200);
      const file = readIifFile(Buffer.from(await response.arrayBuffer()));
      expect(file.text).not.toContain('SUBTOTAL PHANTOM');
      expect(file.blocks.map((block) => block.trns.MEMO)).toEqual([
        'COSTCO WHOLESALE 0042',
        'SQUARE INC DEPOSIT',
        'CHECK 1050',
        'SHELL OIL 57442 SPRINGFIELD',
      ]);
      for (const block of file.blocks) expect(block.sumCents).toBe(0);

      const [costco, square, check, shell] = file.blocks;
      const lines = (block: typeof costco) => [block!.trns, ...block!.spl].map((r) => [r.TRNSTYPE, r.ACCNT, r.AMOUNT, r.MEMO].join('|'));
      expect(lines(costco)).toEqual([
        'CHECK|Cash:Checking|-100.00|COSTCO WHOLESALE 0042',
        'CHECK|Automobile Expense:Fuel|60.00|Diesel for the van',
        'CHECK|Office Expenses:Supplies|40.00|COSTCO WHOLESALE 0042',
      ]);
      expect(lines(square)).toEqual([
        'DEPOSIT|Cash:Checking|1000.00|SQUARE INC DEPOSIT',
        'DEPOSIT|Sales|-1030.00|Card sales',
        'DEPOSIT|Bank Charges|30.00|Processing fee',
      ]);
      // A row added by hand leaves like any other.
      expect(check!.trns).toMatchObject({ NAME: 'Ace Hardware', AMOUNT: '-25.00', DOCNUM: '' });
      // The corrected date, amount and payee, not what the statement printed.
      expect(shell!.trns).toMatchObject({ DATE: '03/20/2025', NAME: 'Shell', AMOUNT: '-45.10' });

      const stored = await rowsOf(ids);
      expect(
        stored
          .filter((row) => row.iif_exported_at !== null)
          .map((row) => row.id)
          .sort(),
      ).toEqual([ids[0], ids[2], ids[3], ids[4]].sort());
      const linked = await app.database.db
        .selectFrom('iif_export_transactions')
        .select('transaction_id')
        .where('transaction_id', '=', ids[1]!)
        .execute();
      expect(linked).toEqual([]);
      const [history] = await syncRows(clientId);
      expect(history).toMatchObject({ upload_id: uploadId, pushed_count: 4, skipped_count: 0, failed_count: 0 });

      const journal = await exportIif(ids, 'journal_entries');
      const entries = readIifFile(Buffer.from(await journal.arrayBuffer())).blocks;
      expect(entries[0]!.spl.map((r) => [r.TRNSTYPE, r.ACCNT, r.AMOUNT].join('|'))).toEqual([
        'GENERAL JOURNAL|Automobile Expense:Fuel|60.00',
        'GENERAL JOURNAL|Office Expenses:Supplies|40.00',
      ]);
    });

    it('checks each part of a split against the chart, and answers a selection of excluded rows only with a sentence', async () => {
      const more = await insertStatement(app.database.db, {
        clientId,
        uploadedBy: adminId,
        rows: [
          {
            description: 'HALF ASKED',
            amount_cents: -1000,
            splits: [
              { category: '6150 - Bank Charges', amount_cents: -500 },
              { category: '1480 - Ask Client', amount_cents: -500 },
            ],
          },
          {
            description: 'HALF YACHT',
            amount_cents: -1000,
            splits: [
              { category: '6150 - Bank Charges', amount_cents: -500 },
              { category: '6999 - Yachts', amount_cents: -500 },
            ],
          },
          { description: 'ONLY PHANTOM', amount_cents: -700, excluded: true },
        ],
      });
      const refused = await exportIif(more.ids);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { message: string; problems: string[] };
      expect(body.problems).toEqual([
        'Category "6999 - Yachts" is not in Corrected Bakery\'s chart of accounts (1 transaction).',
        'No category (1480 - Ask Client): 03/01/2025, HALF ASKED, -$10.00.',
      ]);
      const phantomOnly = await exportIif([more.ids[2]!]);
      expect(phantomOnly.status).toBe(400);
      expect(await phantomOnly.json()).toEqual({ message: 'Nothing was exported: every selected transaction is excluded from its statement.' });
      expect((await rowsOf(more.ids)).every((row) => row.iif_exported_at === null)).toBe(true);
    });
  });

  describe('QuickBooks Online push', () => {
    const accountId = (realmId: string, name: string) => String(sandbox.entities(realmId, 'Account').find((a) => a.Name === name)!.Id);
    const push = (clientId: string, body: unknown) => app.request('POST', `/api/qbo/${clientId}/push`, { token: admin, body });
    const ledgerByNote = (realmId: string) =>
      new Map(
        sandbox
          .ledger(realmId)
          .filter((e) => e.entity !== 'Vendor')
          .map((e) => [String(e.body.PrivateNote), e]),
      );
    const lineAccounts = (lines: Line[]) =>
      lines.map((line) => {
        const detail = line[line.DetailType] as LineDetail;
        return [detail.PostingType ?? '', detail.AccountRef.value, line.Amount, line.Description ?? ''];
      });

    async function statement(name: string, rows: RowSpec[]) {
      const { clientId, realmId } = await connectClient(app, sandbox, admin, { name });
      const inserted = await insertStatement(app.database.db, { clientId, uploadedBy: adminId, rows });
      const chosen = await app.request('POST', `/api/qbo/${clientId}/uploads/${inserted.uploadId}/register`, {
        token: admin,
        body: { account_id: accountId(realmId, 'Business Checking') },
      });
      expect(chosen.status).toBe(200);
      return { clientId, realmId, ...inserted };
    }

    it('never sends an excluded row, sends a split as one transaction with a line per part, and sends the edited values', async () => {
      const { clientId, realmId, uploadId, ids } = await statement('Corrected Cafe', [
        {
          description: 'OFFICE DEPOT 1042',
          vendor: 'Office Depot',
          amount_cents: -4510,
          date: '2025-03-20',
          category: '6400 - Office Expenses',
          printed: { transaction_date: '2025-03-02', amount_cents: -4150, vendor_name: 'OFFICE DEP0T' },
        },
        { description: 'PHANTOM ROW', amount_cents: -5000, excluded: true },
        {
          description: 'TEAM LUNCH AND PAPER',
          vendor: 'Staples',
          amount_cents: -10000,
          splits: [
            { category: '6500 - Meals & Entertainment', amount_cents: -6000, memo: 'Team lunch' },
            { category: '6700 - Supplies', amount_cents: -4000 },
          ],
        },
        {
          description: 'ACME PAYMENT WITH INTEREST',
          vendor: 'Acme Corp',
          amount_cents: 250000,
          splits: [
            { category: '4000 - Sales', amount_cents: 200000, memo: 'Invoice 88' },
            { category: '7000 - Interest Earned', amount_cents: 50000 },
          ],
        },
        {
          description: 'VISA PAYMENT AND FEE',
          amount_cents: -50000,
          splits: [
            { category: '2010 - Visa Business Card', amount_cents: -45000 },
            { category: '6150 - Bank Charges', amount_cents: -5000, memo: 'Late fee' },
          ],
        },
        {
          description: 'NET CARD DEPOSIT',
          amount_cents: 100000,
          splits: [
            { category: '4000 - Sales', amount_cents: 103000 },
            { category: '6150 - Bank Charges', amount_cents: -3000 },
          ],
        },
      ]);

      const first = await push(clientId, { transactionIds: ids });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ pushed: 4, skipped: 0, failed: 1 });
      // The excluded row is left out: not a result, not skipped, not failed.
      expect(first.json.results.map((r: { _id: string }) => r._id)).toEqual([ids[0], ids[2], ids[3], ids[4], ids[5]]);
      expect(first.json.results[4].error).toMatch(
        /^The split mixes money in and money out, and QuickBooks Online takes only amounts above zero on the lines of a Deposit/,
      );

      const byNote = ledgerByNote(realmId);
      expect([...byNote.keys()].sort()).toEqual(['ACME PAYMENT WITH INTEREST', 'OFFICE DEPOT 1042', 'TEAM LUNCH AND PAPER', 'VISA PAYMENT AND FEE']);
      expect(byNote.get('OFFICE DEPOT 1042')!.body).toMatchObject({ TxnDate: '2025-03-20', TotalAmt: 45.1, EntityRef: { name: 'Office Depot' } });

      const purchase = byNote.get('TEAM LUNCH AND PAPER')!;
      expect(purchase.entity).toBe('Purchase');
      expect(purchase.body.TotalAmt).toBe(100);
      expect(lineAccounts(purchase.body.Line as Line[])).toEqual([
        ['', accountId(realmId, 'Meals & Entertainment'), 60, 'Team lunch'],
        ['', accountId(realmId, 'Supplies'), 40, 'TEAM LUNCH AND PAPER'],
      ]);
      const deposit = byNote.get('ACME PAYMENT WITH INTEREST')!;
      expect(deposit.entity).toBe('Deposit');
      expect(deposit.body.TotalAmt).toBe(2500);
      expect(lineAccounts(deposit.body.Line as Line[])).toEqual([
        ['', accountId(realmId, 'Sales'), 2000, 'Invoice 88'],
        ['', accountId(realmId, 'Interest Earned'), 500, 'ACME PAYMENT WITH INTEREST'],
      ]);
      const journal = byNote.get('VISA PAYMENT AND FEE')!;
      expect(journal.entity).toBe('JournalEntry');
      expect(lineAccounts(journal.body.Line as Line[])).toEqual([
        ['Debit', accountId(realmId, 'Visa Business Card'), 450, 'VISA PAYMENT AND FEE'],
        ['Debit', accountId(realmId, 'Bank Charges'), 50, 'Late fee'],
        ['Credit', accountId(realmId, 'Business Checking'), 500, 'VISA PAYMENT AND FEE'],
      ]);

      const [phantom] = await rowsOf([ids[1]!]);
      expect(phantom).toMatchObject({ qb_id: null, qb_request_id: null, qb_payload_hash: null, qb_push_error: null });
      const history = await syncRows(clientId);
      expect(history.map((h) => [h.pushed_count, h.skipped_count, h.failed_count])).toEqual([[4, 0, 1]]);

      // The whole statement again: the excluded row is not among what a push considers.
      const again = await push(clientId, { uploadId, pushAllApproved: true });
      expect(again.json).toMatchObject({ pushed: 0, skipped: 4, failed: 1 });
      expect(again.json.results.map((r: { _id: string }) => r._id)).not.toContain(ids[1]);
      const onlyPhantom = await push(clientId, { transactionIds: [ids[1]] });
      expect(onlyPhantom.status).toBe(400);
      expect(onlyPhantom.json.message).toBe('Nothing was pushed: every selected transaction is excluded from its statement.');
      expect(ledgerCountByNote(sandbox, realmId).has('PHANTOM ROW')).toBe(false);
      expect(ledgerCountByNote(sandbox, realmId).size).toBe(4);
    });

    it('sends an unchanged split under its stored requestid and a changed one under a new requestid', async () => {
      const split = (lunch: number) =>
        JSON.stringify([
          { category: '6500 - Meals & Entertainment', amount_cents: -lunch, memo: '' },
          { category: '6700 - Supplies', amount_cents: -(10000 - lunch), memo: '' },
        ]);
      const { clientId, realmId, ids } = await statement('Requestid Diner', [
        { description: 'SPLIT CHANGED', vendor: 'Staples', amount_cents: -10000, splits: JSON.parse(split(6000)) },
        { description: 'SPLIT UNCHANGED', vendor: 'Staples', amount_cents: -10000, splits: JSON.parse(split(6000)) },
      ]);
      const stateOf = async (id: string) => (await rowsOf([id]))[0]!;

      // Never reaches QuickBooks (every try of the first send is dropped): the requestid stays for a resend.
      sandbox.inject({ kind: 'drop-before-commit', match: { path: /batch/ }, times: 6 });
      expect((await push(clientId, { transactionIds: [ids[0]] })).json).toMatchObject({ pushed: 0, failed: 1 });
      const unanswered = await stateOf(ids[0]!);
      expect(unanswered.qb_request_id).not.toBeNull();
      await app.database.db
        .updateTable('transactions')
        .set({ splits_json: split(7000) })
        .where('id', '=', ids[0]!)
        .execute();
      expect((await push(clientId, { transactionIds: [ids[0]] })).json).toMatchObject({ pushed: 1, failed: 0 });
      const changed = await stateOf(ids[0]!);
      expect(changed.qb_request_id).not.toBe(unanswered.qb_request_id);
      expect(changed.qb_payload_hash).not.toBe(unanswered.qb_payload_hash);
      const sent = ledgerByNote(realmId).get('SPLIT CHANGED')!;
      expect((sent.body.Line as Line[]).map((line) => line.Amount)).toEqual([70, 30]);

      // Made at QuickBooks, but every answer is lost: the same payload must go under the same requestid,
      // so QuickBooks answers with what it made then instead of making it twice.
      sandbox.inject({ kind: 'drop-after-commit', match: { path: /batch/ }, times: 6 });
      expect((await push(clientId, { transactionIds: [ids[1]] })).json).toMatchObject({ pushed: 0, failed: 1 });
      const lost = await stateOf(ids[1]!);
      expect(lost.qb_request_id).not.toBeNull();
      expect((await push(clientId, { transactionIds: [ids[1]] })).json).toMatchObject({ pushed: 1, failed: 0 });
      const replayed = await stateOf(ids[1]!);
      expect(replayed).toMatchObject({ qb_request_id: lost.qb_request_id, qb_payload_hash: lost.qb_payload_hash });
      expect(ledgerCountByNote(sandbox, realmId).get('SPLIT UNCHANGED')).toBe(1);
      expect(replayed.qb_id).toBe(String(ledgerByNote(realmId).get('SPLIT UNCHANGED')!.body.Id));
    }, 60_000);
  });
});
