import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rules, type Rule } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { rulesQueryOptions } from './get-rules.ts';

export function applyRule(rule: Pick<Rule, '_id' | 'client_id'>) {
  return api.request(rules.apply, { params: { id: rule._id } });
}

/**
 * Files the client's undecided transactions (not approved, no manual category, not pushed) by the
 * rule now instead of waiting for the next statement, then refreshes every transaction list.
 */
export function useApplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRule,
    onSuccess: (_reply, rule) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rulesQueryOptions(rule.client_id).queryKey }),
        // Any transaction list of the client may have changed.
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
      ]),
  });
}
