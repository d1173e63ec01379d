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
        // The company's lists are marked stale but not asked for again here: asked while the panel still shows
        // "Connected", they would fail with "not connected" and that failure would replace "Disconnected from
        // QuickBooks" in the Clients area's one toast. The status is asked for, and the lists follow it.
        queryClient.invalidateQueries({ queryKey: qboKeys.all(clientId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: qboKeys.status(clientId) }),
        queryClient.invalidateQueries({ queryKey: otherKeys.clientCategories(clientId) }),
      ]),
  });
}
