import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import { type OnlineAccounts, allowedCategoryLabels } from '../category-sources/index.ts';
import { requireClient } from '../clients/index.ts';
import { type Actor, recordAudit, ruleLabel, ruleValues } from '../audit/index.ts';
import { type AutoCategoriser, listOpenTransactions, storeGuesses } from '../transactions/index.ts';
import type { Viewer } from '../../lib/caller.ts';
import { presentRule } from './rule.presenter.ts';
import { countRuleMatches, rowsTakenBy } from './rule-matches.ts';
import {
  type RuleRow,
  deleteRule,
  findRule,
  findRuleByVendorKey,
  insertRule,
  listClientRules,
  listClientVendorTexts,
  updateRule,
} from './rules.queries.ts';

/** "Amazon  Mktplace" and "AMAZON MKTPLACE" are one rule. */
export function vendorKey(vendorContains: string): string {
  return vendorContains.trim().replace(/\s+/g, ' ').toLowerCase();
}

const asRule = (row: Pick<RuleRow, 'id' | 'vendor_contains' | 'map_to_account' | 'active'>) => ({
  id: row.id,
  vendor_contains: row.vendor_contains,
  map_to_account: row.map_to_account,
  active: row.active === 1,
});

type RuleChanges = { active: boolean } | { vendor_contains: string; map_to_account: string; active?: boolean | undefined };

export type RulesService = ReturnType<typeof createRulesService>;

