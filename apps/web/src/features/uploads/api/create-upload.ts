import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CsvMapping, uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { uploadsQueryOptions } from './get-uploads.ts';

/**
 * The brief's field names: the PDF under `file`, and the chosen client (if any) under `client_id`; a locked
 * PDF's password under `password`, once the server has asked for it.
 */
export function createUpload({
  file,
  clientId,
  password,
  csvMapping,
}: {
  file: File;
  clientId: string | null;
  password?: string;
  csvMapping?: CsvMapping;
}) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (clientId) form.append('client_id', clientId);
  if (password) form.append('password', password);
  // A bank CSV's columns as chosen in the mapping step, after the server asked (422 with csv_mapping).
  if (csvMapping) form.append('csv_mapping', JSON.stringify(csvMapping));
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
