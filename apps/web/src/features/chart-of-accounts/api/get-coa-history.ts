import { queryOptions, useQuery } from '@tanstack/react-query';
import { chartOfAccounts } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export async function getCoaHistory(clientId: string) {
  const reply = await api.request(chartOfAccounts.history, { params: { clientId } });
  return reply.data;
}

export const coaHistoryQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['coa', clientId, 'history'], queryFn: () => getCoaHistory(clientId) });

export function useCoaHistory(clientId: string) {
  return useQuery(coaHistoryQueryOptions(clientId));
}
