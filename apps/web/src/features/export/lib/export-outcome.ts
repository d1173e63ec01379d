import type { Transaction } from '@ledgerdesk/contracts';
import type { QbdExportResult } from '../api/export-qbd.ts';
import type { QboExportResult } from '../api/export-qbo.ts';

export interface RowError {
  id: string;
  /** Vendor and date, so the person finds the row on the Transactions screen. */
  label: string;
  error: string;
}

/** The results card: the brief's Export result, for either way out. */
export interface ExportOutcome {
  message: string;
  transactionsCount: number;
  exportedCount: number;
  failedCount: number;
  skippedCount: number | null;
  fileName: string | null;
  rowErrors: RowError[];
}

export function desktopOutcome(result: QbdExportResult): ExportOutcome {
  return {
    message: result.message,
    transactionsCount: result.transactions_count,
    exportedCount: result.exported_count,
    failedCount: result.failed_count,
    skippedCount: null,
    fileName: result.file_name,
    rowErrors: [],
  };
}

export function onlineOutcome(result: QboExportResult, sentIds: readonly string[], byId: ReadonlyMap<string, Transaction>): ExportOutcome {
  const rowErrors = result.results.flatMap((row) => {
    if (!row.error) return [];
    const transaction = byId.get(row._id);
    const label = transaction ? `${transaction.vendor_name || transaction.description} · ${transaction.transaction_date}` : row._id;
    return [{ id: row._id, label, error: row.error }];
  });
  return {
    message: result.message,
    transactionsCount: sentIds.length,
    exportedCount: result.exported_count,
    failedCount: result.failed_count,
    skippedCount: result.skipped_count,
    fileName: null,
    rowErrors,
  };
}
