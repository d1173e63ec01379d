import { useMutation } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PushReply = z.output<typeof quickbooksOnline.push.response>;

export interface PushRequest {
  clientId: string;
  uploadId: string;
  /** An admin's "push anyway" for a statement that does not reconcile; the server records it. */
  overrideReconciliation?: boolean;
}

/** Every approved row of the statement; the server skips rows already in QuickBooks. */
export function pushUpload({ clientId, uploadId, overrideReconciliation }: PushRequest): Promise<PushReply> {
  return api.request(quickbooksOnline.push, {
    params: { clientId },
    body: { uploadId, pushAllApproved: true, ...(overrideReconciliation && { override_reconciliation: true }) },
  });
}

export function usePushUpload() {
  return useMutation({ mutationFn: pushUpload });
}
