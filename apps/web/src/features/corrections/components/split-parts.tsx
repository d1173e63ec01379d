import type { Transaction } from '@ledgerdesk/contracts';
import { formatMoney } from '../../uploads/index.ts';

/** Under a split row's category: each part's category and amount ("Split: 6110 … $30.00 · 6200 … $15.10"). */
export function SplitParts({ splits }: { splits: Transaction['splits'] }) {
  if (splits.length === 0) return null;
  const text = splits.map((part) => `${part.category} ${formatMoney(Math.abs(part.amount))}`).join(' · ');
  return (
    <p className="mt-1 line-clamp-3 text-xs break-words text-muted-foreground" title={`Split: ${text}`} data-testid="split-parts">
      <span className="font-medium text-foreground">Split:</span>{' '}
      {splits.map((part, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          {part.category} <span className="tabular-nums">{formatMoney(Math.abs(part.amount))}</span>
        </span>
      ))}
    </p>
  );
}
