import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PushRowResult } from '../lib/push-status.ts';
import { qboKeys } from '../api/query-keys.ts';

type LastPush = Readonly<Record<string, PushRowResult>>;

/**
 * The per-row results of the last push made from this screen, kept in the query cache (nothing on the
 * server holds "skipped as already pushed"): each row reads only its own entry, so a push redraws only
 * the rows it touched.
 */
export function rememberPushResults(queryClient: QueryClient, clientId: string, results: readonly PushRowResult[]): void {
  queryClient.setQueryData<LastPush>(qboKeys.lastPush(clientId), Object.fromEntries(results.map((result) => [result._id, result])));
}

export function useLastPushResult(clientId: string, transactionId: string): PushRowResult | undefined {
  const { data } = useQuery<LastPush, Error, PushRowResult | undefined>({
    queryKey: qboKeys.lastPush(clientId),
    // Only ever filled by rememberPushResults; there is nothing to fetch.
    queryFn: () => ({}),
    enabled: false,
    staleTime: Infinity,
    select: (results) => results[transactionId],
  });
  return data;
}
