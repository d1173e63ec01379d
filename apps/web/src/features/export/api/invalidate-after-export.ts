import type { QueryClient } from '@tanstack/react-query';

/**
 * After an export the transaction lists show what was exported or pushed, and the dashboard's
 * sync history has a new row; every cached copy of those is stale.
 */
export async function invalidateAfterExport(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['transactions'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}
