import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rules } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { rulesQueryOptions } from './get-rules.ts';

export interface CreateRuleInput {
  client_id: string;
  vendor_contains: string;
  map_to_account: string;
}

export function createRule(input: CreateRuleInput) {
  return api.request(rules.create, { body: input });
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: (rule) => queryClient.invalidateQueries({ queryKey: rulesQueryOptions(rule.client_id).queryKey }),
  });
}
