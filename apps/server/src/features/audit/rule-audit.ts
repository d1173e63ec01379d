import type { RulesTable } from '../../db/schema.ts';

export interface RuleValues {
  vendor_contains: string;
  map_to_account: string;
  active: boolean;
}

/** What a rule's audit entry keeps before and after, and what its rollback compares and restores. */
export const ruleValues = (rule: Pick<RulesTable, 'vendor_contains' | 'map_to_account' | 'active'>): RuleValues => ({
  vendor_contains: rule.vendor_contains,
  map_to_account: rule.map_to_account,
  active: rule.active === 1,
});

export const ruleLabel = (rule: Pick<RulesTable, 'vendor_contains' | 'map_to_account'>, clientName: string) =>
  `"${rule.vendor_contains}" → "${rule.map_to_account}" (${clientName})`;
