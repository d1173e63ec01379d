import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions, type TransactionSplit } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { patchCachedTransactions } from '../../transactions/index.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface SetSplitsInput {
  id: string;
  /** Two or more parts adding up to the row, or none to put the row back in one piece. */
  splits: TransactionSplit[];
}

export function setSplits({ id, splits }: SetSplitsInput) {
  return api.request(transactions.setSplits, { params: { id }, body: { splits } });
}

/** Splits a row across categories, or removes its split. */
export function useSetSplits(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSplits,
    onSuccess: ({ data }) => {
      patchCachedTransactions(queryClient, clientId, (transaction) => (transaction._id === data._id ? data : transaction));
      return refreshAfterCorrection(queryClient, clientId, data.upload_id);
    },
  });
}
