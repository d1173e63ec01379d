import {
  breaksDetail,
  flagDoubtfulRows,
  isBalanceBreakDoubt,
  placePageFigures,
  type PrintedTotals,
  reconcileAccount,
  type Reconciliation,
  type StandingPageFigure,
} from '../statements/index.ts';

/** The figures a statement prints about itself, as the parser found them. */
export interface StatementFigures {
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  /** A card's or a loan's balance is what is owed, so its activity counts the other way. */
  is_card: boolean;
  printed_totals: PrintedTotals;
  /** The page sub-totals and carried balances, each where it stands on its page (parser `page_figures`). */
  page_figures?: readonly StandingPageFigure[];
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
  /** Where it is printed (its page, and its top as a fraction of the page); null for a row added by hand. */
  page?: number | null;
  page_top?: number | null;
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
  const pages = placePageFigures(printedPlaces(kept), figures.page_figures ?? []);
  const report = reconcileAccount(kept, figures.opening_balance_cents, figures.closing_balance_cents, figures.printed_totals, figures.is_card, pages);
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

/**
 * Where each kept row stands, for placing the page figures among them: a row added by hand (printed nowhere) stands
 * where the row before it does, as its place in the statement's order says (the row after it when it comes first).
 */
function printedPlaces(rows: ReadonlyArray<Pick<ReconciledRow, 'page' | 'page_top'>>): Array<{ page: number; top: number }> {
  const placed = rows.map((row) => (row.page != null && row.page_top != null ? { page: row.page, top: row.page_top } : null));
  const firstPrinted = placed.find((place) => place !== null) ?? { page: 1, top: 0 };
  let previous = firstPrinted;
  return placed.map((place) => (previous = place ?? previous));
}
