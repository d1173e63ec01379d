import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidateUploadTransactions, refreshClientQueries } from './get-client-transactions.ts';

export function recategorizeTransactions(clientId: string) {
  return api.request(transactions.recategorize, { params: { clientId } });
}

/** Re-runs the categoriser on what no person has decided yet (not approved, no manual category, not pushed). */
export function useRecategorizeTransactions(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recategorizeTransactions(clientId),
    onSuccess: () => Promise.all([refreshClientQueries(queryClient, clientId, { lists: true }), invalidateUploadTransactions(queryClient)]),
  });
}
