import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = ['Number,Name,Type', '1010,Checking,Bank', '6110,Automobile Expense:Fuel,Expense', '6200,Software,Expense', '6300,Meals,Expense'].join(
  '\n',
);
const FUEL = '6110 - Automobile Expense:Fuel';

/** The "Create Auto-Categorization Rule" proposal of PATCH /api/transactions/:id is offered only when a rule would change something. */
describe.each(testDialects)('rule suggestion on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let clientId: string;
  let rows: Array<{ _id: string; description: string; auto_category: string }>;
  const byText = (text: RegExp) => rows.find((row) => text.test(row.description))!;
  const choose = (id: string, manual_category: string) =>
    app.request('PATCH', `/api/transactions/${id}`, { token: admin, body: { manual_category } });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    clientId = (
      await app.request('POST', '/api/clients', { token: admin, body: { name: 'Cedar Garage', client_number: 7, account_type: 'desktop' } })
    ).json._id;
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    const pdf = await makeStatementPdf({
      holder: 'CEDAR GARAGE',
      period: ['03/01/2026', '03/31/2026'],
      opening: 3000,
      lines: [
        { date: '03/02', description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -45.1 },
        { date: '03/03', description: 'ACME WIDGETS CO 4471', amount: -54.99 },
        { date: '03/04', description: 'ZENITH TOOLS 88', amount: -20 },
      ],
    });
    const form = fileForm('file', pdf, 'cedar-03.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token: admin, form });
    await waitForParsed(app, uploaded.json.upload_id, admin);
    rows = (await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token: admin })).json;
  });
  afterAll(() => app?.close());

  it('proposes nothing when the chosen category is the one the categoriser already gave', async () => {
    const shell = byText(/SHELL/);
    expect(shell.auto_category).toBe(FUEL);
    const same = await choose(shell._id, FUEL);
    expect(same.status).toBe(200);
    expect(same.json.rule_suggestion).toBeNull();

    const different = await choose(shell._id, '6300 - Meals');
    expect(different.json.rule_suggestion).toEqual({ vendor_contains: expect.stringMatching(/SHELL/), map_to_account: '6300 - Meals' });
  });

  it('proposes nothing when an active rule already files the vendor there, and proposes again once it is switched off', async () => {
    const acme = byText(/ACME/);
    const rule = await app.request('POST', '/api/rules', {
      token: admin,
      body: { client_id: clientId, vendor_contains: 'acme widgets', map_to_account: '6200 - Software' },
    });
    expect(rule.status).toBe(201);
    expect((await choose(acme._id, '6200 - Software')).json.rule_suggestion).toBeNull();
    // The rule says something else for this category: a rule for Meals would change what happens.
    expect((await choose(acme._id, '6300 - Meals')).json.rule_suggestion).toMatchObject({ map_to_account: '6300 - Meals' });

    await app.request('PUT', `/api/rules/${rule.json._id}`, { token: admin, body: { active: false } });
    expect((await choose(acme._id, '6200 - Software')).json.rule_suggestion).toMatchObject({ map_to_account: '6200 - Software' });
  });

  it('proposes a rule for a vendor no rule covers', async () => {
    const zenith = byText(/ZENITH/);
    expect((await choose(zenith._id, '6200 - Software')).json.rule_suggestion).toEqual({
      vendor_contains: expect.stringMatching(/ZENITH TOOLS/),
      map_to_account: '6200 - Software',
    });
  });
});
