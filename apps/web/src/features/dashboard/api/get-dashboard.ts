import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard, uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { DashboardLoadError, loadDashboard, type DashboardData } from '../lib/dashboard-data.ts';
import { isStillReading } from '../lib/dashboard-status.ts';

/** While a recent upload is still being read, the dashboard asks again this often. */
const POLL_MS = 5000;

export function getDashboard(): Promise<DashboardData> {
  return loadDashboard({
    overview: () => api.request(dashboard.overview),
    uploads: () => api.request(uploads.list),
    pendingApprovals: () => api.request(dashboard.pendingApprovals),
    syncHistory: () => api.request(dashboard.syncHistory),
  });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'overview'],
  queryFn: getDashboard,
  // Try again only if one of the failed calls might answer next time (a network error or a 5xx).
  retry: (failureCount, error) =>
    error instanceof DashboardLoadError ? error.causes.some((cause) => shouldRetry(failureCount, cause)) : shouldRetry(failureCount, error),
  refetchInterval: (query) => {
    const recent = query.state.data?.recentUploads;
    return recent?.ok && recent.rows.some((row) => isStillReading(row.status)) ? POLL_MS : false;
  },
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
