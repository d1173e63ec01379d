import { useState } from 'react';
import { CircleAlert, FileDown } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useLastPushResult } from '../hooks/use-last-push-result.ts';
import { pushStatus, pushStatusText } from '../lib/push-status.ts';

/** Errors longer than this start folded to three lines, with a button to read them whole. */
const FOLD_AT = 80;

/** The Transactions table's Push Status: pushed / already pushed with the QuickBooks number, the push error, Exported, or a dash. */
export function PushStatusCell({ transaction }: { transaction: Transaction }) {
  const lastResult = useLastPushResult(transaction.client_id, transaction._id);
  const status = pushStatus(transaction, lastResult);
  const text = pushStatusText(status);

  switch (status.kind) {
    case 'pushed':
    case 'already-pushed':
      return (
        <div className="grid gap-0.5" data-testid="push-status" data-status={status.kind} title={text}>
          <Badge variant={status.kind === 'pushed' ? 'success' : 'primary'}>{status.kind === 'pushed' ? 'Pushed' : 'Already pushed'}</Badge>
          <span className="truncate text-xs text-muted-foreground">QBO #{status.qboId}</span>
          <span className="sr-only">{text}</span>
        </div>
      );
    case 'failed':
      return <PushError message={status.message} />;
    case 'exported':
      return (
        <div className="grid gap-0.5" data-testid="push-status" data-status="exported">
          <Badge variant="neutral">
            <FileDown aria-hidden />
            Exported
          </Badge>
          <span className="text-xs text-muted-foreground">{formatDate(status.exportedAt)}</span>
        </div>
      );
    case 'none':
      return (
        <span className="text-muted-foreground" aria-label="Not pushed" data-testid="push-status" data-status="none">
          —
        </span>
      );
  }
}

function PushError({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  const long = message.length > FOLD_AT;
  return (
    <div className="grid gap-0.5 text-xs text-destructive" data-testid="push-status" data-status="failed">
      <p className={cn('break-words', long && !open && 'line-clamp-3')} title={message}>
        <CircleAlert className="mr-1 inline size-3.5 align-[-3px]" aria-hidden />
        <span className="sr-only">Push failed: </span>
        {message}
      </p>
      {long && (
        <button
          type="button"
          className="w-fit rounded font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          aria-expanded={open}
          // The row itself reacts to clicks (it becomes the active row); this one only folds the text.
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
