import { History } from 'lucide-react';
import { SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCoaHistory } from '../api/get-coa-history.ts';

/** Every chart uploaded for a client, newest first; the active one is the chart in use. */
export function CoaHistory({ clientId }: { clientId: string }) {
  const history = useCoaHistory(clientId);

  return (
    <section aria-labelledby="coa-history-title" className="grid gap-2">
      <h3 id="coa-history-title" className="flex items-center gap-1.5 text-sm font-medium">
        <History className="size-4 text-muted-foreground" aria-hidden />
        Upload history
      </h3>
      {history.isPending ? (
        <SkeletonRows label="Loading upload history" rows={2} rowClassName="h-9" />
      ) : history.isError ? (
        <InlineError>{errorMessage(history.error, 'Failed to load the upload history')}</InlineError>
      ) : history.data.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-3 text-sm text-muted-foreground">No chart uploaded yet.</p>
      ) : (
        <ul className="max-h-44 divide-y overflow-y-auto rounded-md border" data-testid="coa-history">
          {history.data.map((file) => (
            <li key={file._id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={file.filename}>
                  {file.filename}
                </p>
                <p className="text-xs text-muted-foreground">
                  {file.accounts_count} {file.accounts_count === 1 ? 'account' : 'accounts'} · {formatDateTime(file.uploaded_at)}
                  {file.uploaded_by && ` · ${file.uploaded_by.name}`}
                </p>
              </div>
              {file.active ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Replaced</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
