import { queryOptions, useQuery } from '@tanstack/react-query';
import { uploads, type Upload } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { isInProgress } from '../lib/upload-status.ts';

/** While any listed statement is still being read, the list asks again this often. */
const LIST_POLL_MS = 2000;

export function getUploads(): Promise<Upload[]> {
  return api.request(uploads.list);
}

export const uploadsQueryOptions = queryOptions({
  queryKey: ['uploads', 'list'],
  queryFn: getUploads,
  // An admin gets everyone's uploads, a worker only their own: the server filters.
  refetchInterval: (query) => (query.state.data?.some((upload) => isInProgress(upload.status)) ? LIST_POLL_MS : false),
});

export function useUploads() {
  return useQuery(uploadsQueryOptions);
}
