import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recategorisedWords } from '@ledgerdesk/contracts/wording';
import { toast } from 'sonner';
import { clientCategoriesQueryOptions, getClientCategories } from '../api/get-client-categories.ts';
import { invalidateUploadTransactions, refreshClientQueries } from '../api/get-client-transactions.ts';

/**
 * The refresh button beside a client's categories (Transactions and Rules screens). An online client's accounts
 * are asked of QuickBooks again; when they brought other categories the server categorised the open rows again,
 * so the lists and counters are fetched anew and a toast says how many rows changed. A failed refresh says
 * "Failed to refresh categories" and keeps the list shown.
 */
export function useRefreshClientCategories(clientId: string | null) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => getClientCategories(id, { refresh: true }),
    onSuccess: async (fresh) => {
      queryClient.setQueryData(clientCategoriesQueryOptions(fresh.client_id).queryKey, fresh);
      if (!fresh.recategorised) return;
      const words = recategorisedWords(fresh.recategorised, 'with its new accounts');
      if (words) toast.success('Categories refreshed', { description: words });
      await Promise.all([refreshClientQueries(queryClient, fresh.client_id, { lists: true }), invalidateUploadTransactions(queryClient)]);
    },
    onError: () => toast.error('Failed to refresh categories'),
  });

  function refresh() {
    if (clientId !== null) mutation.mutate(clientId);
  }

  return { refresh, isRefreshing: mutation.isPending };
}
