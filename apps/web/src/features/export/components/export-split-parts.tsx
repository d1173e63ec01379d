import type { TransactionSplit } from '@ledgerdesk/contracts';
import { formatAmount } from '../../../lib/format.ts';

/**
 * A split row's parts as they leave: each part's category and signed amount (a part can go against the row,
 * as a fee taken out of a deposit), so the bookkeeper sees the split before exporting it.
 */
export function ExportSplitParts({ parts }: { parts: readonly TransactionSplit[] }) {
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={`Split in ${parts.length} parts`} data-testid="export-split-parts">
      {parts.map((part, index) => (
        <li key={index} className="flex min-w-0 items-baseline justify-between gap-3">
          <span className="truncate" title={part.memo ? `${part.category} · ${part.memo}` : part.category}>
            {part.category}
          </span>
          <span className="shrink-0 tabular-nums">{`${part.amount < 0 ? '−' : ''}${formatAmount(part.amount)}`}</span>
        </li>
      ))}
    </ul>
  );
}
