import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audit } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export const rollbackEntry = (id: string) => api.request(audit.rollback, { params: { id } });

/** Reverts one entry (admins). Everything cached may now be stale: the log, and the rows or rules it touched. */
export function useRollbackEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rollbackEntry, onSettled: () => queryClient.invalidateQueries() });
}
