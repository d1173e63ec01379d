import { CircleAlert, CircleCheck, FileDown } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import type { ExportOutcome } from '../lib/export-outcome.ts';

function Count({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 text-xl font-semibold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

/** The brief's results card, shown after an export. */
export function ExportResultsCard({ outcome }: { outcome: ExportOutcome }) {
  const failed = outcome.failedCount > 0;
  return (
    <Card data-testid="export-results" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {failed ? (
            <CircleAlert className="size-5 text-destructive" aria-hidden />
          ) : (
            <CircleCheck className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden />
          )}
          Export results
        </CardTitle>
        <CardDescription data-testid="export-results-message">{outcome.message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className={cn('grid gap-2', outcome.skippedCount === null ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4')}>
          <Count label="Transactions" value={outcome.transactionsCount} />
          <Count label="Exported" value={outcome.exportedCount} tone="text-emerald-700 dark:text-emerald-400" />
          {outcome.skippedCount !== null && <Count label="Skipped" value={outcome.skippedCount} />}
          <Count label="Failed" value={outcome.failedCount} tone={failed ? 'text-destructive' : undefined} />
        </dl>
        {outcome.fileName && (
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <FileDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="text-muted-foreground">File</span>
            <span className="truncate font-medium" data-testid="export-file-name" title={outcome.fileName}>
              {outcome.fileName}
            </span>
          </p>
        )}
        {outcome.rowErrors.length > 0 && (
          <ul className="grid max-h-60 gap-2 overflow-y-auto text-sm" aria-label="Rows that failed">
            {outcome.rowErrors.map((row) => (
              <li key={row.id} className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2">
                <p className="font-medium">{row.label}</p>
                <p className="break-words text-destructive">{row.error}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
