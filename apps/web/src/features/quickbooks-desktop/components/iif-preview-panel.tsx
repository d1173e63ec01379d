import { TriangleAlert } from 'lucide-react';
import { ExportSplitParts } from '../../export/index.ts';
import type { IifPreview } from '../api/preview-iif.ts';
import { transactionCount } from '../lib/iif-request.ts';
import { formatAmount, formatTransactionDate } from '../../../lib/format.ts';

/** What the file will start with, as QuickBooks Desktop will read it, its split rows, and what would stop or trouble it. */
export function IifPreviewPanel({ preview }: { preview: IifPreview }) {
  return (
    <div className="grid gap-2" data-testid="iif-preview">
      {preview.warnings.length > 0 && (
        <ul className="grid gap-1 rounded-lg border border-amber-300/60 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
          {preview.warnings.map((warning, index) => (
            <li key={`${index}-${warning}`} className="flex items-start gap-2 break-words">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0">{warning}</span>
            </li>
          ))}
        </ul>
      )}
      {preview.splits.length > 0 && (
        <div className="grid gap-2 rounded-lg border p-3" data-testid="iif-preview-splits">
          <p className="text-xs font-medium">Split transactions · one line on the register, one per part</p>
          <ul className="grid max-h-48 gap-2 overflow-auto">
            {preview.splits.map((split) => (
              <li key={split.transaction_id} className="grid gap-1 text-sm">
                <p className="flex min-w-0 justify-between gap-3">
                  <span className="truncate">
                    {formatTransactionDate(split.transaction_date)} · {split.vendor_name || split.description}
                  </span>
                  <span className="shrink-0 tabular-nums">{`${split.amount < 0 ? '−' : ''}${formatAmount(split.amount)}`}</span>
                </p>
                <ExportSplitParts parts={split.parts} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">The first blocks of the file · {transactionCount(preview.transactions_count)} can be written</p>
      <pre className="max-h-48 overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-[11px] leading-relaxed [tab-size:12]">
        {preview.preview}
      </pre>
    </div>
  );
}
