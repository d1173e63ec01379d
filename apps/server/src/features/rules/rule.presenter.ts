import type { Rule } from '@ledgerdesk/contracts';
import type { RuleRow } from './rules.queries.ts';
import { presentUserRef } from '../users/user.presenter.ts';

export function presentRule(row: RuleRow): Rule {
  return {
    _id: row.id,
    rule_id: row.id,
    client_id: row.client_id,
    vendor_contains: row.vendor_contains,
    map_to_account: row.map_to_account,
    active: row.active === 1,
    match_count: row.match_count,
    created_by: presentUserRef(row.created_by, row.creator_name, row.creator_email),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
