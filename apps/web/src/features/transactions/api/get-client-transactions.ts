import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { transactions, type Transaction } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

/** The server-side filters of the client list and its summary, as the query string names them. */
export interface ClientListQuery {
  upload_id?: string;
  status?: (typeof transactions.reviewStatuses)[number];
  category?: string;
  q?: string;
}

export interface ClientPage {
  rows: Transaction[];
  /** Rows matching the filters, every page together (`X-Total-Count`). */
  total: number;
  /** Where the next page starts (`X-Next-Cursor`), or null on the last page. */
  nextCursor: string | null;
}

function queryString(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && !(name === 'status' && value === 'all')) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function getClientPage(clientId: string, filters: ClientListQuery, cursor?: string, limit?: number): Promise<ClientPage> {
  const { data, headers } = await api.requestWithHeaders(
    { ...transactions.byClient, path: `${transactions.byClient.path}${queryString({ ...filters, cursor, limit })}` },
    { params: { clientId } },
  );
  return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length), nextCursor: headers.get('X-Next-Cursor') };
}

/**
 * Every one of the client's transactions matching the filters, page after page from `from` (the first
 * page without it): the Export screen's table and the Export IIF file hold them all, and "select all
 * that match" on the Transactions screen fetches the pages not loaded yet.
 */
export async function getClientTransactions(clientId: string, filters: ClientListQuery = {}, from?: string): Promise<Transaction[]> {
  const all: Transaction[] = [];
  let cursor = from;
  do {
    const page = await getClientPage(clientId, filters, cursor, transactions.MAX_PAGE_SIZE);
    all.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

const clientKey = (clientId: string) => ['transactions', 'client', clientId] as const;

export const clientTransactionsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: clientKey(clientId), queryFn: () => getClientTransactions(clientId) });

export const clientPagesQueryOptions = (clientId: string, filters: ClientListQuery) =>
  infiniteQueryOptions({
    queryKey: [...clientKey(clientId), 'pages', filters] as const,
    queryFn: ({ pageParam }) => getClientPage(clientId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ClientPage) => last.nextCursor ?? undefined,
  });

/** The Transactions screen's list: filtered and searched on the server, loaded a page at a time as the reviewer scrolls. */
export function useClientPages(clientId: string, filters: ClientListQuery) {
  // The rows of the previous filters stay on screen while the new ones load, so typing in the search never blanks the table.
  return useInfiniteQuery({ ...clientPagesQueryOptions(clientId, filters), placeholderData: keepPreviousData });
}

export const clientSummaryQueryOptions = (clientId: string, filters: ClientListQuery) =>
  queryOptions({
    queryKey: [...clientKey(clientId), 'summary', filters] as const,
    queryFn: () =>
      api.request(
        { ...transactions.summaryByClient, path: `${transactions.summaryByClient.path}${queryString({ ...filters })}` },
        { params: { clientId } },
      ),
  });

/** The counters and the categories in use, counted by the server over every matching row (not only the loaded pages). */
export function useClientSummary(clientId: string, filters: ClientListQuery) {
  return useQuery({ ...clientSummaryQueryOptions(clientId, filters), placeholderData: keepPreviousData });
}

type Cached = Transaction[] | InfiniteData<ClientPage, string | undefined> | undefined;

/**
 * Changes every cached copy of the client's rows (the whole list and each loaded page) in place of a
 * refetch: the brief's "the list updates locally". Rows that do not change keep their identity, so
 * only the changed rows of a long table redraw.
 */
export function patchCachedTransactions(queryClient: QueryClient, clientId: string, change: (transaction: Transaction) => Transaction): void {
  queryClient.setQueriesData<Cached>({ queryKey: clientKey(clientId) }, (cached) => {
    if (cached === undefined) return cached;
    if (Array.isArray(cached)) return cached.map(change);
    if ('pages' in cached) return { ...cached, pages: cached.pages.map((page) => ({ ...page, rows: page.rows.map(change) })) };
    return cached;
  });
}

/** The copy of a row the screen holds, wherever it is cached. */
export function findCachedTransaction(queryClient: QueryClient, clientId: string, id: string): Transaction | undefined {
  for (const [, cached] of queryClient.getQueriesData<Cached>({ queryKey: clientKey(clientId) })) {
    const rows = Array.isArray(cached) ? cached : cached && 'pages' in cached ? cached.pages.flatMap((page) => page.rows) : [];
    const found = rows.find((transaction) => transaction._id === id);
    if (found) return found;
  }
  return undefined;
}

/** The counters after a change; with `lists`, the filtered pages too (a bulk change may move rows in or out of a filter). */
export function refreshClientQueries(queryClient: QueryClient, clientId: string, { lists = false } = {}): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: clientKey(clientId),
    predicate: (query) => lists || query.queryKey[3] === 'summary',
  });
}

/** Other screens' copies (an upload's transaction table) are stale after a change here. */
export function invalidateUploadTransactions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['transactions', 'upload'] });
}

/**
 * After the server categorised a client's open rows again with new categories (a chart imported, QuickBooks Online
 * connected, another accounting method): its categories, lists, counters and upload tables are all stale.
 */
export async function refreshAfterNewCategories(queryClient: QueryClient, clientId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['client-categories', clientId] }),
    refreshClientQueries(queryClient, clientId, { lists: true }),
    invalidateUploadTransactions(queryClient),
  ]);
}
