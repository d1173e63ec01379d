import { queryOptions, useQuery } from '@tanstack/react-query';
import { clients, type Client } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getClients(): Promise<Client[]> {
  return api.request(clients.list);
}

export const clientsQueryOptions = queryOptions({ queryKey: ['clients'], queryFn: getClients });

export function useClients() {
  return useQuery(clientsQueryOptions);
}
