import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { transactions, type Transaction } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getClientTransactions(clientId: string): Promise<Transaction[]> {
  return api.request(transactions.byClient, { params: { clientId } });
}

export const clientTransactionsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['transactions', 'client', clientId], queryFn: () => getClientTransactions(clientId) });

/** All of a client's transactions, oldest first (the server's order). */
export function useClientTransactions(clientId: string) {
  return useQuery(clientTransactionsQueryOptions(clientId));
}

/**
 * Changes the cached list in place of a refetch: the brief's "the list updates locally". Rows that
 * do not change keep their identity, so only the changed rows of a long table redraw.
 */
export function patchCachedTransactions(
  queryClient: QueryClient,
  clientId: string,
  change: (transaction: Transaction) => Transaction,
): void {
  queryClient.setQueryData(clientTransactionsQueryOptions(clientId).queryKey, (list) => list?.map(change));
}

/** Other screens' copies (an upload's transaction table) are stale after a change here. */
export function invalidateUploadTransactions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['transactions', 'upload'] });
}
