import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exports, type ExportFormat } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { invalidateAfterExport } from './invalidate-after-export.ts';

export type QbdExportInput = {
  client_id: string;
  upload_id: string;
  transaction_ids: string[];
  export_format: ExportFormat;
  register_account_name?: string;
  confirm_reexport?: boolean;
};
export type QbdExportResult = z.output<typeof exports.qbd.response>;

/**
 * The Export screen's desktop export: the server writes the IIF file and answers where to fetch it
 * (a relative, signed-in, short-lived `file_url`), which is then downloaded as `file_name`.
 */
export async function exportToDesktop(input: QbdExportInput): Promise<QbdExportResult> {
  const result = await api.request(exports.qbd, { body: input });
  if (result.file_url) {
    const file = await api.requestFile('GET', result.file_url);
    saveFile(file, result.file_name ?? 'transactions.iif');
  }
  return result;
}

export function useExportToDesktop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: exportToDesktop, onSettled: () => invalidateAfterExport(queryClient) });
}
