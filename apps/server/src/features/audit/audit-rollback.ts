import type { Kysely } from 'kysely';
import type { AuditAction, AuditTargetType } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import { type AuditRow, findAuditEntry, markRolledBack } from './audit.queries.ts';
import { actorOf, recordAudit } from './record-audit.ts';

/**
 * Writes the rollback's own entry inside the reverting database transaction and answers its id; `details` (what was
 * undone) defaults to the entry's own.
 */
export type RecordRollback = (trx: Kysely<DB>, details?: string) => Promise<string>;

/**
 * Undoes what one kind of entry did, refusing when its target moved on since. The feature that owns the target writes
 * it (the log is written to by every feature and knows none of them); `services.ts` hands them in by action.
 */
export type Reverter = (entry: AuditRow, caller: Authenticated, record: RecordRollback) => Promise<string>;

export type Reverters = Partial<Record<AuditAction, Reverter>>;

/** Reverts what an audit entry did through its owner's reverter, and records the rollback itself. */
export function createAuditRollback({ db, reverters }: { db: Kysely<DB>; reverters: Reverters }) {
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

  return async function rollbackEntry(id: string, caller: Authenticated) {
    const entry = await findAuditEntry(db, id);
    if (!entry) throw notFound('Log entry not found');
    const refusal = presentAuditEntry(entry).rollbackBlockedReason;
    const revert = reverters[entry.action as AuditAction];
    if (refusal || !revert) throw conflict(refusal ?? 'This kind of change cannot be rolled back from the log.');
    let rollbackId: string;
    try {
      rollbackId = await revert(entry, caller, (trx, details = entry.details) => recordRollback(trx, entry, caller, details));
    } catch (error) {
      // Two admins at once: the loser's link insert fails on its primary key; say what happened.
      if ((await findAuditEntry(db, id))?.rolled_back_by) throw conflict('This change has already been rolled back.');
      throw error;
    }
    return (await findAuditEntry(db, rollbackId))!;
  };
}
