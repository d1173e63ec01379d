import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { otherKeys, qboKeys } from './query-keys.ts';

/** The brief's default token type: revoking the refresh token ends the whole grant at Intuit. */
export function disconnect(clientId: string) {
  return api.request(quickbooksOnline.disconnect, { params: { clientId }, body: { tokenType: 'refresh' } });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnect,
    onSettled: (_reply, _error, clientId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qboKeys.all(clientId) }),
        queryClient.invalidateQueries({ queryKey: otherKeys.clientCategories(clientId) }),
      ]),
  });
}
