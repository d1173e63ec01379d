import type { AccountType, Rule } from '@ledgerdesk/contracts';

/** The search box: vendor text or mapped category, case-insensitive. */
export function filterRules(rules: readonly Rule[], query: string): Rule[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rules];
  return rules.filter((rule) => rule.vendor_contains.toLowerCase().includes(needle) || rule.map_to_account.toLowerCase().includes(needle));
}

export interface RulesSummary {
  total: number;
  active: number;
  disabled: number;
  /** The sum of every rule's match count. */
  matches: number;
}

export function summarizeRules(rules: readonly Rule[]): RulesSummary {
  let active = 0;
  let matches = 0;
  for (const rule of rules) {
    if (rule.active) active += 1;
    matches += rule.match_count;
  }
  return { total: rules.length, active, disabled: rules.length - active, matches };
}

export interface RuleDraft {
  vendor_contains: string;
  map_to_account: string;
}

/** The brief's check before a rule is saved: vendor text, category and a client are all required. */
export function isRuleDraftComplete(draft: RuleDraft, clientId: string | null): boolean {
  return clientId !== null && draft.vendor_contains.trim() !== '' && draft.map_to_account.trim() !== '';
}

export function quickBooksLabel(accountType: AccountType): string {
  return accountType === 'online' ? 'QuickBooks Online' : 'QuickBooks Desktop';
}
