import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

/*
 * Each upload says how many of its rows the parser marked as doubtful, so Upload History and My
 * Uploads can say "N rows to check" without loading every statement's rows.
 */

describe.each(testDialects)('upload doubtful_count on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let uploadId: string;

  const doubtfulCounts = async (token: string) => {
    const one = await app.request('GET', `/api/uploads/${uploadId}`, { token });
    const list = await app.request('GET', '/api/uploads', { token });
    const listed = (list.json as Array<{ _id: string; doubtful_count: number }>).find((upload) => upload._id === uploadId);
    return { one: one.json.data.doubtful_count, listed: listed?.doubtful_count };
  };

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Linden Books', client_number: 41, account_type: 'desktop' },
    });
    const pdf = await makeStatementPdf({
      holder: 'LINDEN BOOKS LLC',
      period: ['03/01/2026', '03/31/2026'],
      opening: 900,
      lines: [
        { date: '03/02', description: 'DEPOSIT SQUARE INC PAYOUT', amount: 410.25 },
        { date: '03/04', description: 'INGRAM CONTENT GROUP', amount: -220.4 },
        { date: '03/09', description: 'ACH DEBIT CITY WATER', amount: -61.1 },
      ],
    });
    const form = fileForm('file', pdf, 'linden-march.pdf', 'application/pdf');
    form.append('client_id', client.json._id);
    uploadId = (await app.request('POST', '/api/uploads', { token: worker, form })).json.upload_id;
    await waitForParsed(app, uploadId, worker);
  });
  afterAll(() => app?.close());

  it('is 0 for a statement whose rows all read cleanly', async () => {
    expect(await doubtfulCounts(worker)).toEqual({ one: 0, listed: 0 });
  });

  it('counts the rows marked doubtful, in the upload and in the list, for its uploader and an admin', async () => {
    const rows = await app.database.db.selectFrom('transactions').select('id').where('upload_id', '=', uploadId).orderBy('position').execute();
    expect(rows).toHaveLength(3);
    await app.database.db
      .updateTable('transactions')
      .set({ doubtful_reason: 'The printed balance does not follow from the row before' })
      .where('id', 'in', [rows[0]!.id, rows[2]!.id])
      .execute();
    expect(await doubtfulCounts(worker)).toEqual({ one: 2, listed: 2 });
    expect(await doubtfulCounts(admin)).toEqual({ one: 2, listed: 2 });
  });
});
