import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { patchCachedTransactions } from '../../transactions/index.ts';
import type { RowCorrection } from '../lib/row-draft.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface CorrectTransactionInput {
  id: string;
  /** Edited fields, or `excluded`; `confirm_out_of_period` once the reviewer has agreed to a date outside the statement. */
  changes: RowCorrection;
}

export function correctTransaction({ id, changes }: CorrectTransactionInput) {
  return api.request(transactions.update, { params: { id }, body: changes });
}

/**
 * Corrects one row (or excludes / includes it). Nothing changes on screen before the server agrees: a
 * correction may be refused (a locked row, a date outside the statement) and the reconciliation is the
 * server's to recompute.
 */
export function useCorrectTransaction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTransaction,
    onSuccess: ({ data }) => {
      patchCachedTransactions(queryClient, clientId, (transaction) => (transaction._id === data._id ? data : transaction));
      return refreshAfterCorrection(queryClient, clientId, data.upload_id);
    },
  });
}
