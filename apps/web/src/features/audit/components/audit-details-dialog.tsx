import type { AuditEntry } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { valueLines } from '../lib/describe-values.ts';

function Values({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const lines = valueLines(value);
  return (
    <section className="min-w-0 rounded-lg border bg-muted/40 p-3" data-testid={testId}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing</p>
      ) : (
        <dl className="grid gap-1.5 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{line.label}</dt>
              <dd className="break-words whitespace-pre-line">{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** One entry: who, when, what, and the values before and after side by side. */
export function AuditDetailsDialog({ entry, onOpenChange }: { entry: AuditEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto" data-testid="audit-details">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {entry.action}
                <Badge variant={entry.canRollback ? 'success' : 'neutral'}>{entry.canRollback ? 'Rollback available' : 'No rollback'}</Badge>
              </DialogTitle>
              <DialogDescription>{entry.details}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs text-muted-foreground">User</dt>
                <dd>{entry.userName}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Timestamp</dt>
                <dd title={entry.timestamp}>{formatDateTime(entry.timestamp)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Target</dt>
                <dd>{entry.targetType}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Target ID</dt>
                <dd className="font-mono text-xs break-all">{entry.targetId}</dd>
              </div>
            </dl>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Values title="Before" value={entry.before} testId="audit-before" />
              <Values title="After" value={entry.after} testId="audit-after" />
            </div>
            {entry.rollbackBlockedReason && <p className="text-sm text-muted-foreground">{entry.rollbackBlockedReason}</p>}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