export function createRulesService({ db, online, categoriser }: { db: Kysely<DB>; online: OnlineAccounts; categoriser: AutoCategoriser }) {
  async function load(id: string): Promise<RuleRow> {
    const rule = await findRule(db, id);
    if (!rule) throw notFound('Rule not found');
    return rule;
  }

  async function assertValid(client: ClientsTable, vendorContains: string, label: string, exceptId?: string) {
    if (!(await allowedCategoryLabels(db, client, online)).has(label)) {
      throw badRequest(`"${label}" is not one of ${client.name}'s categories.`, { field: 'map_to_account' });
    }
    const key = vendorKey(vendorContains);
    await assertVendorFree(client, key, exceptId);
    return key;
  }

  async function assertVendorFree(client: ClientsTable, key: string, exceptId?: string): Promise<void> {
    const holder = await findRuleByVendorKey(db, client.id, key);
    if (holder && holder.id !== exceptId) {
      throw conflict(`A rule for "${holder.vendor_contains}" already exists for ${client.name}.`, { rule_id: holder.id });
    }
  }

  /** Rules as the wire shows them, each with what it files among the client's transactions now. */
  async function presentWithMatches(clientId: string, rules: RuleRow[]) {
    const all = rules.length === 0 ? [] : await listClientRules(db, clientId);
    const counts = countRuleMatches(all.map(asRule), await listClientVendorTexts(db, clientId));
    return rules.map((rule) => presentRule(rule, counts.get(rule.id) ?? 0));
  }

  async function presentOne(rule: RuleRow) {
    const [presented] = await presentWithMatches(rule.client_id, [rule]);
    return presented!;
  }

  /** Files the client's undecided transactions by this rule; approved, hand-categorised and pushed ones stay. */
  async function apply(id: string, actor: Actor, viewer: Viewer): Promise<number> {
    const rule = await load(id);
    if (rule.active !== 1) throw conflict('This rule is disabled. Enable it before applying it.');
    const client = await requireClient(db, rule.client_id);
    const open = await listOpenTransactions(db, client.id, viewer);
    return storeGuesses(db, categoriser, client, open, id, (trx, changed) =>
      recordAudit(trx, {
        actor,
        action: 'Rule Applied',
        targetType: 'Rule',
        targetId: id,
        details: `Applied rule ${ruleLabel(rule, client.name)}: ${changed} of ${open.length} open transactions re-categorised`,
      }),
    );
  }

  return {
    async list(clientId: string) {
      await requireClient(db, clientId);
      return presentWithMatches(clientId, await listClientRules(db, clientId));
    },

    /**
     * What creating (and applying) a rule would do before it exists: the undecided rows `viewer` may see
     * that it would move to its category, beside the client's active rules (a longer one keeps its rows).
     */
    async preview(clientId: string, query: { vendor_contains: string; map_to_account: string; except?: string | undefined }, viewer: Viewer) {
      const client = await requireClient(db, clientId);
      const candidate = {
        id: '',
        vendor_contains: query.vendor_contains.trim().replace(/\s+/g, ' '),
        map_to_account: query.map_to_account,
        active: true,
      };
      const others = (await listClientRules(db, client.id))
        .map(asRule)
        .filter((rule) => vendorKey(rule.vendor_contains) !== vendorKey(candidate.vendor_contains));
      const open = (await listOpenTransactions(db, client.id, viewer)).filter((row) => row.id !== query.except);
      const filed = rowsTakenBy(candidate, others, open).filter((row) => row.auto_category !== candidate.map_to_account);
      return { vendor_contains: candidate.vendor_contains, map_to_account: candidate.map_to_account, filed_count: filed.length };
    },

    async create(
      body: { client_id: string; vendor_contains: string; map_to_account: string; apply?: boolean | undefined },
      actor: Actor & { id: string },
      viewer: Viewer,
    ) {
      const createdBy = actor.id;
      const client = await requireClient(db, body.client_id);
      const key = await assertValid(client, body.vendor_contains, body.map_to_account);
      const id = crypto.randomUUID();
      const now = nowIso();
      const row = {
        id,
        client_id: client.id,
        vendor_contains: body.vendor_contains.replace(/\s+/g, ' '),
        vendor_key: key,
        map_to_account: body.map_to_account,
        active: 1,
        match_count: 0,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      };
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await insertRule(trx, row);
            await recordAudit(trx, {
              actor,
              action: 'Rule Created',
              targetType: 'Rule',
              targetId: id,
              details: `Created rule ${ruleLabel(row, client.name)}`,
              before: null,
              after: ruleValues(row),
              canRollback: true,
            });
          }),
        () => assertVendorFree(client, key),
      );
      // Applied after the rule is stored (the categoriser reads the client's rules from the database), as
      // the apply call would: its own transaction and "Rule Applied" entry.
      const filed = body.apply ? { filed_count: await apply(id, actor, viewer) } : {};
      return { ...(await presentOne(await load(id))), ...filed };
    },

    async update(id: string, body: RuleChanges, actor: Actor) {
      const rule = await load(id);
      const client = await requireClient(db, rule.client_id);
      const active = body.active === undefined ? {} : { active: body.active ? 1 : 0 };
      const write = (changes: Parameters<typeof updateRule>[2]) =>
        db.transaction().execute(async (trx) => {
          await updateRule(trx, id, changes);
          const after = { ...rule, ...changes };
          const toggle = !('vendor_contains' in body);
          const action = toggle ? (body.active ? 'Rule Enabled' : 'Rule Disabled') : 'Rule Updated';
          await recordAudit(trx, {
            actor,
            action,
            targetType: 'Rule',
            targetId: id,
            details: toggle
              ? `${body.active ? 'Enabled' : 'Disabled'} rule ${ruleLabel(rule, client.name)}`
              : `Updated rule ${ruleLabel(rule, client.name)} to ${ruleLabel(after, client.name)}`,
            before: ruleValues(rule),
            after: ruleValues(after),
            canRollback: true,
          });
        });
      if (!('vendor_contains' in body)) {
        await write({ ...active, updated_at: nowIso() });
        return presentOne(await load(id));
      }
      const key = await assertValid(client, body.vendor_contains, body.map_to_account, id);
      const changes = {
        ...active,
        vendor_contains: body.vendor_contains.replace(/\s+/g, ' '),
        vendor_key: key,
        map_to_account: body.map_to_account,
        updated_at: nowIso(),
      };
      await writeUnique(
        () => write(changes),
        () => assertVendorFree(client, key, id),
      );
      return presentOne(await load(id));
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const rule = await load(id);
      const client = await requireClient(db, rule.client_id);
      await db.transaction().execute(async (trx) => {
        await deleteRule(trx, id);
        await recordAudit(trx, {
          actor,
          action: 'Rule Deleted',
          targetType: 'Rule',
          targetId: id,
          details: `Deleted rule ${ruleLabel(rule, client.name)}`,
          before: ruleValues(rule),
          after: null,
        });
      });
    },

    apply,
  };
}
