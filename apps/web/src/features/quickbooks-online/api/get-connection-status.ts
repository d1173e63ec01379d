import { queryOptions, useQuery } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ConnectionStatus } from '../lib/connection.ts';
import { qboKeys } from './query-keys.ts';

export function getConnectionStatus(clientId: string): Promise<ConnectionStatus> {
  return api.request(quickbooksOnline.status, { params: { clientId } });
}

export const connectionStatusQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: qboKeys.status(clientId), queryFn: () => getConnectionStatus(clientId) });

/** The client's QuickBooks Online connection: connected, the company (realmId) and when the token expires. */
export function useConnectionStatus(clientId: string) {
  return useQuery(connectionStatusQueryOptions(clientId));
}
