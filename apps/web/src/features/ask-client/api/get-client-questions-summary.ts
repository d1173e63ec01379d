import { queryOptions, useQuery } from '@tanstack/react-query';
import { askClient } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export const clientQuestionsSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'client-questions'],
  queryFn: () => api.request(askClient.dashboard),
});

export function useClientQuestionsSummary() {
  return useQuery(clientQuestionsSummaryQueryOptions);
}
