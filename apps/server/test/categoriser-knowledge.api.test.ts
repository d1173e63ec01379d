import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const chart = ['Number,Name,Type', '1010,Checking,Bank', '6200,Software,Expense', '6300,Meals,Expense'].join('\n');

interface Row {
  _id: string;
  vendor_name: string;
  description: string;
  auto_category: string;
  auto_category_reason: string;
  manual_category: string | null;
  confidence_basis: { accepted: number; suggested: number } | null;
}

/** Asks until `check` passes or `ms` run out; the figure asserted is how long it took, never a sleep. */
async function within<T>(ms: number, ask: () => Promise<T>, check: (value: T) => boolean): Promise<{ value: T; elapsed: number }> {
  const started = Date.now();
  for (;;) {
    const value = await ask();
    const elapsed = Date.now() - started;
    if (check(value) || elapsed > ms) return { value, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Two app instances on one database, as two API processes behind a load balancer: A answers reviewers,
// B parses statements. Neither learns from the other in memory; only the database connects them.
describe.each(testDialects)('categoriser knowledge shared between processes on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let tokenA: string;
  let tokenB: string;
  let clientId: string;
  let month = 1;

  async function upload(app: TestApp, token: string, lines: Array<{ description: string; amount: number }>): Promise<Row[]> {
    const mm = String(month++).padStart(2, '0');
    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: [`${mm}/01/2026`, `${mm}/28/2026`],
      opening: 5000,
      lines: lines.map((line, index) => ({ date: `${mm}/${String(index + 2).padStart(2, '0')}`, ...line })),
    });
    const form = fileForm('file', pdf, `orchard-${mm}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    expect(uploaded.status).toBe(201);
    const { status } = await waitForUpload(app, uploaded.json.upload_id, token);
    expect(status).toBe('completed');
    return (await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token })).json as Row[];
  }

  /** B's current suggestion for an open row: B re-runs its own model over the client's open rows. */
  async function suggestionOnB(id: string): Promise<Row> {
    const again = await b.request('POST', `/api/transactions/client/${clientId}/recategorize`, { token: tokenB });
    expect(again.status).toBe(200);
    const row = await b.request('GET', `/api/transactions/client/${clientId}?limit=1000`, { token: tokenB });
    return (row.json as Row[]).find((r) => r._id === id)!;
  }

  beforeAll(async () => {
    a = await startTestApp(dialect, { runJobs: false });
    b = await startTestApp(dialect, { sameDatabaseAs: a });
    tokenA = (await signIn(a, testAdmin.email, testAdmin.password)).access_token;
    tokenB = (await signIn(b, testAdmin.email, testAdmin.password)).access_token;
    const client = await a.request('POST', '/api/clients', {
      token: tokenA,
      body: { name: 'Orchard Bakery', client_number: 11, account_type: 'desktop' },
    });
    clientId = client.json._id;
    await a.request('POST', `/api/coa/${clientId}/upload`, { token: tokenA, form: fileForm('coa_file', chart, 'coa.csv') });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('uses a correction made in one process in another within 5 s, and takes it back as fast', async () => {
    const rows = await upload(b, tokenB, [
      { description: 'KNOTWORK STUDIO 4471', amount: -120 },
      { description: 'KNOTWORK STUDIO 4471', amount: -118 },
    ]);
    const [first, second] = rows;
    expect(second!.auto_category).toBe(ASK_CLIENT);
    // Unchanged before the correction: what follows is caused by it.
    expect((await suggestionOnB(second!._id)).auto_category).toBe(ASK_CLIENT);

    const corrected = await a.request('PATCH', `/api/transactions/${first!._id}`, { token: tokenA, body: { manual_category: '6200 - Software' } });
    expect(corrected.status).toBe(200);
    const learned = await within(
      5_000,
      () => suggestionOnB(second!._id),
      (row) => row.auto_category === '6200 - Software',
    );
    expect(learned.value).toMatchObject({
      auto_category: '6200 - Software',
      auto_category_reason: 'Learned from 1 approved KNOTWORK STUDIO transaction',
    });
    expect(learned.elapsed).toBeLessThan(5_000);

    // A new statement parsed by B uses it at once.
    const next = await upload(b, tokenB, [{ description: 'KNOTWORK STUDIO 4480', amount: -121 }]);
    expect(next[0]?.auto_category).toBe('6200 - Software');

    const undone = await a.request('PATCH', `/api/transactions/${first!._id}`, { token: tokenA, body: { manual_category: null } });
    expect(undone.status).toBe(200);
    const forgotten = await within(
      5_000,
      () => suggestionOnB(second!._id),
      (row) => row.auto_category === ASK_CLIENT,
    );
    expect(forgotten.value.auto_category).toBe(ASK_CLIENT);
    expect(forgotten.elapsed).toBeLessThan(5_000);
  });
});

describe.each(testDialects)('confidence as the share of past suggestions accepted, on %s', (dialect) => {
  let app: TestApp;
  let token: string;
  let clientId: string;

  const list = async () => (await app.request('GET', `/api/transactions/client/${clientId}?limit=1000`, { token })).json as Row[];

  beforeAll(async () => {
    app = await startTestApp(dialect);
    token = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const client = await app.request('POST', '/api/clients', { token, body: { name: 'Orchard Bakery', client_number: 12, account_type: 'desktop' } });
    clientId = client.json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token, form: fileForm('coa_file', chart, 'coa.csv') });
    const rule = await app.request('POST', '/api/rules', {
      token,
      body: { client_id: clientId, vendor_contains: 'GLOBEX', map_to_account: '6200 - Software' },
    });
    expect(rule.status).toBe(201);
    const pdf = await makeStatementPdf({
      holder: 'ORCHARD BAKERY',
      period: ['03/01/2026', '03/28/2026'],
      opening: 5000,
      lines: Array.from({ length: 8 }, (_, i) => ({
        date: `03/${String(i + 2).padStart(2, '0')}`,
        description: `GLOBEX SYSTEMS ${4400 + i}`,
        amount: -(50 + i),
      })),
    });
    const form = fileForm('file', pdf, 'orchard-03.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    await within(
      20_000,
      async () => (await app.request('GET', `/api/uploads/${uploaded.json.upload_id}`, { token })).json.data.status as string,
      (s) => s === 'completed',
    );
  });
  afterAll(() => app?.close());

  it('counts each decided suggestion of the kind once: approved unchanged or changed', async () => {
    const rows = await list();
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.auto_category === '6200 - Software')).toBe(true);
    // Nothing decided yet: 0 of 0, which the screen shows as not enough history.
    expect(rows[0]?.confidence_basis).toEqual({ accepted: 0, suggested: 0 });

    const ids = rows.map((row) => row._id);
    const bulk = await app.request('PATCH', '/api/transactions/bulk/update', { token, body: { transaction_ids: ids.slice(0, 4), approved: true } });
    expect(bulk.status).toBe(200);
    const changed = await app.request('PATCH', `/api/transactions/${ids[4]}`, { token, body: { manual_category: '6300 - Meals' } });
    expect(changed.json.data.confidence_basis).toEqual({ accepted: 4, suggested: 5 });
    // The reviewer's own choice of the suggested category is acceptance too.
    const same = await app.request('PATCH', `/api/transactions/${ids[5]}`, { token, body: { manual_category: '6200 - Software', approved: true } });
    expect(same.json.data.confidence_basis).toEqual({ accepted: 5, suggested: 6 });
    // Approving again, or approving the changed row, counts nothing twice.
    await app.request('PATCH', '/api/transactions/bulk/update', { token, body: { transaction_ids: ids.slice(0, 5), approved: true } });
    expect((await list()).find((row) => row._id === ids[7])?.confidence_basis).toEqual({ accepted: 5, suggested: 6 });
    // Withdrawn decisions leave the tally.
    await app.request('PATCH', `/api/transactions/${ids[0]}`, { token, body: { approved: false } });
    await app.request('PATCH', `/api/transactions/${ids[4]}`, { token, body: { manual_category: null, approved: false } });
    expect((await list()).find((row) => row._id === ids[7])?.confidence_basis).toEqual({ accepted: 4, suggested: 4 });
  });

  it('keeps the tally equal to the decisions the transactions hold', async () => {
    const tallies = await app.database.db.selectFrom('categoriser_tallies').selectAll().execute();
    const rows = await app.database.db.selectFrom('transactions').selectAll().where('client_id', '=', clientId).execute();
    const decided = rows.filter((row) => row.manual_category !== null || row.approved === 1);
    const accepted = decided.filter((row) => row.manual_category === null || row.manual_category === row.auto_category);
    expect(tallies.map((t) => ({ key: t.kind_key, suggested: Number(t.suggested), accepted: Number(t.accepted) }))).toEqual([
      { key: rows[0]!.auto_category_kind, suggested: decided.length, accepted: accepted.length },
    ]);
  });
});
