import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { uploadsQueryOptions } from './get-uploads.ts';

/** The brief's field names: the PDF under `file`, and the chosen client (if any) under `client_id`. */
export function createUpload({ file, clientId }: { file: File; clientId: string | null }) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (clientId) form.append('client_id', clientId);
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
