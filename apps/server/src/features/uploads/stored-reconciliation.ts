import type { Reconciliation } from '../statements/index.ts';

/**
 * The reconciliation stored with a statement (the parser's, or recomputed after corrections): null when there is
 * none or it cannot be read. Every reader goes through here, so an unreadable report is one answer everywhere: the
 * push gate counts it as not reconciled (never push on a guess), the Upload screen shows none.
 */
export function readStoredReconciliation(json: string | null): Reconciliation | null {
  if (!json) return null;
  let report: Partial<Reconciliation>;
  try {
    report = JSON.parse(json) as Partial<Reconciliation>;
  } catch {
    return null;
  }
  if (typeof report.reconciled !== 'boolean' || typeof report.difference_cents !== 'number') return null;
  return {
    reconciled: report.reconciled,
    difference_cents: report.difference_cents,
    checks: report.checks ?? [],
    break_rows: report.break_rows ?? [],
  };
}
