import type { exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { centsToDollars } from '../../lib/money.ts';
import { presentSplit, splitsOf } from '../corrections/index.ts';
import { counted } from './counted.ts';
import type { ClientTransactionRow } from './iif-export.queries.ts';
import type { ExportedFile } from './iif-export.service.ts';

/** The brief's export result; a file is all or nothing, so nothing is ever counted as failed. */
export function presentExportResult(exported: ExportedFile): z.infer<typeof exports.exportResult> {
  return {
    message: `Exported ${counted(exported.count, 'transaction', 'transactions')} to ${exported.fileName}`,
    transactions_count: exported.count,
    exported_count: exported.count,
    failed_count: 0,
    file_url: exported.downloadToken === null ? null : `/api/export/files/${exported.downloadToken}`,
    file_name: exported.fileName,
  };
}

/** The preview's split rows with their parts, so the bookkeeper sees each split before the file is written. */
export function presentSplitRows(rows: readonly ClientTransactionRow[]): z.infer<typeof exports.previewSplit>[] {
  return rows.flatMap((row) => {
    const parts = splitsOf(row);
    if (parts.length === 0) return [];
    return [
      {
        transaction_id: row.id,
        transaction_date: row.transaction_date,
        vendor_name: row.vendor_name,
        description: row.description,
        amount: centsToDollars(row.amount_cents),
        parts: parts.map(presentSplit),
      },
    ];
  });
}
