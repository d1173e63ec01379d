import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clients } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterNewCategories } from '../../transactions/index.ts';
import { clientsQueryOptions } from './get-clients.ts';

export function updateClient({ id, input }: { id: string; input: clients.ClientInput }) {
  return api.request(clients.update, { params: { id }, body: input });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // Another accounting method re-categorised the client's open rows.
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryOptions.queryKey }),
        saved.recategorised && refreshAfterNewCategories(queryClient, saved._id),
      ]),
  });
}
