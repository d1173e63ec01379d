import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rules } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { rulesQueryOptions } from './get-rules.ts';

export interface CreateRuleInput {
  client_id: string;
  vendor_contains: string;
  map_to_account: string;
  /** Also file the client's undecided rows by the rule, in the same request (the reply's `filed_count`). */
  apply?: boolean;
}

export function createRule(input: CreateRuleInput) {
  return api.request(rules.create, { body: input });
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: (rule, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rulesQueryOptions(rule.client_id).queryKey }),
        // Filed rows changed category: any transaction list of the client may show them.
        input.apply ? queryClient.invalidateQueries({ queryKey: ['transactions'] }) : undefined,
      ]),
  });
}
