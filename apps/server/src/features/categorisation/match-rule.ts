import type { ClientLabels } from './category-labels.ts';
import { normaliseVendor } from './normalise-vendor.ts';
import type { Rule } from './types.ts';

export interface UsableRule {
  rule: Rule;
  /** The client's own label the rule files into. */
  label: string;
  needle: string;
}

/**
 * The rules that can decide, most specific (longest `vendor_contains`) first. Disabled rules and rules
 * filing into a label the client no longer has are left out, so they never shadow a shorter valid rule.
 */
export function usableRules(rules: readonly Rule[], labels: ClientLabels): UsableRule[] {
  const usable: UsableRule[] = [];
  for (const rule of rules) {
    const label = labels.resolve(rule.map_to_account);
    // The rule's text is normalised like the vendor, so "Amazon.com" matches "AMAZON.COM*2K4AB12C3".
    const needle = normaliseVendor(rule.vendor_contains) || collapse(rule.vendor_contains);
    if (rule.active && label !== undefined && needle !== '') usable.push({ rule, label, needle });
  }
  const specificity = (r: UsableRule) => collapse(r.rule.vendor_contains).length;
  // Array sort is stable: equally specific rules keep the caller's order.
  return usable.sort((a, b) => specificity(b) - specificity(a));
}

/** The first (most specific) rule whose text is contained in one of the transaction's normalised vendor texts. */
export function matchRule(rules: readonly UsableRule[], vendorTexts: readonly string[]): UsableRule | undefined {
  return rules.find((r) => vendorTexts.some((text) => text.includes(r.needle)));
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
