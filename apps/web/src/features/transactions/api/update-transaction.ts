import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions, type Transaction } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { findCachedTransaction, invalidateUploadTransactions, patchCachedTransactions, refreshClientQueries } from './get-client-transactions.ts';

export type TransactionChanges = { manual_category: string | null } | { approved: boolean };
export type UpdateTransactionReply = z.output<typeof transactions.update.response>;

export function updateTransaction({ id, changes }: { id: string; changes: TransactionChanges }): Promise<UpdateTransactionReply> {
  return api.request(transactions.update, { params: { id }, body: changes });
}

export const updateTransactionMutationKey = (clientId: string) => ['transactions', 'client', clientId, 'update'] as const;

/**
 * Saves one transaction's approval or manual category at once. The row changes on screen before the
 * server answers (and changes back if it refuses), so keyboard review never waits on the network.
 */
export function useUpdateTransaction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateTransactionMutationKey(clientId),
    mutationFn: updateTransaction,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: ['transactions', 'client', clientId] });
      const before = findCachedTransaction(queryClient, clientId, id);
      patchCachedTransactions(queryClient, clientId, (transaction) => (transaction._id === id ? { ...transaction, ...changes } : transaction));
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before: Transaction | undefined = context?.before;
      if (before) patchCachedTransactions(queryClient, clientId, (transaction) => (transaction._id === id ? before : transaction));
    },
    onSuccess: ({ data }) => {
      patchCachedTransactions(queryClient, clientId, (transaction) => (transaction._id === data._id ? data : transaction));
      // Only the counters refetch: the row stays where the reviewer is, even when it no longer fits a filter.
      void refreshClientQueries(queryClient, clientId);
      void invalidateUploadTransactions(queryClient);
    },
  });
}
