import type { QueryClient } from '@tanstack/react-query';
import { refreshClientQueries, uploadTransactionsQueryOptions } from '../../transactions/index.ts';
import { uploadQueryOptions, uploadsQueryOptions } from '../../uploads/index.ts';

/**
 * After a correction the server has reconciled the statement again: its reconciliation (the strip, Upload
 * History, My Uploads), its rows in position order (where the balance breaks) and the client's lists and
 * counters (a row may have moved, left a filter or been added) are read afresh. The loaded pages refetch
 * in place, so the table keeps the reviewer's place.
 */
export function refreshAfterCorrection(queryClient: QueryClient, clientId: string, uploadId: string): Promise<unknown> {
  return Promise.all([
    refreshClientQueries(queryClient, clientId, { lists: true }),
    queryClient.invalidateQueries({ queryKey: uploadQueryOptions(uploadId).queryKey }),
    queryClient.invalidateQueries({ queryKey: uploadsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: uploadTransactionsQueryOptions(uploadId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
