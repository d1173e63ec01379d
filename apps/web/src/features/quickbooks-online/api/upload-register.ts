import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { qboKeys } from './query-keys.ts';

export type UploadRegister = z.output<typeof quickbooksOnline.uploadRegister.response>;

export function getUploadRegister(clientId: string, uploadId: string): Promise<UploadRegister> {
  return api.request(quickbooksOnline.uploadRegister, { params: { clientId, uploadId } });
}

/** The register chosen for a statement, and the one the server suggests from the statement's account. */
export function useUploadRegister(clientId: string, uploadId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: qboKeys.uploadRegister(clientId, uploadId ?? ''),
    queryFn: () => getUploadRegister(clientId, uploadId ?? ''),
    enabled: enabled && uploadId !== null,
  });
}

export function setUploadRegister({ clientId, uploadId, accountId }: { clientId: string; uploadId: string; accountId: string }) {
  return api.request(quickbooksOnline.setUploadRegister, { params: { clientId, uploadId }, body: { account_id: accountId } });
}

/** Saved as soon as it is chosen. */
export function useSetUploadRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUploadRegister,
    onSuccess: (reply, { clientId, uploadId }) =>
      queryClient.setQueryData<UploadRegister>(qboKeys.uploadRegister(clientId, uploadId), (current) => ({
        account: reply.account,
        suggested_account_id: current?.suggested_account_id ?? null,
      })),
  });
}
