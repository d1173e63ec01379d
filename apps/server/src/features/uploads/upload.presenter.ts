import type { Upload } from '@ledgerdesk/contracts';
import { centsToDollars } from '../../lib/money.ts';
import { readStoredReconciliation } from './stored-reconciliation.ts';
import type { UploadFlags, UploadRow } from './uploads.queries.ts';
import { presentUserRef } from '../users/index.ts';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function presentUpload(row: UploadRow, flags: UploadFlags): Upload {
  return {
    _id: row.id,
    upload_id: row.id,
    original_filename: row.original_filename,
    client_id: { _id: row.client_id, name: row.client_name },
    uploaded_by: presentUserRef(row.uploaded_by, row.uploader_name, row.uploader_email),
    upload_timestamp: row.created_at,
    status: row.status,
    error_message: row.error_message,
    size: row.size,
    transaction_count: row.transaction_count,
    page_count: row.page_count,
    read_by_ocr: row.read_by_ocr === 1,
    page_turns: row.page_turns_json ? JSON.parse(row.page_turns_json) : {},
    year_missing: row.year_missing === 1,
    period_start: row.period_start,
    period_end: row.period_end,
    opening_balance: dollarsOrNull(row.opening_balance_cents),
    closing_balance: dollarsOrNull(row.closing_balance_cents),
    account: row.account_json ? JSON.parse(row.account_json) : null,
    other_accounts: row.other_accounts_json ? JSON.parse(row.other_accounts_json) : [],
    reconciliation: presentReconciliation(row.reconciliation_json),
    parsed_reconciliation: presentReconciliation(row.parsed_reconciliation_json),
    possible_duplicates: flags.possible_duplicates,
    doubtful_count: flags.doubtful,
    corrected_count: flags.corrected,
  };
}

function presentReconciliation(json: string | null): Upload['reconciliation'] {
  const reconciliation = readStoredReconciliation(json);
  if (!reconciliation) return null;
  return {
    reconciled: reconciliation.reconciled,
    difference: centsToDollars(reconciliation.difference_cents),
    checks: reconciliation.checks,
    break_rows: reconciliation.break_rows,
  };
}
