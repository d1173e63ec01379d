import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { otherKeys, qboKeys } from './query-keys.ts';

export type QboKeys = z.input<typeof quickbooksOnline.keys.body>;

export function saveKeys({ clientId, keys }: { clientId: string; keys: QboKeys }) {
  return api.request(quickbooksOnline.keys, { params: { clientId }, body: keys });
}

export function useSaveKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKeys,
    // The client list shows the new ID and secret ending; the status may have changed with the app.
    onSuccess: (_reply, { clientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: otherKeys.clients }),
        queryClient.invalidateQueries({ queryKey: qboKeys.status(clientId) }),
      ]),
  });
}
