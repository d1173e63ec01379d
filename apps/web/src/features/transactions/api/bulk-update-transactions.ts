import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidateUploadTransactions, patchCachedTransactions, refreshClientQueries } from './get-client-transactions.ts';
import type { TransactionChanges } from './update-transaction.ts';

export interface BulkUpdateInput {
  ids: string[];
  changes: TransactionChanges;
}

export function bulkUpdateTransactions({ ids, changes }: BulkUpdateInput) {
  return api.request(transactions.bulkUpdate, { body: { transaction_ids: ids, ...changes } });
}

/** Approves or categorises many transactions in one call; the server changes all of them or none. */
export function useBulkUpdateTransactions(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTransactions,
    onSuccess: (_reply, { ids, changes }) => {
      const changed = new Set(ids);
      patchCachedTransactions(queryClient, clientId, (transaction) => (changed.has(transaction._id) ? { ...transaction, ...changes } : transaction));
      // A bulk change can move rows in or out of the filters: the loaded pages refetch one after another
      // in place (the old rows stay drawn meanwhile), so the table keeps its length and the reviewer's place.
      void refreshClientQueries(queryClient, clientId, { lists: true });
      void invalidateUploadTransactions(queryClient);
    },
  });
}
