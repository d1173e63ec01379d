import { queryOptions, useQuery } from '@tanstack/react-query';
import { rules, type RulePreview } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export interface RulePreviewInput {
  clientId: string;
  vendor_contains: string;
  map_to_account: string;
  /** The row the prompt came from: it is already filed by hand, and is not one of the "other" rows. */
  except?: string | undefined;
}

export function previewRule({ clientId, except, ...rule }: RulePreviewInput): Promise<RulePreview> {
  const search = new URLSearchParams({ ...rule, ...(except ? { except } : {}) });
  return api.request({ ...rules.preview, path: `${rules.preview.path}?${search.toString()}` }, { params: { clientId } });
}

export const rulePreviewQueryOptions = (input: RulePreviewInput) =>
  queryOptions({
    // Under ['rules', clientId], so creating or changing a rule refreshes it.
    queryKey: ['rules', input.clientId, 'preview', input.vendor_contains, input.map_to_account, input.except ?? ''],
    queryFn: () => previewRule(input),
    // The rows change as the reviewer works: count again each time the prompt opens.
    staleTime: 0,
    gcTime: 0,
  });

/** How many of the client's other undecided rows (that the caller may see) a rule would file; null asks nothing. */
export function useRulePreview(input: RulePreviewInput | null) {
  return useQuery({
    ...rulePreviewQueryOptions(input ?? { clientId: '', vendor_contains: '', map_to_account: '' }),
    enabled: input !== null,
  });
}
