import { queryOptions, useQuery } from '@tanstack/react-query';
import { chartOfAccounts } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getCoaStatus(clientId: string) {
  return api.request(chartOfAccounts.status, { params: { clientId } });
}

export const coaStatusQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['coa', clientId, 'status'], queryFn: () => getCoaStatus(clientId) });

export function useCoaStatus(clientId: string) {
  return useQuery(coaStatusQueryOptions(clientId));
}
