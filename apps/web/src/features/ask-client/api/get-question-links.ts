import { queryOptions, useQuery } from '@tanstack/react-query';
import { askClient } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export const questionLinksQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['ask-client', clientId, 'links'],
    queryFn: () => api.request(askClient.list, { params: { clientId } }),
  });

/** The questions links sent for a client (a worker: the ones they sent), newest first. */
export function useQuestionLinks(clientId: string, enabled = true) {
  return useQuery({ ...questionLinksQueryOptions(clientId), enabled });
}
