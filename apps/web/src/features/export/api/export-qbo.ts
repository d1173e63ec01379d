import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exports, type PushJob } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client.ts';
import { getPushJob, isFinished } from '../../quickbooks-online/index.ts';
import { invalidateAfterExport } from './invalidate-after-export.ts';

export type QboExportInput = z.input<typeof exports.qbo.body>;
export type QboExportResult = z.output<typeof exports.qbo.response>;

/** The server's push job is asked about this often while it runs (the brief's polling interval). */
const POLL_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A finished job's counts in the export's own shape; a job that failed as a whole is a failed export. */
function resultOfJob(job: PushJob): QboExportResult {
  if (job.status === 'failed') {
    const message = job.message ?? 'Failed to export to QuickBooks Online';
    throw new ApiError(message, 500, { details: { message } });
  }
  const result = job.result ?? { pushed: 0, skipped: 0, failed: 0, results: [] };
  return {
    message: job.message ?? `Pushed ${result.pushed}, skipped ${result.skipped}, failed ${result.failed}`,
    exported_count: result.pushed,
    skipped_count: result.skipped,
    failed_count: result.failed,
    results: result.results,
    job,
  };
}

/**
 * The Export screen's online export: the selected transactions pushed to QuickBooks Online. A large
 * push runs as a job on the server (202 with `job`); it is followed until it ends.
 */
export async function exportToOnline(input: QboExportInput, onProgress?: (job: PushJob) => void): Promise<QboExportResult> {
  const reply = await api.request(exports.qbo, { body: input });
  let job = reply.job;
  if (!job || job.result) return reply;
  while (!isFinished(job)) {
    onProgress?.(job);
    await wait(POLL_MS);
    job = await getPushJob(input.client_id, job.job_id);
  }
  return resultOfJob(job);
}

export function useExportToOnline(onProgress?: (job: PushJob) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QboExportInput) => exportToOnline(input, onProgress),
    onSettled: () => invalidateAfterExport(queryClient),
  });
}
