import { QueryClient } from '@tanstack/react-query';
import type { Transaction } from '@ledgerdesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clientPagesQueryOptions,
  clientSummaryQueryOptions,
  clientTransactionsQueryOptions,
  findCachedTransaction,
  getClientPage,
  getClientTransactions,
  patchCachedTransactions,
  refreshClientQueries,
  type ClientPage,
} from './get-client-transactions.ts';
import { buildTransaction } from '../../../testing/build-transaction.ts';

const CLIENT = '00000000-0000-4000-8000-00000000c11e';

function transaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return buildTransaction({
    _id: id,
    transaction_id: id,
    client_id: CLIENT,
    description: `VENDOR ${n}`,
    vendor_name: `VENDOR ${n}`,
    amount: -10 - n,
    ...overrides,
  });
}

/** The server's paged list: `pages[cursor ?? 'first']` answers, with its headers. */
function fakeList(pages: Record<string, { rows: Transaction[]; next: string | null; total: number }>) {
  const fetchMock = vi.fn(async (url: string) => {
    const cursor = new URL(url, 'http://app.test').searchParams.get('cursor') ?? 'first';
    const page = pages[cursor]!;
    const headers = new Headers({ 'Content-Type': 'application/json', 'X-Total-Count': String(page.total) });
    if (page.next) headers.set('X-Next-Cursor', page.next);
    return new Response(JSON.stringify(page.rows), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the paged client list', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => 'token', setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('document', { cookie: '' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the filters, the cursor and the page size in the query, and reads the total and next cursor', async () => {
    const fetchMock = fakeList({ abc: { rows: [transaction(1)], next: 'def', total: 601 } });
    const page = await getClientPage(CLIENT, { status: 'pending', category: '6200 - Software', q: 'shell oil' }, 'abc', 50);

    expect(page).toEqual({ rows: [transaction(1)], total: 601, nextCursor: 'def' });
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://app.test');
    expect(url.pathname).toBe(`/api/transactions/client/${CLIENT}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'pending',
      category: '6200 - Software',
      q: 'shell oil',
      cursor: 'abc',
      limit: '50',
    });
  });

  it('leaves out what filters nothing: status all, empty text, no cursor', async () => {
    const fetchMock = fakeList({ first: { rows: [], next: null, total: 0 } });
    const page = await getClientPage(CLIENT, { status: 'all', q: '' });
    expect(page.nextCursor).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/transactions/client/${CLIENT}`);
  });

  it('gathers every page for the callers that need all rows, in order', async () => {
    fakeList({
      first: { rows: [transaction(1), transaction(2)], next: 'p2', total: 5 },
      p2: { rows: [transaction(3), transaction(4)], next: 'p3', total: 5 },
      p3: { rows: [transaction(5)], next: null, total: 5 },
    });
    const all = await getClientTransactions(CLIENT);
    expect(all.map((row) => row.vendor_name)).toEqual(['VENDOR 1', 'VENDOR 2', 'VENDOR 3', 'VENDOR 4', 'VENDOR 5']);
  });

  it('gathers the pages after a loaded one, with the filters, at the largest page size (select all that match)', async () => {
    const fetchMock = fakeList({
      p2: { rows: [transaction(3), transaction(4)], next: 'p3', total: 5 },
      p3: { rows: [transaction(5)], next: null, total: 5 },
    });
    const rest = await getClientTransactions(CLIENT, { status: 'pending', q: 'shell' }, 'p2');
    expect(rest.map((row) => row.vendor_name)).toEqual(['VENDOR 3', 'VENDOR 4', 'VENDOR 5']);
    const asked = fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://app.test').searchParams));
    expect(asked).toEqual([
      { status: 'pending', q: 'shell', cursor: 'p2', limit: '1000' },
      { status: 'pending', q: 'shell', cursor: 'p3', limit: '1000' },
    ]);
  });
});

describe("the cached copies of a client's rows", () => {
  const first = transaction(1);
  const second = transaction(2);
  const third = transaction(3);

  function seeded() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(clientTransactionsQueryOptions(CLIENT).queryKey, [first, second, third]);
    const pages: ClientPage[] = [
      { rows: [first, second], total: 3, nextCursor: 'p2' },
      { rows: [third], total: 3, nextCursor: null },
    ];
    queryClient.setQueryData(clientPagesQueryOptions(CLIENT, { status: 'pending' }).queryKey, { pages, pageParams: [undefined, 'p2'] });
    queryClient.setQueryData(clientSummaryQueryOptions(CLIENT, {}).queryKey, {
      total: 3,
      approved: 0,
      pending: 3,
      pushed: 0,
      excluded: 0,
      categories: [],
      accounts: [],
    });
    return queryClient;
  }

  it('changes a row in the whole list and in every loaded page, keeping the other rows as they were', () => {
    const queryClient = seeded();
    patchCachedTransactions(queryClient, CLIENT, (row) => (row._id === third._id ? { ...row, approved: true } : row));

    const list = queryClient.getQueryData(clientTransactionsQueryOptions(CLIENT).queryKey)!;
    expect(list[2]!.approved).toBe(true);
    expect(list[0]).toBe(first);
    const paged = queryClient.getQueryData(clientPagesQueryOptions(CLIENT, { status: 'pending' }).queryKey)!;
    expect(paged.pages[1]!.rows[0]!.approved).toBe(true);
    expect(paged.pages[0]!.rows[1]).toBe(second);
    expect(paged.pageParams).toEqual([undefined, 'p2']);
    // The counters are not rows: left alone.
    expect(queryClient.getQueryData(clientSummaryQueryOptions(CLIENT, {}).queryKey)!.pending).toBe(3);
  });

  it('finds the copy of a row wherever it is cached', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(clientPagesQueryOptions(CLIENT, {}).queryKey, {
      pages: [
        { rows: [first], total: 2, nextCursor: 'p2' },
        { rows: [second], total: 2, nextCursor: null },
      ],
      pageParams: [undefined, 'p2'],
    });
    expect(findCachedTransaction(queryClient, CLIENT, second._id)).toBe(second);
    expect(findCachedTransaction(queryClient, CLIENT, third._id)).toBeUndefined();
  });

  it('marks only the counters stale after one change, and the lists too after a bulk change', async () => {
    const queryClient = seeded();
    const stale = () =>
      queryClient
        .getQueryCache()
        .findAll()
        .filter((query) => query.isStale())
        .map((query) => query.queryKey[3] ?? 'all')
        .sort();

    // Nothing observes these queries: invalidating marks them stale without fetching.
    await refreshClientQueries(queryClient, CLIENT);
    expect(stale()).toEqual(['summary']);
    await refreshClientQueries(queryClient, CLIENT, { lists: true });
    expect(stale()).toEqual(['all', 'pages', 'summary']);
  });
});
