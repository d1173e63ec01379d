import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features/statements/parser/fixtures');
// A generated statement that prints no year anywhere, its period crossing New Year (Dec 12 – Jan 11).
const noYearPdf = fs.readFileSync(path.join(fixtures, 'no-year.pdf'));
const truth = JSON.parse(fs.readFileSync(path.join(fixtures, 'no-year.json'), 'utf8')) as {
  accounts: Array<{ transactions: Array<{ transaction_date: string; description: string; amount_cents: number }> }>;
};
const trueRows = truth.accounts[0]?.transactions ?? [];
const PROMPTED_YEAR = Number(trueRows.at(-1)?.transaction_date.slice(0, 4));

describe.each(testDialects)('statement year on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let otherWorker: string;

  async function newClient(name: string, number: number): Promise<string> {
    const created = await app.request('POST', '/api/clients', { token: admin, body: { name, client_number: number, account_type: 'desktop' } });
    return created.json._id;
  }

  async function uploadAndParse(token: string, pdf: Buffer, filename: string, clientId: string) {
    const form = fileForm('file', pdf, filename, 'application/pdf');
    form.append('client_id', clientId);
    const response = await app.request('POST', '/api/uploads', { token, form });
    expect(response.status).toBe(201);
    return waitForUpload(app, response.json.upload_id, token);
  }

  const transactionsOf = async (uploadId: string) => (await app.request('GET', `/api/transactions/${uploadId}`, { token: admin })).json;
  const setYear = (uploadId: string, token: string, body: unknown) => app.request('POST', `/api/uploads/${uploadId}/year`, { token, body });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    otherWorker = (await createSignedInUser(app, 'worker', admin)).access_token;
  });
  afterAll(() => app?.close());

  it('asks for the year, re-dates every row (December in the year before), finds duplicates again and stops asking', async () => {
    const clientId = await newClient('Morgan Ellis', 11);
    // An earlier statement of the same client, with its year, that lists one of December's rows too.
    const december = trueRows.find((t) => t.transaction_date.slice(5, 7) === '12' && t.amount_cents < 0) as (typeof trueRows)[number];
    const earlier = await makeStatementPdf({
      holder: 'MORGAN T ELLIS',
      period: [`12/01/${PROMPTED_YEAR - 1}`, `12/31/${PROMPTED_YEAR - 1}`],
      opening: 5000,
      lines: [{ date: december.transaction_date.slice(5).replace('-', '/'), description: december.description, amount: december.amount_cents / 100 }],
      account: '9911',
    });
    await uploadAndParse(admin, earlier, 'december-with-year.pdf', clientId);

    const upload = await uploadAndParse(worker, noYearPdf, 'no-year.pdf', clientId);
    expect(upload).toMatchObject({ status: 'completed', year_missing: true, transaction_count: trueRows.length });

    const question = await app.request('GET', `/api/uploads/${upload.upload_id}/year`, { token: worker });
    const [firstDay, lastDay] = [trueRows[0]?.transaction_date.slice(5), trueRows.at(-1)?.transaction_date.slice(5) as string];
    expect(question.json).toMatchObject({ year_missing: true, first_day: firstDay, last_day: lastDay });
    // The latest year that does not end the statement after today (its upload).
    const today = new Date().toISOString();
    expect(question.json.suggested_year).toBe(Number(today.slice(0, 4)) - (today.slice(5, 10) < lastDay ? 1 : 0));
    expect((await app.request('GET', `/api/uploads/${upload.upload_id}/year`, { token: otherWorker })).status).toBe(404);
    expect((await setYear(upload.upload_id, otherWorker, { year: PROMPTED_YEAR })).status).toBe(404);
    const invalid = await setYear(upload.upload_id, worker, { year: 1800 });
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toMatch(/year/i);
    expect((await setYear(upload.upload_id, worker, { year: 'next' })).status).toBe(400);

    const answered = await setYear(upload.upload_id, worker, { year: PROMPTED_YEAR });
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({
      message: `Dates set to ${PROMPTED_YEAR}: ${trueRows.length} transactions re-dated.`,
      redated_count: trueRows.length,
      data: { upload_id: upload.upload_id, year_missing: false, possible_duplicates: 1 },
    });

    const rows = await transactionsOf(upload.upload_id);
    expect(rows.map((t: { transaction_date: string }) => t.transaction_date)).toEqual(trueRows.map((t) => t.transaction_date));
    const flagged = rows.filter((t: { possible_duplicate_of: string | null }) => t.possible_duplicate_of !== null);
    expect(flagged.map((t: { description: string }) => t.description)).toEqual([december.description]);
    // Each row keeps its place on the page for the statement viewer.
    expect(rows.every((t: { page_top: number; page_bottom: number }) => t.page_top > 0 && t.page_top < t.page_bottom && t.page_bottom < 1)).toBe(
      true,
    );

    const again = await setYear(upload.upload_id, worker, { year: PROMPTED_YEAR - 1 });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This statement’s dates already carry their year.');

    const entries = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', upload.upload_id)
      .where('action', '=', 'Bulk Update')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target_type: 'Upload',
      details: `Set the year of no-year.pdf (Morgan Ellis) to ${PROMPTED_YEAR}: ${trueRows.length} transactions re-dated`,
      can_rollback: 0,
    });
  });

  it('refuses once a row is approved, and changes nothing', async () => {
    const clientId = await newClient('Ellis Holdings', 12);
    const upload = await uploadAndParse(admin, noYearPdf, 'no-year.pdf', clientId);
    const before = await transactionsOf(upload.upload_id);
    const approved = await app.request('PATCH', `/api/transactions/${before[3]._id}`, { token: admin, body: { approved: true } });
    expect(approved.status).toBe(200);

    const refused = await setYear(upload.upload_id, admin, { year: PROMPTED_YEAR });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Some of this statement’s transactions are already approved, pushed to QuickBooks or exported, so its year can no longer be changed.',
    );
    expect((await transactionsOf(upload.upload_id)).map((t: { transaction_date: string }) => t.transaction_date)).toEqual(
      before.map((t: { transaction_date: string }) => t.transaction_date),
    );
    expect((await app.request('GET', `/api/uploads/${upload.upload_id}`, { token: admin })).json.data.year_missing).toBe(true);
  });

  it('is refused for a statement that printed its year', async () => {
    const clientId = await newClient('Dated Bakery', 13);
    const pdf = await makeStatementPdf({
      holder: 'DATED BAKERY',
      period: ['03/01/2026', '03/31/2026'],
      opening: 100,
      lines: [{ date: '03/02', description: 'FLOUR MILL SUPPLY', amount: -20 }],
    });
    const upload = await uploadAndParse(admin, pdf, 'dated.pdf', clientId);
    expect(upload.year_missing).toBe(false);
    const refused = await setYear(upload.upload_id, admin, { year: 2025 });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This statement’s dates already carry their year.');
  });
});
