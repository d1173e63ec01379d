import type { exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { counted } from './counted.ts';
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
