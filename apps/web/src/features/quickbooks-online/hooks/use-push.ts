import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PushJob, PushResult } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { connectionStatusQueryOptions } from '../api/get-connection-status.ts';
import { getPushJob, isFinished } from '../api/get-push-job.ts';
import { usePushUpload } from '../api/push-transactions.ts';
import { otherKeys, qboKeys } from '../api/query-keys.ts';
import { STATUS_POLL_MS } from '../lib/connection.ts';
import { pollUntil } from '../lib/poll.ts';
import { pushSummary } from '../lib/push-status.ts';
import { useAbortable } from './use-abortable.ts';
import { rememberPushResults } from './use-last-push-result.ts';

/**
 * Push to QuickBooks for one statement: 200 brings the result; 202 brings a job, asked about every 2 s
 * until it has finished. Either way the client's transactions are fetched again, so the counters and
 * the Push Status column show what happened.
 */
export function usePush(clientId: string, { onUnreconciled }: { onUnreconciled?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  const pushUpload = usePushUpload();
  const polling = useAbortable();
  const [job, setJob] = useState<PushJob | null>(null);

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: otherKeys.clientTransactions(clientId) });
    void queryClient.invalidateQueries({ queryKey: ['transactions', 'upload'] });
    void queryClient.invalidateQueries({ queryKey: qboKeys.documents(clientId) });
  }

  function finished(result: PushResult) {
    rememberPushResults(queryClient, clientId, result.results);
    toast.success('Push Complete', { description: pushSummary(result) });
    refresh();
  }

  async function failed(error: unknown) {
    // A 409 is either a statement that does not reconcile (an admin may push it anyway) or a company
    // that is no longer connected; a fresh status tells them apart.
    if (onUnreconciled && error instanceof ApiError && error.status === 409) {
      const status = await queryClient.fetchQuery({ ...connectionStatusQueryOptions(clientId), staleTime: 0 }).catch(() => null);
      if (status?.connected) {
        onUnreconciled(error.message);
        return;
      }
    }
    if (error instanceof ApiError && error.status === 401) {
      toast.error('Reconnect to QuickBooks', { description: 'Please reconnect and try again.' });
      // The button then explains that the company needs connecting again.
      void queryClient.invalidateQueries({ queryKey: qboKeys.status(clientId) });
    } else {
      toast.error(errorMessage(error, 'Error pushing transactions'));
    }
    refresh();
  }

  function settled(finishedJob: PushJob) {
    if (finishedJob.status === 'done' && finishedJob.result) {
      finished(finishedJob.result);
    } else {
      toast.error(finishedJob.message ?? 'Error pushing transactions');
      refresh();
    }
  }

  async function follow(started: PushJob) {
    setJob(started);
    const outcome = await pollUntil(
      async () => {
        const latest = await getPushJob(clientId, started.job_id);
        setJob(latest);
        return isFinished(latest) ? latest : undefined;
      },
      // The job lives on the server and survives a restart there: follow it for as long as the screen is open.
      { intervalMs: STATUS_POLL_MS, timeoutMs: Infinity, signal: polling.start() },
    );
    if (outcome.kind !== 'aborted') setJob(null);
    if (outcome.kind === 'done') settled(outcome.value);
  }

  async function push(uploadId: string, { overrideReconciliation = false } = {}) {
    try {
      const reply = await pushUpload.mutateAsync({ clientId, uploadId, overrideReconciliation });
      if (reply.job && !isFinished(reply.job)) await follow(reply.job);
      else if (reply.job?.status === 'failed') settled(reply.job);
      else finished(reply.job?.result ?? reply);
    } catch (error) {
      await failed(error);
    }
  }

  const progress = job ? { done: job.done_count, total: job.total } : null;
  return { push, running: pushUpload.isPending || job !== null, progress };
}
