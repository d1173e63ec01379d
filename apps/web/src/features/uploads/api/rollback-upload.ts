import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function rollbackUpload(id: string) {
  return api.request(uploads.rollback, { params: { id } });
}

export function useRollbackUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackUpload,
    // The upload's status and its transactions both change.
    onSuccess: (_reply, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['uploads'] }),
        queryClient.invalidateQueries({ queryKey: ['transactions', 'upload', id] }),
      ]),
  });
}
