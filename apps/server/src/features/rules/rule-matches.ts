import { type ClientLabels, matchRule, normaliseVendor, type Rule, type UsableRule, usableRules } from '../categorisation/index.ts';
import { memoise } from '../../lib/memoise.ts';

/** What a rule is matched against: the printed description and the parser's short vendor name. */
export interface VendorTexts {
  description: string;
  vendor_name: string;
}

// Counting asks which rule takes a row, not where it files it: every rule's label is kept as written.
const everyLabel: ClientLabels = { resolve: (label) => label, byName: () => undefined };

/**
 * For each row, the rule that files it when `rules` are the client's rules: the categoriser's own
 * matching (`matchRule` on the same two normalised texts, most specific rule first), so a count here is
 * what the categoriser does, not a similar-looking LIKE.
 */
export function rulesTaking(rules: readonly Rule[], rows: readonly VendorTexts[]): Array<Rule | undefined> {
  const usable = usableRules(rules, everyLabel);
  if (usable.length === 0) return rows.map(() => undefined);
  const normalise = memoise(normaliseVendor);
  return rows.map((row) => take(usable, row, normalise)?.rule);
}

function take(usable: readonly UsableRule[], row: VendorTexts, normalise: (text: string) => string): UsableRule | undefined {
  const vendor = normalise(row.description) || normalise(row.vendor_name);
  return matchRule(usable, [vendor, normalise(row.vendor_name)]);
}

/**
 * How many rows each rule files, by rule id. An active rule counts the rows it takes (a longer rule that
 * also matches takes them first); a disabled rule counts the rows it would take if it were switched on.
 */
export function countRuleMatches(rules: readonly Rule[], rows: readonly VendorTexts[]): Map<string, number> {
  const counts = new Map<string, number>(rules.map((rule) => [rule.id, 0]));
  const active = rules.filter((rule) => rule.active);
  for (const rule of rulesTaking(active, rows)) if (rule) counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
  for (const disabled of rules.filter((rule) => !rule.active)) {
    counts.set(disabled.id, rowsTakenBy({ ...disabled, active: true }, active, rows).length);
  }
  return counts;
}

/** The rows `candidate` would take beside the client's other active rules (it wins a tie of equal length). */
export function rowsTakenBy<Row extends VendorTexts>(candidate: Rule, others: readonly Rule[], rows: readonly Row[]): Row[] {
  const rules = [candidate, ...others.filter((rule) => rule.id !== candidate.id && rule.active)];
  const taking = rulesTaking(rules, rows);
  return rows.filter((_, index) => taking[index]?.id === candidate.id);
}
