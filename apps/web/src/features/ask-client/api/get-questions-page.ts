import { queryOptions, useQuery } from '@tanstack/react-query';
import { askClient } from '@ledgerdesk/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const questionsPageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['questions-page', token],
    // The client is not signed in: a 401 is never a session to renew.
    queryFn: () => api.request(askClient.page, { params: { token }, refreshOn401: false }),
    // Loaded once: answered questions stay on screen as answered instead of vanishing on a refetch.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });

export function useQuestionsPage(token: string) {
  return useQuery(questionsPageQueryOptions(token));
}
