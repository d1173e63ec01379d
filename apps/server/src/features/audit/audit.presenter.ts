import type { AuditEntry } from '@ledgerdesk/contracts';
import type { AuditRow } from './audit.queries.ts';

export const inQuickBooksReason = 'This transaction is already in QuickBooks; change it there.';

// Why an entry of a kind the log cannot revert stays as it is.
const notReversible: Record<string, string> = {
  Rollback: 'A rollback is not undone from the log; make the change again instead.',
  'Rule Deleted': 'A deleted rule is not restored from the log; create it again on the Rules screen.',
  'Rule Applied': 'Applying a rule only refreshed suggestions; approved and hand-filed rows were not touched.',
  'Upload Rolled Back': 'A rolled-back statement is brought back by uploading it again.',
  'QuickBooks Sync': 'What was sent to QuickBooks is changed in QuickBooks.',
  'IIF Exported': 'An exported file cannot be called back; change the transactions in QuickBooks Desktop.',
  'QuickBooks Online CSV Exported': 'An exported file cannot be called back; exclude the lines in QuickBooks Online if they were uploaded.',
  'Xero CSV Exported': 'An exported file cannot be called back; delete the statement lines in Xero if they were imported.',
};

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** `pushed`: the entry's transaction is already in QuickBooks. */
export function presentAuditEntry(row: AuditRow, pushed = false): AuditEntry {
  let reason: string | null = null;
  if (row.rolled_back_by) reason = 'This change has already been rolled back.';
  else if (row.can_rollback !== 1) reason = notReversible[row.action] ?? 'This kind of change cannot be rolled back from the log.';
  else if (pushed) reason = inQuickBooksReason;
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    timestamp: row.created_at,
    details: row.details,
    canRollback: reason === null,
    rollbackBlockedReason: reason,
    before: parse(row.before_json),
    after: parse(row.after_json),
    rolledBackBy: row.rolled_back_by,
  };
}
