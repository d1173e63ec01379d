import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactions, type Transaction } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getUploadTransactions(uploadId: string): Promise<Transaction[]> {
  return api.request(transactions.byUpload, { params: { uploadId } });
}

export const uploadTransactionsQueryOptions = (uploadId: string) =>
  queryOptions({ queryKey: ['transactions', 'upload', uploadId], queryFn: () => getUploadTransactions(uploadId) });

/** An upload's transactions, in statement order; `enabled` waits until parsing has finished. */
export function useUploadTransactions(uploadId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...uploadTransactionsQueryOptions(uploadId), enabled });
}
