import type { Rule } from '@ledgerdesk/contracts';
import type { RuleRow } from './rules.queries.ts';
import { presentUserRef } from '../users/index.ts';

/** `matchCount`: what the rule files among the client's transactions now (`countRuleMatches`), not a stored tally. */
export function presentRule(row: RuleRow, matchCount: number): Rule {
  return {
    _id: row.id,
    rule_id: row.id,
    client_id: row.client_id,
    vendor_contains: row.vendor_contains,
    map_to_account: row.map_to_account,
    active: row.active === 1,
    match_count: matchCount,
    created_by: presentUserRef(row.created_by, row.creator_name, row.creator_email),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
