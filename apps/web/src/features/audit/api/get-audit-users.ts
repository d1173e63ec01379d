import { useQuery } from '@tanstack/react-query';
import { audit } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export const getAuditUsers = () => api.request(audit.users);

/** Whom the user filter offers (a worker: only themselves). */
export function useAuditUsers() {
  return useQuery({ queryKey: ['audit', 'users'], queryFn: getAuditUsers, staleTime: 60_000 });
}
