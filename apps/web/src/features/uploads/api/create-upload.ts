import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { uploadsQueryOptions } from './get-uploads.ts';

/**
 * The brief's field names: the PDF under `file`, and the chosen client (if any) under `client_id`; a locked
 * PDF's password under `password`, once the server has asked for it.
 */
export function createUpload({ file, clientId, password }: { file: File; clientId: string | null; password?: string }) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (clientId) form.append('client_id', clientId);
  if (password) form.append('password', password);
  return api.request(uploads.create, { body: form });
}

export function useCreateUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpload,
    onSuccess: (reply) => {
      if ('upload_id' in reply) return queryClient.invalidateQueries({ queryKey: uploadsQueryOptions.queryKey });
    },
  });
}
