import { ASK_CLIENT, type Transaction } from '@ledgerdesk/contracts';
import { formatMoney } from '../../uploads/index.ts';

/** Why a row of the screen is not written to the file. */
export type IifLeftOutReason = 'not_approved' | 'exported' | 'ask_client' | 'excluded';

export interface IifLeftOutGroup {
  reason: IifLeftOutReason;
  /** "598 not approved", "2 already exported on 11/26/2026", "9 on Ask Client". */
  label: string;
  rows: Transaction[];
}

export interface IifSelection {
  /** Every row the dialog speaks of: the client's, or the one statement the screen is narrowed to. */
  total: number;
  /** Approved, categorised, not yet in an IIF file, not excluded: what Download IIF File writes. */
  writable: Transaction[];
  /** Rows that would be writable but were written to a file before (sent again only when asked). */
  exported: Transaction[];
  /** What is not written, one group per reason, in the order a bookkeeper deals with them. */
  leftOut: IifLeftOutGroup[];
}

/** "03/14/2026": the date format of the IIF file and of the server's sentences. */
export function usDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

function categories(transaction: Transaction): string[] {
  if (transaction.splits.length > 0) return transaction.splits.map((part) => part.category);
  return [transaction.manual_category ?? transaction.auto_category ?? ''];
}

/** A row still waiting for a category: "1480 - Ask Client" (or none), itself or on any part of its split. */
export function onAskClient(transaction: Transaction): boolean {
  return categories(transaction).some((category) => category.trim() === '' || category === ASK_CLIENT);
}

function exportDates(rows: readonly Transaction[]): string {
  const dates = [...new Set(rows.map((row) => usDate(row.exported_at ?? '')))].sort();
  if (dates.length <= 2) return dates.join(' and ');
  return `${dates.slice(0, 2).join(', ')} and ${dates.length - 2} other ${dates.length - 2 === 1 ? 'date' : 'dates'}`;
}

/**
 * Sorts the rows the Transactions screen would export into what the file will hold and what it will not,
 * each row under one reason: excluded, then on Ask Client (approved or not: it needs a category first), then
 * not approved, then already exported. The server checks the same rules again (and the chart's names).
 */
export function planIifSelection(loaded: readonly Transaction[], uploadId: string | null): IifSelection {
  const rows = loaded.filter((row) => uploadId === null || row.upload_id === uploadId);
  const excluded: Transaction[] = [];
  const askClient: Transaction[] = [];
  const notApproved: Transaction[] = [];
  const exported: Transaction[] = [];
  const writable: Transaction[] = [];
  for (const row of rows) {
    if (row.excluded) excluded.push(row);
    else if (onAskClient(row)) askClient.push(row);
    else if (!row.approved) notApproved.push(row);
    else if (row.exported_at !== null) exported.push(row);
    else writable.push(row);
  }
  const leftOut: IifLeftOutGroup[] = [];
  if (notApproved.length > 0) leftOut.push({ reason: 'not_approved', label: `${notApproved.length} not approved`, rows: notApproved });
  if (exported.length > 0) {
    leftOut.push({ reason: 'exported', label: `${exported.length} already exported on ${exportDates(exported)}`, rows: exported });
  }
  if (askClient.length > 0) leftOut.push({ reason: 'ask_client', label: `${askClient.length} on Ask Client`, rows: askClient });
  if (excluded.length > 0) leftOut.push({ reason: 'excluded', label: `${excluded.length} excluded`, rows: excluded });
  return { total: rows.length, writable, exported, leftOut };
}

/** A listed row: "07/14/2021 · SHELL OIL · -$11.77", with no empty place when nothing names it. */
export function describeIifRow(row: Transaction): string {
  const name = (row.vendor_name || row.description).trim();
  return [usDate(row.transaction_date), name, formatMoney(row.amount)].filter((part) => part !== '').join(' · ');
}
