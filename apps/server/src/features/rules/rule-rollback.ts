import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict } from '../../lib/http-error.ts';
import { type Reverter, type Reverters, type RuleValues, ruleValues } from '../audit/index.ts';
import { deleteRule, findRule, findRuleByVendorKey, updateRule } from './rules.queries.ts';
import { vendorKey } from './rules.service.ts';

const changedSince = () => conflict('This rule has changed since this entry. Roll back the later change first.');

/** Logs' rollback of a rule's creation or change: it goes back to the entry's before, unless it moved on since. */
export function ruleReverters(db: Kysely<DB>): Reverters {
  const revert: Reverter = (entry, _caller, record) => {
    const after = JSON.parse(entry.after_json ?? 'null') as RuleValues;
    const before = JSON.parse(entry.before_json ?? 'null') as RuleValues | null;
    return db.transaction().execute(async (trx) => {
      const rule = await findRule(trx, entry.target_id);
      if (!rule || !isDeepStrictEqual(ruleValues(rule), after)) throw changedSince();
      if (entry.action === 'Rule Created') {
        await deleteRule(trx, rule.id);
        return record(trx);
      }
      const key = vendorKey(before!.vendor_contains);
      const holder = await findRuleByVendorKey(trx, rule.client_id, key);
      if (holder && holder.id !== rule.id) throw conflict(`Another rule for "${holder.vendor_contains}" exists now. Change or delete it first.`);
      await updateRule(trx, rule.id, {
        vendor_contains: before!.vendor_contains,
        vendor_key: key,
        map_to_account: before!.map_to_account,
        active: before!.active ? 1 : 0,
        updated_at: nowIso(),
      });
      return record(trx);
    });
  };
  return { 'Rule Created': revert, 'Rule Updated': revert, 'Rule Enabled': revert, 'Rule Disabled': revert };
}
