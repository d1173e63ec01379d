import { CircleAlert, CircleCheck, PencilLine, TriangleAlert } from 'lucide-react';
import type { Reconciliation, Upload } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { balancesAgreeUnanchored, disagreeingTotals, nothingToCheck, reconciliationText } from '../lib/statement-format.ts';

/**
 * Whether a statement adds up, in the same words wherever it is shown: "Reconciled", "Off by $X", or, when the
 * balances agree but a printed total does not, an amber "Balances agree · printed withdrawals total differs by $X"
 * with the check's detail beside it (as its title; the statement summary lists it in full).
 */
export function ReconciliationBadge({ reconciliation, className }: { reconciliation: Reconciliation | null; className?: string }) {
  if (!reconciliation) {
    return (
      <Badge variant="neutral" className={className}>
        Not checked
      </Badge>
    );
  }
  const text = reconciliationText(reconciliation);
  if (nothingToCheck(reconciliation)) {
    return (
      <Badge
        variant="neutral"
        className={className}
        data-testid="reconciliation"
        title="The file prints no opening or closing balance and no running balance, so its rows cannot be checked against it: compare the total with the bank's."
      >
        {text}
      </Badge>
    );
  }
  if (balancesAgreeUnanchored(reconciliation)) {
    return (
      // Wraps rather than overflows: the sentence is long for a phone's column.
      <Badge
        variant="neutral"
        className={cn('max-w-full rounded-lg whitespace-normal', className)}
        data-testid="reconciliation"
        title="Every running balance the statement prints agrees with its rows, but it prints no opening or closing balance, so a missing first or last row would not show: compare the first and last balances with the bank's."
      >
        {text}
      </Badge>
    );
  }
  if (!reconciliation.reconciled) {
    return (
      <Badge
        className={cn('border-transparent bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300', className)}
        data-testid="reconciliation"
      >
        <CircleAlert aria-hidden />
        {text}
      </Badge>
    );
  }
  const totals = disagreeingTotals(reconciliation);
  return totals.length > 0 ? (
    // Wraps rather than truncates: the figure at its end is the point, and a phone's column is narrow.
    <Badge
      variant="warning"
      className={cn('max-w-full rounded-lg whitespace-normal', className)}
      data-testid="reconciliation"
      title={totals.map((check) => check.detail).join('\n')}
    >
      <TriangleAlert aria-hidden />
      {text}
    </Badge>
  ) : (
    <Badge variant="success" className={className} data-testid="reconciliation">
      <CircleCheck aria-hidden />
      {text}
    </Badge>
  );
}

/** How many of a statement's rows a reviewer corrected (edited, excluded, added or split); nothing when none. */
export function CorrectedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge variant="primary" data-testid="corrected-count" title="Rows a reviewer edited, excluded, added by hand or split">
      <PencilLine aria-hidden />
      {count} corrected
    </Badge>
  );
}

/**
 * A completed statement's checks in a list row: whether it adds up (after the reviewers' corrections),
 * how many rows they corrected, and how many rows the parser doubted.
 */
export function StatementCheckBadges({ upload }: { upload: Pick<Upload, 'reconciliation' | 'doubtful_count' | 'corrected_count'> }) {
  const doubtful = upload.doubtful_count;
  return (
    <>
      <ReconciliationBadge reconciliation={upload.reconciliation} />
      <CorrectedBadge count={upload.corrected_count} />
      {doubtful > 0 && (
        <Badge variant="warning" data-testid="rows-to-check-count" title="Rows the parser was not sure of: check them against the statement">
          <TriangleAlert aria-hidden />
          {doubtful} {doubtful === 1 ? 'row' : 'rows'} to check
        </Badge>
      )}
    </>
  );
}
