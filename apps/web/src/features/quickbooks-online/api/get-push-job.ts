import { quickbooksOnline, type PushJob } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

/** A long push runs as a job on the server; the screen asks about it until it has finished. */
export function getPushJob(clientId: string, jobId: string): Promise<PushJob> {
  return api.request(quickbooksOnline.pushJobStatus, { params: { clientId, jobId } });
}

export const isFinished = (job: Pick<PushJob, 'status'>) => job.status === 'done' || job.status === 'failed';
