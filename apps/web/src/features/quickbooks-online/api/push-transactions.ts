import { useMutation } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PushReply = z.output<typeof quickbooksOnline.push.response>;

/** Every approved row of the statement; the server skips rows already in QuickBooks. */
export function pushUpload({ clientId, uploadId }: { clientId: string; uploadId: string }): Promise<PushReply> {
  return api.request(quickbooksOnline.push, { params: { clientId }, body: { uploadId, pushAllApproved: true } });
}

export function usePushUpload() {
  return useMutation({ mutationFn: pushUpload });
}
