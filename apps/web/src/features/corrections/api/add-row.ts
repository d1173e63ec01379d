import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactions } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface AddRowInput {
  uploadId: string;
  row: z.input<typeof transactions.addRow.body>;
}

export function addRow({ uploadId, row }: AddRowInput) {
  return api.request(transactions.addRow, { params: { id: uploadId }, body: row });
}

/** Adds a row the parser missed to its statement; the server categorises it and places it in date order. */
export function useAddRow(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRow,
    onSuccess: (_row, { uploadId }) => refreshAfterCorrection(queryClient, clientId, uploadId),
  });
}
