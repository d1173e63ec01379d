import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chartOfAccounts } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterNewCategories } from '../../transactions/index.ts';

/** The brief's field name for the chart file. */
export const COA_FILE_FIELD = 'coa_file';

export function uploadCoa({ clientId, file }: { clientId: string; file: File }) {
  const form = new FormData();
  form.append(COA_FILE_FIELD, file, file.name);
  return api.request(chartOfAccounts.upload, { params: { clientId }, body: form });
}

export function useUploadCoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCoa,
    // Status, history and anything else cached for this client's chart; the new chart re-categorised its open rows.
    onSuccess: (_reply, { clientId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['coa', clientId] }), refreshAfterNewCategories(queryClient, clientId)]),
  });
}
