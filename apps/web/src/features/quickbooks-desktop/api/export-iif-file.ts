import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { iifFileName, invalidateAfterExport } from '../../export/index.ts';

export type IifFileInput = { clientId: string; clientName: string; body: z.input<typeof exports.iifBody> };

/** The Transactions screen's IIF file: the server answers the file itself, saved as the brief names it. */
export async function exportIifFile({ clientId, clientName, body }: IifFileInput): Promise<void> {
  const file = await api.requestFile(exports.iif.method, exports.iif.path, { params: { clientId }, body });
  saveFile(file, iifFileName(clientName));
}

export function useExportIifFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: exportIifFile, onSettled: () => invalidateAfterExport(queryClient) });
}
