import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useUploadTransactions } from '../../transactions/index.ts';
import { CorrectedBadge, formatMoney, ReconciliationBadge, reconciliationText, useUpload } from '../../uploads/index.ts';
import { firstReadingIfChanged, nextToCheck, statementChecks } from '../lib/statement-checks.ts';
import { formatTransactionDate } from '../../../lib/format.ts';

interface StatementReconciliationProps {
  uploadId: string;
  /** The row now selected, so "rows to check" moves on from it. */
  activeId: string | null;
  onSelect: (transactionId: string) => void;
  /** At the strip's end: what can be done to the statement (add a missed row). */
  actions?: ReactNode;
}

/**
 * Whether the statement being reviewed adds up as corrected (and how the parser first read it, when that
 * differs), where it breaks and what the parser doubted; each row one click away. The server reconciles
 * again after every correction, so this follows each one.
 */
export function StatementReconciliation({ uploadId, activeId, onSelect, actions }: StatementReconciliationProps) {
  const upload = useUpload(uploadId).data;
  const rows = useUploadTransactions(uploadId, { enabled: upload?.status === 'completed' }).data;
  if (!upload || upload.status !== 'completed') return null;
  const { breaks, doubtful } = statementChecks(upload.reconciliation, rows ?? []);
  const next = nextToCheck(doubtful, activeId);
  const firstReading = firstReadingIfChanged(upload.parsed_reconciliation, upload.reconciliation);

  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-4 py-2.5 text-sm"
      data-testid="statement-reconciliation"
      aria-label="Statement reconciliation"
      role="region"
    >
      <span className="min-w-0 max-w-full truncate font-medium" title={upload.original_filename}>
        {upload.original_filename}
      </span>
      <ReconciliationBadge reconciliation={upload.reconciliation} />
      {firstReading && (
        <span className="text-xs text-muted-foreground" data-testid="parsed-reconciliation">
          As read from the PDF: {reconciliationText(firstReading)}
        </span>
      )}
      <CorrectedBadge count={upload.corrected_count} />
      {breaks.length > 0 && (
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-muted-foreground">Breaks at</span>
          {breaks.map((row) => (
            <button
              key={row._id}
              type="button"
              data-testid="reconciliation-break"
              onClick={() => onSelect(row._id)}
              className="max-w-64 truncate rounded-md border border-red-200 bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 outline-none hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-ring dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300 dark:hover:bg-red-500/20"
            >
              {formatTransactionDate(row.transaction_date)} · {row.vendor_name || row.description} · {formatMoney(row.amount)}
            </button>
          ))}
        </span>
      )}
      {next && (
        <button
          type="button"
          data-testid="rows-to-check"
          onClick={() => onSelect(next._id)}
          title="Show the next row the parser marked as doubtful"
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-amber-800 outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring dark:text-amber-300 dark:hover:bg-amber-500/15"
        >
          <TriangleAlert className="size-3.5" aria-hidden />
          {doubtful.length} {doubtful.length === 1 ? 'row' : 'rows'} to check
        </button>
      )}
      {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
    </div>
  );
}
