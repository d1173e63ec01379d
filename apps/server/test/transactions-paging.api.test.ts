import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

interface Row {
  _id: string;
  upload_id: string;
  transaction_date: string;
  description: string;
  amount: number;
  approved: boolean;
  auto_category: string | null;
  manual_category: string | null;
}

describe.each(testDialects)('paged client transaction list on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let clientId: string;
  let workerUpload: string;
  let adminUpload: string;
  const list = (query: string, token = admin) => app.request('GET', `/api/transactions/client/${clientId}${query}`, { token });
  const summary = (query: string, token = admin) => app.request('GET', `/api/transactions/client/${clientId}/summary${query}`, { token });

  async function upload(token: string, account: string, lines: Array<{ date: string; description: string; amount: number }>) {
    const pdf = await makeStatementPdf({ holder: 'PAGED PANTRY', period: ['03/01/2026', '03/31/2026'], opening: 9000, lines, account });
    const form = fileForm('file', pdf, `paged-${account}.pdf`, 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token, form });
    expect(uploaded.status).toBeLessThan(300);
    await waitForParsed(app, uploaded.json.upload_id, admin);
    return uploaded.json.upload_id as string;
  }

  /** Every page from `query` on, following the Link header as a client would. */
  async function walk(query: string, token = admin) {
    const pages: Row[][] = [];
    let next: string | null = `/api/transactions/client/${clientId}${query}`;
    while (next) {
      const page = await app.request('GET', next, { token });
      expect(page.status).toBe(200);
      pages.push(page.json);
      const link = page.headers.get('link');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
      if (next) expect(new URL(next, 'http://x').searchParams.get('cursor')).toBe(page.headers.get('x-next-cursor'));
      else expect(page.headers.get('x-next-cursor')).toBeNull();
    }
    return pages;
  }

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Paged Pantry', client_number: 31, account_type: 'desktop' },
    });
    clientId = client.json._id;
    const chart = ['Number,Name,Type', '1010,Checking,Bank', '4000,Sales,Income', '6110,Automobile Expense:Fuel,Expense'].join('\n');
    await app.request('POST', `/api/coa/${clientId}/upload`, { token: admin, form: fileForm('coa_file', chart, 'coa.csv') });
    // Twelve rows on one day: equal dates, so only the upload, position and id keep the order stable.
    workerUpload = await upload(
      worker,
      '1111',
      Array.from({ length: 12 }, (_, index) => ({ date: '03/05', description: `CORNER GROCER STORE ${index + 1}`, amount: -(10 + index) })),
    );
    adminUpload = await upload(admin, '2222', [
      { date: '03/05', description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -45.1 },
      { date: '03/05', description: 'PAYROLL 100%_BONUS TRANSFER', amount: -300 },
      { date: '03/06', description: 'SQUARE INC DEPOSIT', amount: 1234.5 },
      { date: '03/06', description: 'AMEREN ILLINOIS UTILITY', amount: -210.4 },
      { date: '03/07', description: 'RIVERSIDE PRINT SHOP 22', amount: -75 },
      { date: '03/08', description: 'HARBOR FREIGHT TOOLS 118', amount: -61.25 },
    ]);
  });
  afterAll(() => app?.close());

  it('walks every row exactly once, in the screen’s order, whatever the page size', async () => {
    const whole = await list('?limit=1000');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('x-total-count')).toBe('18');
    expect(whole.headers.get('link')).toBeNull();
    const all: Row[] = whole.json;
    expect(all).toHaveLength(18);
    const dates = all.map((row) => row.transaction_date);
    expect(dates).toEqual([...dates].sort());

    for (const limit of [1, 5, 7, 17]) {
      const pages = await walk(`?limit=${limit}`);
      expect(pages).toHaveLength(Math.ceil(18 / limit));
      expect(pages.every((page) => page.length <= limit)).toBe(true);
      const ids = pages.flat().map((row) => row._id);
      expect(new Set(ids).size).toBe(18);
      expect(ids).toEqual(all.map((row) => row._id));
    }
  });

  it('counts the matches on the first page only', async () => {
    const first = await list('?limit=5');
    expect(first.headers.get('x-total-count')).toBe('18');
    const next = await list(`?limit=5&cursor=${first.headers.get('x-next-cursor')}`);
    expect(next.status).toBe(200);
    expect(next.json).toHaveLength(5);
    expect(next.headers.get('x-total-count')).toBeNull();
  });

  it('defaults to 100 a page and refuses page sizes out of bounds in words', async () => {
    expect((await list('')).json).toHaveLength(18);
    for (const [query, message] of [
      ['?limit=0', 'Page size must be at least 1'],
      ['?limit=1001', 'Page size must be at most 1,000'],
      ['?limit=ten', 'Page size must be a whole number'],
      ['?limit=2.5', 'Page size must be a whole number'],
      ['?status=maybe', 'Status must be all, pending, approved, pushed, duplicates or excluded'],
    ]) {
      const refused = await list(query!);
      expect(refused.status, query).toBe(400);
      expect(refused.json.message, query).toBe(message);
    }
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['garbage', Buffer.from('{"id":1}').toString('base64url'), 'x'.repeat(600)]) {
      const refused = await list(`?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(/^(cursor: )?This list has changed; reload the page$/);
    }
  });

  it('filters by upload, status and category, and searches any case across fields, amounts included', async () => {
    const ids = async (query: string) => ((await list(query)).json as Row[]).map((row) => row.description);
    expect(await ids(`?upload_id=${adminUpload}`)).toHaveLength(6);
    expect(await ids('?q=shell')).toEqual(['SHELL OIL 57442 SPRINGFIELD IL']);
    // Every word must appear; `12` may also be an amount or part of an id.
    expect(await ids('?q=grocer%20STORE%2012')).toContain('CORNER GROCER STORE 12');
    expect(await ids('?q=grocer%20shell')).toEqual([]);
    expect(await ids('?q=%241%2C234.50')).toEqual(['SQUARE INC DEPOSIT']);
    expect(await ids('?q=100%25_')).toEqual(['PAYROLL 100%_BONUS TRANSFER']);
    expect(await ids('?q=%25')).toEqual(['PAYROLL 100%_BONUS TRANSFER']);
    expect(await ids('?q=nothing-like-this')).toEqual([]);

    const shell = ((await list('?q=shell')).json as Row[])[0]!;
    const square = ((await list('?q=square')).json as Row[])[0]!;
    expect((await app.request('PATCH', `/api/transactions/${shell._id}`, { token: admin, body: { approved: true } })).status).toBe(200);
    expect((await app.request('PATCH', `/api/transactions/${square._id}`, { token: admin, body: { manual_category: '4000 - Sales' } })).status).toBe(
      200,
    );

    expect(await ids('?status=approved')).toEqual(['SHELL OIL 57442 SPRINGFIELD IL']);
    expect(await ids('?status=pending')).toHaveLength(17);
    expect(await ids('?status=pushed')).toEqual([]);
    expect(await ids('?category=4000%20-%20Sales')).toEqual(['SQUARE INC DEPOSIT']);
    // A manual category is found by search too, and the filters combine with paging.
    expect(await ids('?q=sales')).toEqual(['SQUARE INC DEPOSIT']);
    // A filtered first page that holds every match is its own count; one that finds nothing counts none.
    expect((await list('?q=sales')).headers.get('x-total-count')).toBe('1');
    expect((await list('?q=nothing-like-this')).headers.get('x-total-count')).toBe('0');
    const pending = await walk(`?status=pending&upload_id=${adminUpload}&limit=2`);
    expect(pending.flat().map((row) => row.description)).not.toContain('SHELL OIL 57442 SPRINGFIELD IL');
    expect(pending.flat()).toHaveLength(5);
    expect((await list(`?status=pending&upload_id=${adminUpload}&limit=2`)).headers.get('x-total-count')).toBe('5');
  });

  it('counts what the screen shows for the same filters', async () => {
    const whole = await summary('');
    expect(whole.status).toBe(200);
    expect(whole.json).toMatchObject({ total: 18, approved: 1, pending: 17, pushed: 0 });
    expect(whole.json.categories).toContain('4000 - Sales');
    expect(whole.json.categories).not.toContain('');
    const search = await summary('?q=shell');
    expect(search.json).toMatchObject({ total: 1, approved: 1, pending: 0, pushed: 0 });
    expect((await summary('?limit=5')).status).toBe(200);
    expect((await summary('?status=maybe')).status).toBe(400);
  });

  it('shows a worker only their own uploads’ rows, in the list and the counters', async () => {
    const pages = await walk('?limit=5', worker);
    const rows = pages.flat();
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.upload_id === workerUpload)).toBe(true);
    expect((await list('', worker)).headers.get('x-total-count')).toBe('12');
    expect((await list(`?upload_id=${adminUpload}`, worker)).json).toEqual([]);
    expect((await summary('', worker)).json).toMatchObject({ total: 12, approved: 0, pending: 12, pushed: 0 });
    expect((await list('?q=shell', worker)).json).toEqual([]);
  });

  it('answers 404 for an unknown client and 401 without a session', async () => {
    expect((await app.request('GET', '/api/transactions/client/nope', { token: admin })).json).toEqual({ message: 'Client not found' });
    expect((await app.request('GET', '/api/transactions/client/nope/summary', { token: admin })).status).toBe(404);
    expect((await app.request('GET', `/api/transactions/client/${clientId}`)).status).toBe(401);
  });

  it.runIf(dialect === 'postgres')('searches one client through its own trigram index on PostgreSQL', async () => {
    // Inside a transaction rolled back afterwards, the btree indexes on client_id are dropped and sequential scans
    // priced out, so only an index holding both the client and the stored text's trigrams can answer.
    const plan = await app.database.db.connection().execute(async (db) => {
      await sql`begin`.execute(db);
      try {
        await sql`drop index if exists transactions_client_order`.execute(db);
        await sql`drop index if exists transactions_client_date`.execute(db);
        await sql`drop index if exists transactions_client`.execute(db);
        await sql`set local enable_seqscan = off`.execute(db);
        const rows = await sql<{
          'QUERY PLAN': string;
        }>`explain select count(*) from transactions where client_id = ${clientId} and search_text like ${'%shell%'}`.execute(db);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`rollback`.execute(db);
      }
    });
    expect(plan).toMatch(/Bitmap Index Scan on transactions_client_search .*\n\s+Index Cond: \(\(client_id = .*\) AND \(search_text ~~ '%shell%'/);
    // The stored text follows every change: a manual category is found at once.
    const square = ((await list('?q=square')).json as Row[])[0]!;
    expect(
      (await app.request('PATCH', `/api/transactions/${square._id}`, { token: admin, body: { manual_category: '6110 - Automobile Expense:Fuel' } }))
        .status,
    ).toBe(200);
    expect(((await list('?q=automobile')).json as Row[]).map((row) => row.description)).toContain('SQUARE INC DEPOSIT');
    expect((await list('?q=square')).json[0]).not.toHaveProperty('search_text');
  });
});
