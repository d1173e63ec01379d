import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import { type OnlineAccounts, allowedCategoryLabels } from '../category-sources/category-sources.service.ts';
import { requireClient } from '../clients/clients.service.ts';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { ruleLabel, ruleValues } from '../audit/rule-audit.ts';
import type { AutoCategoriser } from '../transactions/auto-categorise.ts';
import { storeGuesses } from '../transactions/transactions.service.ts';
import { type Viewer, transactionVisibleTo } from '../uploads/upload-visibility.ts';
import { type RuleRow, deleteRule, findRule, findRuleByVendorKey, insertRule, updateRule } from './rules.queries.ts';

/** "Amazon  Mktplace" and "AMAZON MKTPLACE" are one rule. */
export function vendorKey(vendorContains: string): string {
  return vendorContains.trim().replace(/\s+/g, ' ').toLowerCase();
}

type RuleChanges = { active: boolean } | { vendor_contains: string; map_to_account: string; active?: boolean | undefined };

export type RulesService = ReturnType<typeof createRulesService>;

export function createRulesService({
  db,
  online,
  categoriser,
}: {
  db: Kysely<DB>;
  online: OnlineAccounts;
  categoriser: AutoCategoriser;
}) {
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

  return {
    async create(body: { client_id: string; vendor_contains: string; map_to_account: string }, actor: Actor & { id: string }) {
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
      return load(id);
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
            details: toggle ? `${body.active ? 'Enabled' : 'Disabled'} rule ${ruleLabel(rule, client.name)}` : `Updated rule ${ruleLabel(rule, client.name)} to ${ruleLabel(after, client.name)}`,
            before: ruleValues(rule),
            after: ruleValues(after),
            canRollback: true,
          });
        });
      if (!('vendor_contains' in body)) {
        await write({ ...active, updated_at: nowIso() });
        return load(id);
      }
      const key = await assertValid(client, body.vendor_contains, body.map_to_account, id);
      const changes = {
        ...active,
        vendor_contains: body.vendor_contains.replace(/\s+/g, ' '),
        vendor_key: key,
        map_to_account: body.map_to_account,
        updated_at: nowIso(),
      };
      await writeUnique(() => write(changes), () => assertVendorFree(client, key, id));
      return load(id);
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

    /** Files the client's undecided transactions by this rule; approved, hand-categorised and pushed ones stay. */
    async apply(id: string, actor: Actor, viewer: Viewer): Promise<number> {
      const rule = await load(id);
      if (rule.active !== 1) throw conflict('This rule is disabled. Enable it before applying it.');
      const client = await requireClient(db, rule.client_id);
      const open = await db
        .selectFrom('transactions')
        .selectAll()
        .where('client_id', '=', client.id)
        .where('approved', '=', 0)
        .where('manual_category', 'is', null)
        .where('qb_id', 'is', null)
        .where(transactionVisibleTo(viewer))
        .execute();
      return storeGuesses(db, categoriser, client, open, id, (trx, changed) =>
        recordAudit(trx, {
          actor,
          action: 'Rule Applied',
          targetType: 'Rule',
          targetId: id,
          details: `Applied rule ${ruleLabel(rule, client.name)}: ${changed} of ${open.length} open transactions re-categorised`,
        }),
      );
    },
  };
}
