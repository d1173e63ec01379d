import type { Reconciliation } from '@ledgerdesk/contracts';

interface StatementRow {
  _id: string;
  doubtful: string | null;
}

/**
 * The rows of one statement (in statement order) a reviewer should look at: where the printed running
 * balance first disagrees (the reconciliation's break positions) and the rows the parser marked doubtful.
 */
export function statementChecks<Row extends StatementRow>(reconciliation: Reconciliation | null, rows: readonly Row[]) {
  const breaks = reconciliation && !reconciliation.reconciled ? reconciliation.break_rows.flatMap((position) => rows[position] ?? []) : [];
  return { breaks, doubtful: rows.filter((row) => row.doubtful !== null) };
}

/** The doubtful row to show after `currentId` (the first one again after the last). */
export function nextToCheck<Row extends StatementRow>(doubtful: readonly Row[], currentId: string | null): Row | undefined {
  const at = doubtful.findIndex((row) => row._id === currentId);
  return doubtful[(at + 1) % Math.max(doubtful.length, 1)];
}

/**
 * The parser's first reading of the statement when the corrections have changed what it says: shown
 * beside the current one ("As read from the PDF: Off by $927.47"), so the reviewer sees what they fixed.
 */
export function firstReadingIfChanged(parsed: Reconciliation | null, current: Reconciliation | null): Reconciliation | null {
  if (!parsed || !current) return null;
  const same = parsed.reconciled === current.reconciled && Math.round(parsed.difference * 100) === Math.round(current.difference * 100);
  return same ? null : parsed;
}
