import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = ['Number,Name,Type', '1010,Checking,Bank', '6200,Software,Expense', '6300,Meals,Expense', '6500,Subscriptions,Expense'].join('\n');
const SUBSCRIPTIONS = '6500 - Subscriptions';
type Row = { _id: string; description: string; auto_category: string; manual_category: string | null; approved: boolean };

/**
 * The prompt after a manual category: how many of the client's other undecided rows the rule would file
 * (before it exists), creating and filing them in one request, and the Rules screen's match counts read
 * from the rows themselves.
 */
describe.each(testDialects)('rule from the prompt on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let clientId: string;
  let workerRows: Row[];
  let month = 1;

  async function uploadStatement(token: string, lines: Array<{ description: string; amount: number }>): Promise<Row[]> {
    const mm = String(month++).padStart(2, '0');
    const pdf = await makeStatementPdf({
      holder: 'MAPLE STUDIO',
      period: [`${mm}/01/2026`, `${mm}/28/2026`],
      opening: 5000,
      lines: lines.map((line, index) => ({ date: `${mm}/${String(index + 2).padStart(2, '0')}`, ...line })),
    });
    const form = fileForm('file', pdf, `maple-${mm}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    await waitForParsed(app, uploaded.json.upload_id, admin);
    return (await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token: admin })).json;
  }

  const preview = (token: string, query: string) => app.request('GET', `/api/rules/${clientId}/preview?${query}`, { token });
  const netflix = (rows: Row[]) => rows.filter((row) => /NETFLIX/.test(row.description));

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    clientId = (
      await app.request('POST', '/api/clients', { token: admin, body: { name: 'Maple Studio', client_number: 31, account_type: 'desktop' } })
    ).json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    // The worker's statement: 9 NETFLIX rows (one will be the prompt's, one approved, one excluded) and others.
    workerRows = await uploadStatement(worker, [
      ...Array.from({ length: 9 }, (_, index) => ({ description: `NETFLIX.COM 866-579-7172 CA ${index + 1}`, amount: -15.49 })),
      { description: 'ZENITH TOOLS 88', amount: -20 },
      { description: 'BLUE BOTTLE COFFEE OAKLAND CA', amount: -6.5 },
    ]);
    // Another statement of the same client, uploaded by the admin: the worker never sees nor files these.
    await uploadStatement(admin, [
      { description: 'NETFLIX.COM 866-579-7172 CA', amount: -15.49 },
      { description: 'NETFLIX.COM 866-579-7172 CA', amount: -22.99 },
    ]);
  });
  afterAll(() => app?.close());

  it('counts, before the rule exists, the other undecided rows the caller may see that it would file', async () => {
    const [prompted, approved, excluded] = netflix(workerRows);
    const chosen = await app.request('PATCH', `/api/transactions/${prompted!._id}`, { token: worker, body: { manual_category: SUBSCRIPTIONS } });
    expect(chosen.json.rule_suggestion).toMatchObject({ map_to_account: SUBSCRIPTIONS });
    await app.request('PATCH', `/api/transactions/${approved!._id}`, { token: worker, body: { approved: true } });
    expect((await app.request('PATCH', `/api/transactions/${excluded!._id}`, { token: worker, body: { excluded: true } })).status).toBe(200);

    const query = `vendor_contains=${encodeURIComponent(chosen.json.rule_suggestion.vendor_contains)}&map_to_account=${encodeURIComponent(SUBSCRIPTIONS)}&except=${prompted!._id}`;
    // 9 NETFLIX rows of the worker's: the prompt's own, an approved and an excluded one are not filed.
    expect((await preview(worker, query)).json).toMatchObject({ filed_count: 6, map_to_account: SUBSCRIPTIONS });
    // An admin sees the admin's statement too.
    expect((await preview(admin, query)).json.filed_count).toBe(8);
    // Rows already on the category would not move.
    expect((await preview(worker, `vendor_contains=ZENITH&map_to_account=${encodeURIComponent('1480 - Ask Client')}`)).json.filed_count).toBe(0);
  });

  it('refuses a preview in a bookkeeper’s words', async () => {
    const unknown = await app.request('GET', `/api/rules/00000000-0000-4000-8000-000000000000/preview?vendor_contains=NETFLIX&map_to_account=x`, {
      token: worker,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/client/i);
    const short = await preview(worker, 'vendor_contains=N&map_to_account=x');
    expect(short.status).toBe(400);
    expect(short.json.message).toMatch(/Vendor Contains must be at least 2 characters/);
    expect((await app.request('GET', `/api/rules/${clientId}/preview?vendor_contains=NETFLIX&map_to_account=x`)).status).toBe(401);
  });

  it('creates the rule and files exactly the rows the preview counted, in one request', async () => {
    const created = await app.request('POST', '/api/rules', {
      token: worker,
      body: { client_id: clientId, vendor_contains: 'NETFLIX.COM', map_to_account: SUBSCRIPTIONS, apply: true },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ vendor_contains: 'NETFLIX.COM', filed_count: 6 });

    const rows: Row[] = (await app.request('GET', `/api/transactions/client/${clientId}?limit=1000`, { token: admin })).json;
    const filed = netflix(rows).filter((row) => row.auto_category === SUBSCRIPTIONS && !row.manual_category && !row.approved);
    expect(filed).toHaveLength(6);
    // Untouched: the prompt's own row (filed by hand), the approved and the excluded one, and the admin's
    // two, which were not the worker's to file.
    expect(netflix(rows).filter((row) => row.auto_category !== SUBSCRIPTIONS)).toHaveLength(5);

    const audit = await app.request('GET', `/api/audit?target_id=${created.json._id}`, { token: admin });
    expect(audit.json.entries.map((entry: { action: string }) => entry.action).sort()).toEqual(['Rule Applied', 'Rule Created']);
  });

  it('shows on the Rules screen how many of the client’s transactions each rule matches, from the rows themselves', async () => {
    // Without apply: no filed_count, and the count is already true (a rule on rows nobody re-filed).
    const coffee = await app.request('POST', '/api/rules', {
      token: admin,
      body: { client_id: clientId, vendor_contains: 'BLUE BOTTLE', map_to_account: '6300 - Meals' },
    });
    expect(coffee.json.filed_count).toBeUndefined();
    expect(coffee.json.match_count).toBe(1);

    const list = (await app.request('GET', `/api/rules/${clientId}`, { token: admin })).json as Array<{
      _id: string;
      vendor_contains: string;
      match_count: number;
    }>;
    const counts = Object.fromEntries(list.map((rule) => [rule.vendor_contains, rule.match_count]));
    // 11 NETFLIX rows in all, the excluded one aside; approved, hand-filed and other people's rows count.
    expect(counts).toEqual({ 'NETFLIX.COM': 10, 'BLUE BOTTLE': 1 });

    // A disabled rule shows what it would match if switched on; the toggle's answer carries the count too.
    const disabled = await app.request('PUT', `/api/rules/${coffee.json._id}`, { token: admin, body: { active: false } });
    expect(disabled.json).toMatchObject({ active: false, match_count: 1 });
  });

  it('refuses apply when it is not a yes or no', async () => {
    const wrong = await app.request('POST', '/api/rules', {
      token: worker,
      body: { client_id: clientId, vendor_contains: 'ZENITH', map_to_account: '6200 - Software', apply: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/Apply must be true or false/);
  });
});
