import { useState } from 'react';
import { CircleAlert, ExternalLink, FileDown } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useQboDocument } from '../api/get-documents.ts';
import { useLastPushResult } from '../hooks/use-last-push-result.ts';
import { documentLabel, pushStatus, pushStatusText } from '../lib/push-status.ts';

/** Errors longer than this start folded to three lines, with a button to read them whole. */
const FOLD_AT = 80;

/**
 * The Transactions table's Push Status: pushed / already pushed with the QuickBooks document ("Deposit 1",
 * linked to it in QuickBooks Online when the company's address is known), the push error, Exported, or a dash.
 */
export function PushStatusCell({ transaction }: { transaction: Transaction }) {
  const lastResult = useLastPushResult(transaction.client_id, transaction._id);
  const status = pushStatus(transaction, lastResult);
  const inQuickBooks = status.kind === 'pushed' || status.kind === 'already-pushed';
  const document = useQboDocument(transaction.client_id, transaction._id, inQuickBooks);
  const text = pushStatusText(status, document?.entity_type);

  switch (status.kind) {
    case 'pushed':
    case 'already-pushed':
      return (
        <div className="grid gap-0.5" data-testid="push-status" data-status={status.kind} title={text}>
          <Badge variant={status.kind === 'pushed' ? 'success' : 'primary'}>{status.kind === 'pushed' ? 'Pushed' : 'Already pushed'}</Badge>
          {document?.url ? (
            <a
              href={document.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-w-0 items-center gap-1 truncate rounded text-xs text-muted-foreground underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="qbo-document"
              // The row itself reacts to clicks (it becomes the active row); this one only opens QuickBooks.
              onClick={(event) => event.stopPropagation()}
            >
              {documentLabel(status.qboId, document.entity_type)}
              <ExternalLink className="size-3 shrink-0" aria-hidden />
              <span className="sr-only"> (opens QuickBooks Online)</span>
            </a>
          ) : (
            <span className="truncate text-xs text-muted-foreground" data-testid="qbo-document">
              {documentLabel(status.qboId, document?.entity_type)}
            </span>
          )}
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
