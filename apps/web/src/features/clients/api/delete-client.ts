import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clients } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { clientsQueryOptions } from './get-clients.ts';

export function deleteClient(id: string) {
  return api.request(clients.remove, { params: { id } });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_reply, id) => {
      // The client's chart status and history go with it.
      queryClient.removeQueries({ queryKey: ['coa', id] });
      return queryClient.invalidateQueries({ queryKey: clientsQueryOptions.queryKey });
    },
  });
}
