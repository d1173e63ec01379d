import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exports } from '@ledgerdesk/contracts';
import { api, buildPath } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { attachmentName } from '../lib/attachment-name.ts';
import { invalidateAfterExport } from './invalidate-after-export.ts';

/** The Transactions list's server filters, as its query string names them. */
export interface TransactionFilters {
  upload_id?: string;
  status?: string;
  category?: string;
  q?: string;
}

export type SpreadsheetKind = 'csv' | 'xlsx';
export type BankFileKind = 'quickbooks-online' | 'xero';
export type QuickBooksColumns = '3' | '4';

function withQuery(path: string, values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Fetched with the bearer token (a plain link would carry none), then saved under the server's name. */
async function download(path: string, fallback: string): Promise<string> {
  const { blob, disposition } = await api.requestNamedFile(path);
  const fileName = attachmentName(disposition, fallback);
  saveFile(blob, fileName);
  return fileName;
}

export function downloadTransactions(clientId: string, filters: TransactionFilters, kind: SpreadsheetKind): Promise<string> {
  const contract = kind === 'csv' ? exports.transactionsCsv : exports.transactionsXlsx;
  return download(withQuery(buildPath(contract.path, { clientId }), { ...filters }), `transactions.${kind}`);
}

export function downloadBankFile(clientId: string, uploadId: string, kind: BankFileKind, columns: QuickBooksColumns): Promise<string> {
  const contract = kind === 'xero' ? exports.xeroCsv : exports.quickbooksOnlineCsv;
  const query = kind === 'xero' ? { upload_id: uploadId } : { upload_id: uploadId, columns };
  return download(withQuery(buildPath(contract.path, { clientId }), query), `${kind}.csv`);
}

export function useDownloadTransactions() {
  return useMutation({
    mutationFn: ({ clientId, filters, kind }: { clientId: string; filters: TransactionFilters; kind: SpreadsheetKind }) =>
      downloadTransactions(clientId, filters, kind),
  });
}

/** A bank file is recorded in the sync history, which the dashboard then shows. */
export function useDownloadBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, uploadId, kind, columns }: { clientId: string; uploadId: string; kind: BankFileKind; columns: QuickBooksColumns }) =>
      downloadBankFile(clientId, uploadId, kind, columns),
    onSettled: () => invalidateAfterExport(queryClient),
  });
}
