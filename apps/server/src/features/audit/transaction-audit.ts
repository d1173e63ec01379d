import type { AuditAction } from '@ledgerdesk/contracts';
import type { TransactionsTable } from '../../db/schema.ts';
import { plural, transactionLabel } from './audit-details.ts';

interface Changes {
  manual_category?: string | null | undefined;
  approved?: boolean | undefined;
}

/** The brief's names: an approval alone, a category alone, anything else is an edit (unapproving included). */
export function transactionChangeAction(body: Changes): AuditAction {
  const approves = body.approved === true;
  const categorises = body.manual_category !== undefined;
  if (approves && !categorises) return 'Transaction Approved';
  if (categorises && body.approved === undefined) return 'Category Changed';
  return 'Transaction Edited';
}

const categoryOf = (row: Pick<TransactionsTable, 'manual_category' | 'auto_category'>) => row.manual_category ?? row.auto_category ?? 'none';

export function describeTransactionChange(before: TransactionsTable, after: TransactionsTable, clientName: string): string {
  const parts: string[] = [];
  if (before.approved !== after.approved) parts.push(after.approved === 1 ? 'approved' : 'unapproved');
  if (before.manual_category !== after.manual_category) parts.push(`category "${categoryOf(before)}" → "${categoryOf(after)}"`);
  const what = parts.length === 0 ? 'saved unchanged' : parts.join(', ');
  if (parts.length === 1 && parts[0] === 'approved') return `Approved ${transactionLabel(after, clientName)}`;
  return `${transactionLabel(after, clientName)}: ${what}`;
}

export function describeBulkChange(body: Changes, count: number): string {
  const parts: string[] = [];
  if (body.approved !== undefined) parts.push(body.approved ? 'approved' : 'unapproved');
  if (body.manual_category !== undefined) parts.push(`category set to "${body.manual_category ?? 'none'}"`);
  return `Bulk update of ${plural(count, 'transaction')}: ${parts.join(', ')}`;
}
