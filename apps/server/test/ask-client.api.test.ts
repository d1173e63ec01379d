import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_CLIENT, CLIENT_ACTOR } from '@ledgerdesk/contracts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { startTinySmtp } from './support/tiny-smtp.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

const chart = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '2700,Equipment Loan,Long Term Liability',
  '3100,Owner Draw,Equity',
  '4000,Sales,Income',
  '6020,Office Supplies,Expense',
  '6300,Meals,Expense',
  '6400,Subcontractors,Expense',
].join('\n');
const NOT_A_LINK = /^This link does not open a questions page: it may have expired or been withdrawn\./;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const tokenOf = (url: string) => url.split('/q/')[1]!;

interface Row {
  _id: string;
  description: string;
  vendor_name: string;
  auto_category: string | null;
  auto_category_reason: string | null;
  approved: boolean;
  client_answer: unknown;
}

async function uploadStatement(
  app: TestApp,
  token: string,
  clientId: string,
  month: string,
  lines: Array<{ description: string; amount: number }>,
): Promise<Row[]> {
  const pdf = await makeStatementPdf({
    holder: 'MARSH FLOORING',
    period: [`${month}/01/2026`, `${month}/28/2026`],
    opening: 5000,
    lines: lines.map((line, index) => ({ date: `${month}/${String(index + 3).padStart(2, '0')}`, ...line })),
  });
  const form = fileForm('file', pdf, `marsh-${month}.pdf`, 'application/pdf');
  form.append('client_id', clientId);
  const uploaded = await app.request('POST', '/api/uploads', { token, form });
  expect(uploaded.status, uploaded.text).toBe(201);
  await waitForParsed(app, uploaded.json.upload_id, token);
  const rows = await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token });
  expect(rows.json).toHaveLength(lines.length);
  return rows.json;
}

