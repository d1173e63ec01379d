import type { Transaction } from '@ledgerdesk/contracts';
import { ASK_CLIENT } from '@ledgerdesk/contracts';

/** What a cell holds, so each writer types it: a CSV writes text, Excel a date or a number. */
export type Cell = { type: 'text'; value: string } | { type: 'date'; value: string | null } | { type: 'money'; value: number | null };

/** The statement a row came from, read once per export. */
export interface RowStatement {
  fileName: string;
  account: string;
}

export interface Column {
  header: string;
  cell(row: Transaction, statement: RowStatement | undefined): Cell;
}

const text = (value: string | null | undefined): Cell => ({ type: 'text', value: value ?? '' });
const yesNo = (value: boolean): Cell => text(value ? 'Yes' : 'No');

function pushStatus(row: Transaction): string {
  if (row.qb_id) return 'Pushed';
  if (row.push_error) return `Failed: ${row.push_error}`;
  return 'Not pushed';
}

/** The category the row is filed under, as the list filters it: a person's choice over the categoriser's. */
function category(row: Transaction): string {
  if (row.splits.length > 0) return 'Split';
  return row.manual_category?.trim() || row.auto_category?.trim() || ASK_CLIENT;
}

/** Every column of the Transactions screen, in its order, then what a file needs that the screen shows elsewhere. */
export const TRANSACTION_COLUMNS: readonly Column[] = [
  { header: 'Transaction ID', cell: (row) => text(row.transaction_id) },
  { header: 'Vendor Name', cell: (row) => text(row.vendor_name) },
  { header: 'Amount', cell: (row) => ({ type: 'money', value: row.amount }) },
  { header: 'Payment Type', cell: (row) => text(row.payment_type) },
  { header: 'Transaction Type', cell: (row) => text(row.transaction_type) },
  { header: 'Auto Category', cell: (row) => text(row.auto_category?.trim() || ASK_CLIENT) },
  { header: 'Manual Category', cell: (row) => text(row.manual_category) },
  { header: 'Approved', cell: (row) => yesNo(row.approved) },
  { header: 'Date', cell: (row) => ({ type: 'date', value: row.transaction_date }) },
  { header: 'Push Status', cell: (row) => text(pushStatus(row)) },
  { header: 'Category', cell: (row) => text(category(row)) },
  {
    header: 'Split',
    cell: (row) => text(row.splits.map((part) => `${part.category}: ${part.amount.toFixed(2)}${part.memo ? ` (${part.memo})` : ''}`).join('; ')),
  },
  { header: 'Description', cell: (row) => text(row.description) },
  { header: 'Check Number', cell: (row) => text(row.check_number) },
  { header: 'Posting Date', cell: (row) => ({ type: 'date', value: row.posting_date }) },
  { header: 'Balance', cell: (row) => ({ type: 'money', value: row.balance }) },
  { header: 'Excluded', cell: (row) => yesNo(row.excluded) },
  { header: 'Exported to IIF', cell: (row) => ({ type: 'date', value: row.exported_at?.slice(0, 10) ?? null }) },
  { header: 'Statement File', cell: (_row, statement) => text(statement?.fileName) },
  { header: 'Account', cell: (_row, statement) => text(statement?.account) },
];
