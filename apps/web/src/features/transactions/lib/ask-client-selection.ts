import type { Transaction } from '@ledgerdesk/contracts';

type Row = Pick<Transaction, '_id' | 'approved' | 'excluded' | 'qb_id' | 'manual_category'>;

// In the server's order of precedence (ask-client.service.ts, settledAs): a row is left out for its first reason.
const REASONS = [
  { why: 'in QuickBooks', is: (row: Row) => row.qb_id !== null },
  { why: 'approved', is: (row: Row) => row.approved },
  { why: 'excluded', is: (row: Row) => row.excluded },
  { why: 'filed by hand', is: (row: Row) => row.manual_category !== null },
] as const;

export interface AskClientSelection {
  /** The rows only the client can settle: nobody has decided them yet. */
  ids: string[];
  /** "Leaves out 3 already decided: 2 approved, 1 filed by hand"; null when every selected row can be asked about. */
  leftOut: string | null;
}

/**
 * Which selected rows "Ask client" sends: the server refuses rows already decided (approved, excluded, in
 * QuickBooks or filed by hand), so they are left out before sending and counted by reason.
 */
export function askClientSelection(selection: readonly Row[]): AskClientSelection {
  const ids: string[] = [];
  const counts = new Map<string, number>();
  for (const row of selection) {
    const reason = REASONS.find((each) => each.is(row));
    if (reason) counts.set(reason.why, (counts.get(reason.why) ?? 0) + 1);
    else ids.push(row._id);
  }
  const left = selection.length - ids.length;
  if (left === 0) return { ids, leftOut: null };
  const reasons = REASONS.filter((each) => counts.has(each.why)).map((each) => `${counts.get(each.why)} ${each.why}`);
  return { ids, leftOut: `Leaves out ${left.toLocaleString('en-US')} already decided: ${reasons.join(', ')}` };
}
