import { useEffect } from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { PendingApprovalsCard } from './pending-approvals-card.tsx';
import { RecentUploadsCard } from './recent-uploads-card.tsx';
import { SyncHistoryCard } from './sync-history-card.tsx';

const LOAD_FAILED = 'Failed to load dashboard data';

/** The admin dashboard's three tables, fed by one query (GET /api/dashboard, or its fallbacks). */
export function DashboardActivity() {
  const dashboard = useDashboard();
  const { isError, errorUpdatedAt } = dashboard;

  // The brief's toast when every dashboard call failed; once per failed load, not per render.
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED, { id: 'dashboard-load-failed' });
  }, [isError, errorUpdatedAt]);

  const retry = () => void dashboard.refetch();
  const retrying = dashboard.isFetching;

  // A failed background refresh keeps the tables already on screen; the toast says it failed.
  if (dashboard.isError && !dashboard.data) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="dashboard-error">
        <InlineError>{LOAD_FAILED}</InlineError>
        <p className="max-w-md text-sm text-muted-foreground">
          Recent Uploads, Pending Approvals and Sync History could not be reached. Check your connection and try again.
        </p>
        <Button variant="outline" size="sm" onClick={retry} disabled={retrying}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </Card>
    );
  }

  const data = dashboard.data;
  return (
    <>
      <RecentUploadsCard section={data?.recentUploads} onRetry={retry} retrying={retrying} />
      <PendingApprovalsCard section={data?.pendingApprovals} onRetry={retry} retrying={retrying} />
      <SyncHistoryCard section={data?.syncHistory} onRetry={retry} retrying={retrying} />
    </>
  );
}
