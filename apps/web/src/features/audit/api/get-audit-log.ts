import { useInfiniteQuery } from '@tanstack/react-query';
import { type AuditFilters, audit } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { filtersToQuery } from '../lib/audit-filters.ts';

const PAGE = 50;

export function getAuditPage(filters: AuditFilters, cursor: string | null) {
  const query = filtersToQuery(filters, { limit: String(PAGE), ...(cursor && { cursor }) });
  return api.request({ ...audit.list, path: `${audit.list.path}?${query}` });
}

/** The log for these filters, newest first, a page at a time ("Load more"). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) => getAuditPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
