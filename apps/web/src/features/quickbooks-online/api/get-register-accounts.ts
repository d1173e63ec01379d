import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quickbooksOnline, type RegisterAccount } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { qboKeys } from './query-keys.ts';
import { withQuery } from '../../../lib/with-query.ts';
import { accountsRefreshed } from './get-accounts.ts';

/** The company's bank and credit card accounts: the registers a statement can be pushed to. */
export function getRegisterAccounts(clientId: string, refresh = false): Promise<RegisterAccount[]> {
  return api.request(withQuery(quickbooksOnline.registerAccounts, refresh ? { refresh: 'true' } : {}), { params: { clientId } });
}

export const registerAccountsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: qboKeys.registerAccounts(clientId), queryFn: () => getRegisterAccounts(clientId) });

export function useRegisterAccounts(clientId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...registerAccountsQueryOptions(clientId), enabled });
}

/** The refresh button: fresh registers from QuickBooks (the company's accounts, so its categories too). */
export function useRefreshRegisterAccounts(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getRegisterAccounts(clientId, true),
    onSuccess: (accounts) => {
      queryClient.setQueryData(qboKeys.registerAccounts(clientId), accounts);
      return accountsRefreshed(queryClient, clientId, qboKeys.registerAccounts(clientId));
    },
  });
}
