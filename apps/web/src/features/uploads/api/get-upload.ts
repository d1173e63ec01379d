import { queryOptions, useQuery } from '@tanstack/react-query';
import { uploads, type Upload } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { isInProgress } from '../lib/upload-status.ts';

/** Parsing takes seconds; the brief asks for a poll every 1–2 s while it runs. */
const DETAIL_POLL_MS = 1500;

export async function getUpload(id: string): Promise<Upload> {
  const reply = await api.request(uploads.get, { params: { id } });
  return reply.data;
}

export const uploadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['uploads', 'detail', id],
    queryFn: () => getUpload(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isInProgress(status) ? DETAIL_POLL_MS : false;
    },
  });

export function useUpload(id: string) {
  return useQuery(uploadQueryOptions(id));
}