async function createClient(app: TestApp, admin: string, name: string, number: number, email: string | null) {
  const client = await app.request('POST', '/api/clients', { token: admin, body: { name, client_number: number, account_type: 'desktop', email } });
  expect(client.status, client.text).toBe(201);
  await app.request('POST', `/api/coa/${client.json._id}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
  return client.json._id as string;
}

describe.each(testDialects)('questions for the client on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let alice: string;
  let bob: string;
  let clientId: string;
  let otherClientId: string;
  let aliceRows: Row[];
  let bobRows: Row[];
  let otherRows: Row[];
  const row = (rows: Row[], text: RegExp) => rows.find((candidate) => text.test(candidate.description))!;
  const send = (token: string, ids: string[], client = clientId, body: object = {}) =>
    app.request('POST', `/api/ask-client/${client}/links`, { token, body: { transaction_ids: ids, ...body } });
  const answer = (token: string, body: object) => app.request('POST', `/api/q/${token}/answers`, { body });
  const auditOf = (action: string) =>
    app.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('created_at').execute();
  const fresh = async (id: string) =>
    ((await app.request('GET', `/api/transactions/client/${clientId}?limit=1000`, { token: admin })).json as Row[]).find((r) => r._id === id)!;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    alice = (await createSignedInUser(app, 'worker', admin)).access_token;
    bob = (await createSignedInUser(app, 'worker', admin)).access_token;
    clientId = await createClient(app, admin, 'Marsh Flooring', 41, 'owner@marsh.example');
    otherClientId = await createClient(app, admin, 'Quarry Cafe', 42, null);
    aliceRows = await uploadStatement(app, alice, clientId, '01', [
      { description: 'ZELLE TO J. MARSH 88412', amount: -250 },
      { description: 'CHECK 2722', amount: -1234.56 },
      { description: 'AMAZON MKTPL 7731', amount: -54.99 },
      { description: 'ZELLE FROM K. ODUYA', amount: 800 },
    ]);
    bobRows = await uploadStatement(app, bob, clientId, '02', [{ description: 'VENMO PAYMENT 5521', amount: -75 }]);
    otherRows = await uploadStatement(app, admin, otherClientId, '03', [{ description: 'SQUARE INC 1', amount: -10 }]);
  }, 90_000);
  afterAll(() => app?.close());

  let token = '';
  let linkId = '';

  it('makes a link to copy when the firm has no email set up, storing only its SHA-256', async () => {
    const zelle = row(aliceRows, /ZELLE TO/);
    const check = row(aliceRows, /CHECK 2722/);
    const sent = await send(alice, [check._id, zelle._id, zelle._id]);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({
      delivery: 'copy',
      email_to: null,
      link: { client_id: clientId, status: 'open', question_count: 2, answered_count: 0 },
    });
    expect(sent.json.message).toMatch(/Email is not set up for this firm: copy the link/);
    expect(sent.json.url).toMatch(/^http:\/\/localhost:\d+\/q\/[\w-]{43}$/);
    token = tokenOf(sent.json.url);
    linkId = sent.json.link.id;
    expect(Date.parse(sent.json.link.expires_at) - Date.parse(sent.json.link.created_at)).toBe(30 * 86_400_000);

    const stored = await app.database.db.selectFrom('question_links').selectAll().where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256(token));
    const [entry] = await auditOf('Questions Sent');
    expect(entry).toMatchObject({ target_type: 'Questions Link', target_id: linkId });
    expect(entry!.details).toMatch(/^Asked Marsh Flooring about 2 transactions; the link works until \d\d\/\d\d\/\d{4}$/);
    expect(JSON.stringify(await app.database.db.selectFrom('audit_log').selectAll().execute())).not.toContain(token);
  });

  it('shows the client only that link’s open rows as printed, with choices from their chart and no category labels', async () => {
    const page = await app.request('GET', `/api/q/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.json).toMatchObject({ client_name: 'Marsh Flooring', answered_count: 0 });
    expect(
      page.json.questions.map((q: { description: string; amount: number; transaction_date: string }) => [
        q.transaction_date,
        q.description,
        q.amount,
      ]),
    ).toEqual([
      ['2026-01-03', 'ZELLE TO J. MARSH 88412', -250],
      ['2026-01-04', 'CHECK 2722', -1234.56],
    ]);
    expect(page.json.questions[0].choices.map((c: { label: string }) => c.label)).toEqual([
      'Supplies',
      'Meals with clients',
      'Paid a contractor',
      "Owner's personal spending",
      'Loan payment',
      'Something else',
    ]);
    // Nothing else of the books: no account numbers, no other row, no other client.
    expect(page.text).not.toMatch(/6020|Office Supplies|AMAZON|VENMO|SQUARE|Quarry/);
  });

  it('proposes the category an answer implies, never approves, and logs the client as the author', async () => {
    const zelle = row(aliceRows, /ZELLE TO/);
    const questionId = (await app.request('GET', `/api/q/${token}`)).json.questions[0].id;
    const answered = await answer(token, { question_id: questionId, choice: 'contractors', note: 'tile work, kitchen job' });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.json).toEqual({ message: 'Thank you: your answer is saved.', remaining: 1 });

    const after = await fresh(zelle._id);
    expect(after).toMatchObject({
      auto_category: '6400 - Subcontractors',
      auto_category_reason: "Client answered: Paid a contractor — 'tile work, kitchen job'",
      approved: false,
      client_answer: { choice: 'Paid a contractor', category: '6400 - Subcontractors', note: 'tile work, kitchen job' },
    });
    const [entry] = await auditOf('Client Answered');
    expect(entry).toMatchObject({ user_id: null, user_name: CLIENT_ACTOR, target_type: 'Transaction', target_id: zelle._id });
    expect(entry!.details).toBe(
      `Client answered "Paid a contractor" (6400 - Subcontractors) about ${zelle.vendor_name} -$250.00 of 01/03/2026 (Marsh Flooring): 'tile work, kitchen job'`,
    );

    const page = await app.request('GET', `/api/q/${token}`);
    expect(page.json.questions.map((q: { description: string }) => q.description)).toEqual(['CHECK 2722']);
    expect(page.json.answered_count).toBe(1);

    // The reviewer turns it into a rule with the rules feature's own call.
    const rule = await app.request('POST', '/api/rules', {
      token: alice,
      body: { client_id: clientId, vendor_contains: after.vendor_name, map_to_account: '6400 - Subcontractors' },
    });
    expect(rule.status, rule.text).toBe(201);
  });

  it('takes each question once; asked again, the new answer is a new entry and the first is kept', async () => {
    const zelle = row(aliceRows, /ZELLE TO/);
    const [first] = await app.database.db.selectFrom('client_questions').selectAll().where('transaction_id', '=', zelle._id).execute();
    const replay = await answer(token, { question_id: first!.id, choice: 'supplies', note: '' });
    expect(replay.status).toBe(409);
    expect(replay.json.message).toBe('This question has been answered already. Thank you!');

    const again = await send(alice, [zelle._id], clientId, { send_email: false });
    expect(again.json.message).toBe('The link is ready to copy.');
    const second = tokenOf(again.json.url);
    const question = (await app.request('GET', `/api/q/${second}`)).json.questions[0];
    expect((await answer(second, { question_id: question.id, choice: 'something-else', note: 'not sure, ask Jim' })).json.remaining).toBe(0);
    expect(await fresh(zelle._id)).toMatchObject({
      auto_category: ASK_CLIENT,
      auto_category_reason: "Client answered: Something else — 'not sure, ask Jim'",
      client_answer: { choice: 'Something else', category: null },
    });
    const answers = await app.database.db
      .selectFrom('client_questions')
      .select(['answer_choice'])
      .where('transaction_id', '=', zelle._id)
      .orderBy('asked_at')
      .orderBy('answered_at')
      .execute();
    expect(answers.map((a) => a.answer_choice).sort()).toEqual(['Paid a contractor', 'Something else']);
  });

  it('refuses an answer that is not on the list, a question of another page and a note too long, each with a sentence', async () => {
    const question = (await app.request('GET', `/api/q/${token}`)).json.questions[0];
    const wrong = await answer(token, { question_id: question.id, choice: 'customer-payment' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Choose one of the answers listed.');
    const long = await answer(token, { question_id: question.id, choice: 'supplies', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const other = await send(admin, [otherRows[0]!._id], otherClientId);
    const otherQuestion = (await app.request('GET', `/api/q/${tokenOf(other.json.url)}`)).json.questions[0];
    const foreign = await answer(token, { question_id: otherQuestion.id, choice: 'supplies' });
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe('This question is not on this page.');
  });

  it('keeps a row’s decision made after the page was loaded, taking the answer already on its way as words only', async () => {
    const amazon = row(aliceRows, /AMAZON/);
    const sent = await send(alice, [amazon._id]);
    const t = tokenOf(sent.json.url);
    const q = (await app.request('GET', `/api/q/${t}`)).json.questions[0];
    await app.request('PATCH', `/api/transactions/${amazon._id}`, { token: alice, body: { manual_category: '6300 - Meals' } });
    expect((await app.request('GET', `/api/q/${t}`)).json.questions).toEqual([]);
    expect((await answer(t, { question_id: q.id, choice: 'supplies', note: 'toner' })).json).toEqual({
      message: 'Thank you: that was the last question.',
      remaining: 0,
    });
    const after = await app.database.db.selectFrom('transactions').selectAll().where('id', '=', amazon._id).executeTakeFirstOrThrow();
    expect(after.manual_category).toBe('6300 - Meals');
    expect(after.auto_category_reason).not.toMatch(/Client answered/);
    expect(JSON.parse(after.client_answer_json!)).toMatchObject({ choice: 'Supplies', note: 'toner' });
  });

  it('answers an unknown, a revoked and an expired link with the same sentence, and logs revocation and expiry once', async () => {
    const unknown = await app.request('GET', `/api/q/${crypto.randomBytes(32).toString('base64url')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(NOT_A_LINK);
    const odd = await app.request('GET', `/api/q/${encodeURIComponent("' OR 1=1 --")}`);
    expect(odd.json).toEqual(unknown.json);

    const check = row(aliceRows, /CHECK 2722/);
    const toRevoke = await send(alice, [check._id]);
    expect((await app.request('POST', `/api/ask-client/links/${toRevoke.json.link.id}/revoke`, { token: bob })).status).toBe(404);
    const revoked = await app.request('POST', `/api/ask-client/links/${toRevoke.json.link.id}/revoke`, { token: alice });
    expect(revoked.json.status).toBe('revoked');
    expect((await app.request('POST', `/api/ask-client/links/${toRevoke.json.link.id}/revoke`, { token: alice })).status).toBe(200);
    expect(await auditOf('Questions Link Revoked')).toHaveLength(1);
    const revokedToken = tokenOf(toRevoke.json.url);
    const afterRevoke = await app.request('GET', `/api/q/${revokedToken}`);
    expect([afterRevoke.status, afterRevoke.json]).toEqual([404, unknown.json]);
    const q = (
      await app.database.db.selectFrom('client_questions').select('id').where('link_id', '=', toRevoke.json.link.id).executeTakeFirstOrThrow()
    ).id;
    expect((await answer(revokedToken, { question_id: q, choice: 'supplies' })).json).toEqual(unknown.json);

    await app.database.db.updateTable('question_links').set({ expires_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', linkId).execute();
    const expired = await app.request('GET', `/api/q/${token}`);
    expect([expired.status, expired.json]).toEqual([404, unknown.json]);
    await app.request('GET', `/api/q/${token}`);
    const expiries = await auditOf('Questions Link Expired');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ target_id: linkId, user_id: null });
    const listed = await app.request('GET', `/api/ask-client/${clientId}/links`, { token: alice });
    expect(listed.json.find((link: { id: string }) => link.id === linkId).status).toBe('expired');
  });

  it('lets a worker send only rows they may see, of the client named, and not yet decided', async () => {
    const venmo = bobRows[0]!;
    const hidden = await send(alice, [venmo._id]);
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('1 transaction of 1 was not found for this client');
    expect((await send(alice, [otherRows[0]!._id])).status).toBe(404);
    expect((await send(admin, [venmo._id])).status).toBe(201);
    const deposit = row(aliceRows, /ZELLE FROM/);
    await app.request('PATCH', `/api/transactions/${deposit._id}`, { token: alice, body: { approved: true } });
    const approved = await send(alice, [deposit._id]);
    expect(approved.status).toBe(400);
    expect(approved.json.message).toMatch(/is approved already: it needs no answer from the client\.$/);
    const byHand = await send(alice, [row(aliceRows, /AMAZON/)._id]);
    expect(byHand.status).toBe(400);
    expect(byHand.json.message).toMatch(/is filed by hand as 6300 - Meals already: it needs no answer from the client\.$/);
    // Each worker lists the links they sent; an admin lists all.
    const bobs = await app.request('GET', `/api/ask-client/${clientId}/links`, { token: bob });
    expect(bobs.json).toEqual([]);
    expect((await app.request('GET', `/api/ask-client/${clientId}/links`, { token: admin })).json.length).toBeGreaterThan(
      (await app.request('GET', `/api/ask-client/${clientId}/links`, { token: alice })).json.length,
    );
  });

  it('counts per client on the dashboard what was sent, answered and is waiting, and since when', async () => {
    const dashboard = await app.request('GET', '/api/dashboard/client-questions', { token: admin });
    expect(dashboard.status, dashboard.text).toBe(200);
    const marsh = dashboard.json.find((entry: { client_id: string }) => entry.client_id === clientId);
    // Sent: 2 + 1 + 1 (amazon) + 1 (revoked) + 1 (admin's venmo); answered 3; waiting: the venmo row only
    // (the first link expired, the other was revoked).
    expect(marsh).toMatchObject({ client: 'Marsh Flooring', sent: 6, answered: 3, waiting: 1 });
    expect(Date.parse(marsh.oldest_waiting_since)).toBeLessThanOrEqual(Date.now());
    expect(dashboard.json.find((entry: { client_id: string }) => entry.client_id === otherClientId)).toMatchObject({
      sent: 1,
      answered: 0,
      waiting: 1,
    });
    expect((await app.request('GET', '/api/dashboard/client-questions', { token: alice })).status).toBe(403);
  });

  it('stops asking about a row the reviewer settles, on the client’s page, the dashboard and the links alike', async () => {
    const pikeId = await createClient(app, admin, 'Pike Bakery', 43, null);
    const rows = await uploadStatement(app, alice, pikeId, '04', [
      { description: 'ZELLE TO R. PIKE', amount: -90 },
      { description: 'CHECK 3001', amount: -310 },
      { description: 'CHECK 3002', amount: -120 },
      { description: 'VENMO 8812', amount: -45 },
      { description: 'CASH APP 7710', amount: -60 },
    ]);
    const [answeredThenApproved, approved, byHand, excluded, open] = rows;
    const earlier = await send(alice, [approved!._id], pikeId);
    // Sent ten days ago: once its row is approved, it must not be the "oldest waiting".
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await app.database.db.updateTable('client_questions').set({ asked_at: tenDaysAgo }).where('link_id', '=', earlier.json.link.id).execute();
    const sent = await send(
      alice,
      rows.map((r) => r._id),
      pikeId,
    );
    const t = tokenOf(sent.json.url);
    const first = (await app.request('GET', `/api/q/${t}`)).json.questions[0];
    expect((await answer(t, { question_id: first.id, choice: 'contractors', note: 'oven repair' })).status).toBe(200);
    const pike = async () =>
      ((await app.request('GET', '/api/dashboard/client-questions', { token: admin })).json as Array<{ client_id: string }>).find(
        (e) => e.client_id === pikeId,
      );
    expect(await pike()).toMatchObject({ sent: 6, answered: 1, waiting: 5, oldest_waiting_since: tenDaysAgo });

    await app.request('PATCH', `/api/transactions/${answeredThenApproved!._id}`, { token: alice, body: { approved: true } });
    await app.request('PATCH', `/api/transactions/${approved!._id}`, { token: alice, body: { approved: true } });
    await app.request('PATCH', `/api/transactions/${byHand!._id}`, { token: alice, body: { manual_category: '6020 - Office Supplies' } });
    const exclusion = await app.request('PATCH', `/api/transactions/${excluded!._id}`, { token: alice, body: { excluded: true } });
    expect(exclusion.status, exclusion.text).toBe(200);

    const page = await app.request('GET', `/api/q/${t}`);
    expect(page.json.questions.map((q: { description: string }) => q.description)).toEqual([open!.description]);
    expect(page.json.answered_count).toBe(1);
    expect((await app.request('GET', `/api/q/${tokenOf(earlier.json.url)}`)).json.questions).toEqual([]);
    const waitingSince = (
      await app.database.db.selectFrom('client_questions').select('asked_at').where('link_id', '=', sent.json.link.id).executeTakeFirstOrThrow()
    ).asked_at;
    // The answer given stays answered; nothing else waits but the open row, and the wait is its own.
    expect(await pike()).toMatchObject({ sent: 6, answered: 1, waiting: 1, oldest_waiting_since: waitingSince });
    const links = (await app.request('GET', `/api/ask-client/${pikeId}/links`, { token: alice })).json as Array<{
      id: string;
      question_count: number;
      answered_count: number;
      waiting_count: number;
    }>;
    expect(links.map((l) => [l.id, l.question_count, l.answered_count, l.waiting_count])).toEqual([
      [sent.json.link.id, 5, 1, 1],
      [earlier.json.link.id, 1, 0, 0],
    ]);
    const history = await app.database.db
      .selectFrom('transactions')
      .select('client_answer_json')
      .where('id', '=', answeredThenApproved!._id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(history.client_answer_json!)).toMatchObject({ choice: 'Paid a contractor', note: 'oven repair' });
    expect((await auditOf('Client Answered')).some((entry) => entry.target_id === answeredThenApproved!._id)).toBe(true);

    // A row made undecided again is asked about again while its link is open.
    await app.request('PATCH', `/api/transactions/${approved!._id}`, { token: alice, body: { approved: false } });
    expect((await app.request('GET', `/api/q/${t}`)).json.questions).toHaveLength(2);
    expect(await pike()).toMatchObject({ waiting: 3, oldest_waiting_since: tenDaysAgo });

    // A statement rolled back takes its rows' questions with it; the audit log keeps what was asked.
    const rollback = await app.request(
      'POST',
      `/api/rollback/${(await app.database.db.selectFrom('transactions').select('upload_id').where('id', '=', open!._id).executeTakeFirstOrThrow()).upload_id}`,
      { token: alice },
    );
    expect(rollback.status, rollback.text).toBe(200);
    expect((await app.request('GET', `/api/q/${t}`)).json.questions).toEqual([]);
    expect(await pike()).toBeUndefined();
    expect((await auditOf('Questions Sent')).filter((entry) => entry.target_id === sent.json.link.id)).toHaveLength(1);
  });

  // Last: it spends this address's allowance on the public routes.
  it('limits the public page per address, with a sentence', async () => {
    let last = await app.request('GET', `/api/q/${token}`);
    for (let sent = 1; sent <= 130 && last.status !== 429; sent++) last = await app.request('GET', `/api/q/${token}`);
    expect(last.status).toBe(429);
    // The window opened with this test file's first public call, so what is left of it varies.
    expect(last.json.message).toMatch(/^Too many requests\. Try again in (1 minute|\d+ seconds)\.$/);
  });
});

describe('questions emailed through SMTP', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startTinySmtp>>;
  let admin: string;
  let marsh: { clientId: string; rowId: string };
  let cafe: { clientId: string; rowId: string };
  const send = (who: { clientId: string; rowId: string }) =>
    app.request('POST', `/api/ask-client/${who.clientId}/links`, { token: admin, body: { transaction_ids: [who.rowId] } });

  beforeAll(async () => {
    smtp = await startTinySmtp();
    app = await startTestApp('sqlite', {
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'Books <books@firm.example>', APP_URL: 'https://books.firm.example' },
    });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const marshId = await createClient(app, admin, 'Marsh Flooring', 41, 'owner@marsh.example');
    marsh = {
      clientId: marshId,
      rowId: (await uploadStatement(app, admin, marshId, '01', [{ description: 'CHECK 2722', amount: -1234.56 }]))[0]!._id,
    };
    const cafeId = await createClient(app, admin, 'Quarry Cafe', 42, null);
    cafe = { clientId: cafeId, rowId: (await uploadStatement(app, admin, cafeId, '02', [{ description: 'SQUARE INC 1', amount: -10 }]))[0]!._id };
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('emails the link to the client on file and says so; without an address it offers the link to copy', async () => {
    const sent = await send(marsh);
    expect(sent.json).toMatchObject({ delivery: 'email', email_to: 'owner@marsh.example', message: 'Emailed the link to owner@marsh.example.' });
    expect(sent.json.url).toMatch(/^https:\/\/books\.firm\.example\/q\//);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['owner@marsh.example']);
    const body = smtp.messages[0]!.data.replace(/=\n/g, '');
    expect(body).toContain(sent.json.url);
    expect(body).toMatch(/From: Books <books@firm\.example>/);
    expect(body).toMatch(/Subject: 1 question about your bank transactions/);

    const copied = await send(cafe);
    expect(copied.json).toMatchObject({ delivery: 'copy', message: 'Quarry Cafe has no email address on file: copy the link and send it to them.' });
    expect(smtp.messages).toHaveLength(1);
  });

  it('offers the link to copy when the mail server refuses the connection', async () => {
    await smtp.close();
    const sent = await send(marsh);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      delivery: 'copy',
      email_to: null,
      message: 'The email to owner@marsh.example could not be sent: copy the link and send it instead.',
    });
  });
});
