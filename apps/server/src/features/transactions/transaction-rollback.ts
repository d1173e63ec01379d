import type { TransactionsTable } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { type AuditRow, type Reverter, type Reverters, inQuickBooksReason } from '../audit/index.ts';
import type { TransactionsService } from './transactions.service.ts';

interface TransactionValues {
  approved?: boolean;
  manual_category?: string | null;
}
type TransactionSnapshot = TransactionValues & { id: string };

const changedSince = () => conflict('This transaction has changed since this entry. Roll back the later change first.');

function snapshots(entry: AuditRow): Array<{ before: TransactionSnapshot; after: TransactionSnapshot }> {
  const before = JSON.parse(entry.before_json ?? 'null');
  const after = JSON.parse(entry.after_json ?? 'null');
  if (entry.action === 'Bulk Update') {
    const afterRows = new Map((after.rows as TransactionSnapshot[]).map((row) => [row.id, row]));
    return (before.rows as TransactionSnapshot[]).map((row) => ({ before: row, after: afterRows.get(row.id)! }));
  }
  return [{ before: { id: entry.target_id, ...before }, after: { id: entry.target_id, ...after } }];
}

function assertUnchanged(current: TransactionsTable[], expected: TransactionSnapshot[]) {
  if (current.length !== expected.length) throw conflict('A transaction of this entry no longer exists (its statement was rolled back).');
  if (current.some((row) => row.qb_id)) throw conflict(inQuickBooksReason);
  for (const want of expected) {
    const row = current.find((candidate) => candidate.id === want.id)!;
    if (want.approved !== undefined && (row.approved === 1) !== want.approved) throw changedSince();
    if (want.manual_category !== undefined && row.manual_category !== want.manual_category) throw changedSince();
  }
}

/** Logs' rollback of approvals and categories: the rows go back to the entry's before, unless they moved on since. */
export function transactionReverters(transactions: TransactionsService): Reverters {
  const revert: Reverter = async (entry, _caller, record) => {
    const pairs = snapshots(entry);
    let entryId = '';
    await transactions.restore(
      pairs.map(({ before: { id, ...values } }) => ({ id, values })),
      (current) =>
        assertUnchanged(
          current,
          pairs.map((pair) => pair.after),
        ),
      async (trx) => {
        entryId = await record(trx);
      },
    );
    return entryId;
  };
  return { 'Transaction Approved': revert, 'Category Changed': revert, 'Transaction Edited': revert, 'Bulk Update': revert };
}
