import { type PushJob, quickbooksOnline } from '@ledgerdesk/contracts';
import type { QboPushJobsTable } from '../../db/schema.ts';

/** A push job on the wire: progress while it runs, the result once done. */
export function presentPushJob(job: QboPushJobsTable): PushJob {
  return {
    job_id: job.id,
    status: job.status,
    total: Number(job.total),
    done_count: Number(job.done_count),
    message: job.error_message,
    result: job.result_json ? quickbooksOnline.pushResult.parse(JSON.parse(job.result_json)) : null,
  };
}
