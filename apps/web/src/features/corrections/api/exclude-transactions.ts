import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { patchCachedTransactions } from '../../transactions/index.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface ExcludeTransactionsInput {
  ids: string[];
  /** The statements the rows belong to: each one's reconciliation changes. */
  uploadIds: string[];
  excluded: boolean;
}

export function excludeTransactions({ ids, excluded }: ExcludeTransactionsInput) {
  return api.request(transactions.bulkUpdate, { body: { transaction_ids: ids, excluded } });
}

/** Excludes (or includes again) many rows in one call; the server changes all of them or none. */
export function useExcludeTransactions(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excludeTransactions,
    onSuccess: (_reply, { ids, uploadIds, excluded }) => {
      const changed = new Set(ids);
      patchCachedTransactions(queryClient, clientId, (transaction) => (changed.has(transaction._id) ? { ...transaction, excluded } : transaction));
      return Promise.all(uploadIds.map((uploadId) => refreshAfterCorrection(queryClient, clientId, uploadId)));
    },
  });
}
