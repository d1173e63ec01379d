import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoStep } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export const twoStepStatusQueryOptions = queryOptions({
  queryKey: ['two-step', 'status'],
  queryFn: () => api.request(twoStep.getStatus),
});

export function useTwoStepStatus() {
  return useQuery(twoStepStatusQueryOptions);
}
