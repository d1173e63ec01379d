import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import type { AuditEntry, AuditFilters } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadError } from '../../components/load-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { exportAuditCsv } from '../../features/audit/api/export-audit-csv.ts';
import { useAuditLog } from '../../features/audit/api/get-audit-log.ts';
import { useAuditUsers } from '../../features/audit/api/get-audit-users.ts';
import { useRollbackEntry } from '../../features/audit/api/rollback-entry.ts';
import { AuditDetailsDialog } from '../../features/audit/components/audit-details-dialog.tsx';
import { AuditFilterBar } from '../../features/audit/components/audit-filter-bar.tsx';
import { AuditSummary } from '../../features/audit/components/audit-summary.tsx';
import { AuditTable } from '../../features/audit/components/audit-table.tsx';
import { filtersFromSearch, filtersToQuery } from '../../features/audit/lib/audit-filters.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * "Logging & Audit Trail": every recorded change, filtered in the address (so other screens link to one
 * target's history). Admins see everyone's work and may roll an entry back; a worker sees their own, read only.
 */
export function LogsRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const log = useAuditLog(filters);
  const users = useAuditUsers();
  const rollback = useRollbackEntry();
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const [confirming, setConfirming] = useState<AuditEntry | null>(null);
  const [exporting, setExporting] = useState(false);

  const setFilters = useCallback((next: AuditFilters) => setSearch(filtersToQuery(next), { replace: true }), [setSearch]);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const summary = log.data?.pages[0]?.summary;

  async function exportLogs() {
    setExporting(true);
    try {
      const { blob, fileName } = await exportAuditCsv(filters);
      saveFile(blob, fileName);
      toast.success('Export complete');
    } catch (error) {
      toast.error(errorMessage(error, 'Export failed'));
    } finally {
      setExporting(false);
    }
  }

  function confirmRollback() {
    const entry = confirming;
    if (!entry) return;
    toast.info('Rollback initiated');
    rollback.mutate(entry.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'Rollback failed')),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <>
      <PageHeader
        title="Logging & Audit Trail"
        description={isAdmin ? 'Every change, who made it, and what can be rolled back.' : 'Your own activity, read only.'}
        actions={
          <Button variant="outline" onClick={exportLogs} disabled={exporting}>
            {exporting ? <Spinner className="size-4 text-current" label="Exporting" /> : <Download aria-hidden />}
            Export Logs
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:gap-6">
        <AuditSummary summary={summary} />
        <Card className="gap-0 py-0">
          <CardContent className="grid gap-3 py-4">
            <AuditFilterBar filters={filters} users={users.data ?? []} onChange={setFilters} />
            {filters.target_id && (
              <p className="text-sm text-muted-foreground" data-testid="audit-target-filter">
                History of {filters.target_type ?? 'target'} <span className="font-mono text-xs">{filters.target_id}</span>
              </p>
            )}
          </CardContent>
          {log.isPending ? (
            <div className="grid gap-2 border-t p-4">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-9" />
              ))}
            </div>
          ) : log.isError ? (
            <LoadError message={errorMessage(log.error, 'Failed to load the log')} onRetry={() => void log.refetch()} className="border-t p-4" />
          ) : entries.length === 0 ? (
            <p className="border-t p-6 text-center text-sm text-muted-foreground">No activity matches these filters.</p>
          ) : (
            <>
              <AuditTable entries={entries} canRollback={isAdmin} onView={setViewing} onRollback={setConfirming} />
              {log.hasNextPage && (
                <div className="flex justify-center border-t p-3">
                  <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                    {log.isFetchingNextPage && <Spinner className="size-4 text-current" label="Loading" />}
                    Load more
                  </Button>
                </div>
              )}
            </>
          )}
        </Card>
      </div>
      <AuditDetailsDialog entry={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Roll back this change?"
        description={confirming ? `${confirming.action}: ${confirming.details}` : undefined}
        confirmLabel="Roll back"
        busyLabel="Rolling back..."
        busy={rollback.isPending}
        onConfirm={confirmRollback}
      />
    </>
  );
}
