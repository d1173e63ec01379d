import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clients } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { clientsQueryOptions } from './get-clients.ts';

export function createClient(input: clients.ClientInput) {
  return api.request(clients.create, { body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryOptions.queryKey }),
  });
}
