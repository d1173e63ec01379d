import { TriangleAlert } from 'lucide-react';
import type { IifPreview } from '../api/preview-iif.ts';
import { transactionCount } from '../lib/iif-request.ts';

/** What the file will start with, as QuickBooks Desktop will read it, and what would stop or trouble it. */
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
      <p className="text-xs text-muted-foreground">
        The first blocks of the file · {transactionCount(preview.transactions_count)} can be written
      </p>
      <pre className="max-h-48 overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-[11px] leading-relaxed [tab-size:12]">
        {preview.preview}
      </pre>
    </div>
  );
}
