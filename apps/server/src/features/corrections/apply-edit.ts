import type { TransactionsTable } from '../../db/schema.ts';
import type { PrintedValues } from './stored-corrections.ts';
import { printedOf } from './stored-corrections.ts';

/** A reviewer's edit of a row's printed fields, money in cents. */
export interface RowEdit {
  transaction_date?: string | undefined;
  description?: string | undefined;
  vendor_name?: string | undefined;
  amount_cents?: number | undefined;
  check_number?: string | null | undefined;
}

type EditedColumn = keyof PrintedValues & keyof RowEdit;
const EDITABLE: EditedColumn[] = ['transaction_date', 'description', 'vendor_name', 'amount_cents', 'check_number'];

/**
 * The row's columns after an edit, with `printed_json` keeping what the parser read for every field a person
 * changed (a field edited back to the printed value is no longer an edit). A row added by hand printed
 * nothing, so it keeps no printed values. Empty when the edit changes nothing.
 */
export function applyEdit(row: TransactionsTable, edit: RowEdit): Partial<TransactionsTable> {
  const printed: PrintedValues = printedOf(row);
  const changes: Partial<TransactionsTable> = {};
  for (const column of EDITABLE) {
    const value = edit[column];
    if (value === undefined || value === row[column]) continue;
    Object.assign(changes, { [column]: value });
    if (row.added_by_hand === 1) continue;
    if (!(column in printed)) Object.assign(printed, { [column]: row[column] });
    if (printed[column] === value) delete printed[column];
  }
  if (Object.keys(changes).length === 0) return {};
  if (row.added_by_hand !== 1) changes.printed_json = Object.keys(printed).length === 0 ? null : JSON.stringify(printed);
  if (changes.amount_cents !== undefined) {
    changes.transaction_type = changes.amount_cents < 0 ? 'debit' : 'credit';
    // The reviewer has looked at this amount against the statement: it is no longer one to check.
    changes.doubtful_reason = null;
  }
  return changes;
}
