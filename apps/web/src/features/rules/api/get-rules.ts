import { queryOptions, useQuery } from '@tanstack/react-query';
import { rules, type Rule } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getRules(clientId: string): Promise<Rule[]> {
  return api.request(rules.list, { params: { clientId } });
}

export const rulesQueryOptions = (clientId: string) => queryOptions({ queryKey: ['rules', clientId], queryFn: () => getRules(clientId) });

/** A client's rules, newest first. */
export function useRules(clientId: string | null) {
  return useQuery({ ...rulesQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
