import {
  breaksDetail,
  flagDoubtfulRows,
  isBalanceBreakDoubt,
  type PrintedTotals,
  reconcileAccount,
  type Reconciliation,
} from '../statements/index.ts';

/** The figures a statement prints about itself, as the parser found them. */
export interface StatementFigures {
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  /** A card's or a loan's balance is what is owed, so its activity counts the other way. */
  is_card: boolean;
  printed_totals: PrintedTotals;
}

/** A row as the reconciliation reads it, in statement order (`position`). */
export interface ReconciledRow {
  amount_cents: number;
  balance_cents: number | null;
  /** A loan payment's principal part: what it moves the balance by (reconcile-account.ts). */
  principal_cents?: number;
  excluded: boolean;
  /** Why the row is doubtful now, or null. */
  doubtful: string | null;
}

/**
 * The statement's checks over its rows as they stand after corrections: excluded rows are left out, rows
 * added by hand count (they print no running balance). Break positions are returned in the statement's
 * own numbering (every row, excluded ones included), so they still point at the listed rows.
 */
export function recomputeReconciliation(
  figures: StatementFigures,
  rows: readonly ReconciledRow[],
): { reconciliation: Reconciliation; doubts: Array<string | null> } {
  const kept = rows.flatMap((row, position) => (row.excluded ? [] : [{ ...row, position }]));
  const report = reconcileAccount(kept, figures.opening_balance_cents, figures.closing_balance_cents, figures.printed_totals, figures.is_card);
  const positions = report.break_rows.map((index) => kept[index]!.position);
  // A balance break's doubt follows the rows as they stand (a missed row added by hand resolves it); an OCR
  // correction's note stays, and an excluded row keeps whatever it had (it is no longer counted).
  const flagged = flagDoubtfulRows(
    kept.map((row) => ({ ...row, doubtful: undefined as string | undefined })),
    figures.opening_balance_cents,
    report.break_rows,
    figures.is_card,
  );
  const doubts = rows.map((row) => row.doubtful);
  kept.forEach((row, index) => {
    if (row.doubtful === null || isBalanceBreakDoubt(row.doubtful)) doubts[row.position] = flagged[index]!.doubtful ?? null;
  });
  return {
    reconciliation: {
      ...report,
      break_rows: positions,
      checks: report.checks.map((check) =>
        check.name === 'running_balances' && positions.length > 0 ? { ...check, detail: breaksDetail(positions) } : check,
      ),
    },
    doubts,
  };
}
