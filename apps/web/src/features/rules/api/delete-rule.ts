import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rules, type Rule } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { rulesQueryOptions } from './get-rules.ts';

export function deleteRule(rule: Pick<Rule, '_id' | 'client_id'>) {
  return api.request(rules.remove, { params: { id: rule._id } });
}

/** Removes a rule (admins). Transactions it already categorised keep their category. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: (_reply, rule) => queryClient.invalidateQueries({ queryKey: rulesQueryOptions(rule.client_id).queryKey }),
  });
}
