import { type QueryClient, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quickbooksOnline, type QboAccount } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { otherKeys, qboKeys } from './query-keys.ts';
import { withQuery } from '../../../lib/with-query.ts';

/** The company's chart of accounts; `refresh` asks QuickBooks again instead of the server's cached copy. */
export function getAccounts(clientId: string, refresh = false): Promise<QboAccount[]> {
  return api.request(withQuery(quickbooksOnline.accounts, refresh ? { refresh: 'true' } : {}), { params: { clientId } });
}

export const accountsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: qboKeys.accounts(clientId), queryFn: () => getAccounts(clientId) });

export function useAccounts(clientId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...accountsQueryOptions(clientId), enabled });
}

/**
 * After the company's accounts were asked of QuickBooks again (either list's refresh button): the other list and the
 * client's categories are stale, and when the categories changed the server categorised the open rows again.
 */
export function accountsRefreshed(queryClient: QueryClient, clientId: string, fresh: QueryKey): Promise<unknown> {
  const stale = [qboKeys.accounts(clientId), qboKeys.registerAccounts(clientId)].filter((key) => key.join() !== fresh.join());
  return Promise.all(
    [...stale, otherKeys.clientCategories(clientId), otherKeys.clientTransactions(clientId), otherKeys.uploadTransactions].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The refresh button: fresh accounts from QuickBooks, which are also the client's categories. */
export function useRefreshAccounts(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getAccounts(clientId, true),
    onSuccess: (accounts) => {
      queryClient.setQueryData(qboKeys.accounts(clientId), accounts);
      return accountsRefreshed(queryClient, clientId, qboKeys.accounts(clientId));
    },
  });
}
