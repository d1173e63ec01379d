import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { AuditTargetType } from '@ledgerdesk/contracts';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { deleteRule, findRule, findRuleByVendorKey, updateRule } from '../rules/rules.queries.ts';
import { vendorKey } from '../rules/rules.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { createCorrectionRollback } from '../corrections/correction-rollback.ts';
import { type UploadsService, describeUploadRollback } from '../uploads/uploads.service.ts';
import { inQuickBooksReason, presentAuditEntry } from './audit.presenter.ts';
import { type AuditRow, findAuditEntry, markRolledBack } from './audit.queries.ts';
import { actorOf, recordAudit } from './record-audit.ts';
import { type RuleValues, ruleValues } from './rule-audit.ts';

interface TransactionValues {
  approved?: boolean;
  manual_category?: string | null;
}
type TransactionSnapshot = TransactionValues & { id: string };

const changedSince = (what: string) => conflict(`This ${what} has changed since this entry. Roll back the later change first.`);

/** Reverts what an audit entry did, refusing when the target moved on since, and records the rollback itself. */
export function createAuditRollback({
  db,
  transactions,
  corrections,
  uploads,
}: {
  db: Kysely<DB>;
  transactions: TransactionsService;
  uploads: UploadsService;
  corrections: ReturnType<typeof createCorrectionRollback>;
}) {
  /** The rollback's own entry, and the link that stops a second rollback (its primary key refuses a twin). */
  async function recordRollback(trx: Kysely<DB>, entry: AuditRow, caller: Authenticated, details: string): Promise<string> {
    const id = await recordAudit(trx, {
      actor: actorOf(caller.user),
      action: 'Rollback',
      // Copied from an entry this module wrote, so it is one of the contract's target types.
      targetType: entry.target_type as AuditTargetType,
      targetId: entry.target_id,
      details: `Rolled back ${entry.action.toLowerCase()}: ${details}`,
      before: entry.after_json === null ? null : JSON.parse(entry.after_json),
      after: entry.before_json === null ? null : JSON.parse(entry.before_json),
      rollbackOf: entry.id,
    });
    await markRolledBack(trx, entry, id);
    return id;
  }

  function snapshots(entry: AuditRow): Array<{ before: TransactionSnapshot; after: TransactionSnapshot }> {
    const before = JSON.parse(entry.before_json ?? 'null');
    const after = JSON.parse(entry.after_json ?? 'null');
    if (entry.action === 'Bulk Update') {
      const afterRows = new Map((after.rows as TransactionSnapshot[]).map((row) => [row.id, row]));
      return (before.rows as TransactionSnapshot[]).map((row) => ({ before: row, after: afterRows.get(row.id)! }));
    }
    return [{ before: { id: entry.target_id, ...before }, after: { id: entry.target_id, ...after } }];
  }

  function assertUnchanged(current: TransactionsTable[], expected: TransactionSnapshot[]) {
    if (current.length !== expected.length) throw conflict('A transaction of this entry no longer exists (its statement was rolled back).');
    if (current.some((row) => row.qb_id)) throw conflict(inQuickBooksReason);
    for (const want of expected) {
      const row = current.find((candidate) => candidate.id === want.id)!;
      if (want.approved !== undefined && (row.approved === 1) !== want.approved) throw changedSince('transaction');
      if (want.manual_category !== undefined && row.manual_category !== want.manual_category) throw changedSince('transaction');
    }
  }

  async function revertTransactions(entry: AuditRow, caller: Authenticated): Promise<string> {
    const pairs = snapshots(entry);
    let entryId = '';
    await transactions.restore(
      pairs.map(({ before: { id, ...values } }) => ({ id, values })),
      (current) => assertUnchanged(current, pairs.map((pair) => pair.after)),
      async (trx) => {
        entryId = await recordRollback(trx, entry, caller, entry.details);
      },
    );
    return entryId;
  }

  async function revertRule(entry: AuditRow, caller: Authenticated): Promise<string> {
    const after = JSON.parse(entry.after_json ?? 'null') as RuleValues;
    const before = JSON.parse(entry.before_json ?? 'null') as RuleValues | null;
    return db.transaction().execute(async (trx) => {
      const rule = await findRule(trx, entry.target_id);
      if (!rule || !isDeepStrictEqual(ruleValues(rule), after)) throw changedSince('rule');
      if (entry.action === 'Rule Created') {
        await deleteRule(trx, rule.id);
        return recordRollback(trx, entry, caller, entry.details);
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
      return recordRollback(trx, entry, caller, entry.details);
    });
  }

  async function revertUpload(entry: AuditRow, caller: Authenticated): Promise<string> {
    let entryId = '';
    await uploads.rollback(entry.target_id, caller, async (trx, outcome) => {
      const client = await trx.selectFrom('clients').select('name').where('id', '=', outcome.upload.client_id).executeTakeFirst();
      entryId = await recordRollback(trx, entry, caller, describeUploadRollback(outcome, client?.name ?? 'unknown client'));
    });
    return entryId;
  }

  const revertCorrection = (entry: AuditRow, caller: Authenticated) =>
    corrections.revertChange(entry, (trx) => recordRollback(trx, entry, caller, entry.details));

  const reverters: Record<string, (entry: AuditRow, caller: Authenticated) => Promise<string>> = {
    'Transaction Corrected': revertCorrection,
    'Transaction Excluded': revertCorrection,
    'Transaction Included': revertCorrection,
    'Transaction Split': revertCorrection,
    'Transaction Added': (entry, caller) => corrections.revertAdded(entry, (trx) => recordRollback(trx, entry, caller, entry.details)),
    'Transaction Approved': revertTransactions,
    'Category Changed': revertTransactions,
    'Transaction Edited': revertTransactions,
    'Bulk Update': revertTransactions,
    'Rule Created': revertRule,
    'Rule Updated': revertRule,
    'Rule Enabled': revertRule,
    'Rule Disabled': revertRule,
    'File Uploaded': revertUpload,
  };

  return async function rollbackEntry(id: string, caller: Authenticated) {
    const entry = await findAuditEntry(db, id);
    if (!entry) throw notFound('Log entry not found');
    const refusal = presentAuditEntry(entry).rollbackBlockedReason;
    const revert = reverters[entry.action];
    if (refusal || !revert) throw conflict(refusal ?? 'This kind of change cannot be rolled back from the log.');
    let rollbackId: string;
    try {
      rollbackId = await revert(entry, caller);
    } catch (error) {
      // Two admins at once: the loser's link insert fails on its primary key; say what happened.
      if ((await findAuditEntry(db, id))?.rolled_back_by) throw conflict('This change has already been rolled back.');
      throw error;
    }
    return (await findAuditEntry(db, rollbackId))!;
  };
}
