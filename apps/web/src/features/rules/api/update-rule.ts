import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rules } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { rulesQueryOptions } from './get-rules.ts';

export type RuleChanges = { active: boolean } | { vendor_contains: string; map_to_account: string; active?: boolean };

export function updateRule({ id, changes }: { id: string; changes: RuleChanges }) {
  return api.request(rules.update, { params: { id }, body: changes });
}

/** Edits a rule or switches it on or off (admins); the list reloads afterwards. */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: (rule) => queryClient.invalidateQueries({ queryKey: rulesQueryOptions(rule.client_id).queryKey }),
  });
}
