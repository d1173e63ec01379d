import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditTargetType } from '@ledgerdesk/contracts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/** Who made a change: kept by id and by the name they had at the time. */
export interface Actor {
  id: string | null;
  name: string;
}

export const actorOf = (user: Pick<UsersTable, 'id' | 'name'>): Actor & { id: string } => ({ id: user.id, name: user.name });

export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** One line a bookkeeper reads: "Approved DELTA AIR $1,090.74 of 12/16/2025 (Harbor Light Dental LLC)". */
  details: string;
  /** Only the values the change touched; never a secret. */
  before?: unknown;
  after?: unknown;
  /** True only for kinds `audit-rollback.ts` knows how to revert. */
  canRollback?: boolean;
  rollbackOf?: string;
}

/**
 * Records one change. Call it with the open database transaction that makes the change, so there is
 * never a change without its entry nor an entry without its change.
 */
export async function recordAudit(trx: Kysely<DB>, record: AuditRecord): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = nowIso();
  await trx
    .insertInto('audit_log')
    .values({
      id,
      created_at: createdAt,
      user_id: record.actor.id,
      user_name: record.actor.name,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      details: record.details,
      search_text: [record.details, record.actor.name, record.action, record.targetId].join(' ').toLowerCase(),
      before_json: record.before === undefined ? null : JSON.stringify(record.before),
      after_json: record.after === undefined ? null : JSON.stringify(record.after),
      can_rollback: record.canRollback ? 1 : 0,
      rollback_of: record.rollbackOf ?? null,
    })
    .execute();
  await countEntry(
    trx,
    { created_at: createdAt, action: record.action, target_type: record.targetType, user_id: record.actor.id },
    1,
    record.canRollback ? 1 : 0,
  );
  return id;
}

/** The audit_counts day of the all-time totals, which the cards use when no day is chosen. */
export const ALL_DAYS = '*';

/** Keeps the summary cards' running totals (audit_counts) in step with the log, in the caller's transaction. */
export async function countEntry(
  trx: Kysely<DB>,
  entry: { created_at: string; action: string; target_type: string; user_id: string | null },
  entries: number,
  rollbackable: number,
): Promise<void> {
  const bucket = { action: entry.action, target_type: entry.target_type, user_key: entry.user_id ?? '', entries, rollbackable };
  await trx
    .insertInto('audit_counts')
    .values([
      { day: entry.created_at.slice(0, 10), ...bucket },
      { day: ALL_DAYS, ...bucket },
    ])
    .onConflict((oc) =>
      oc.columns(['day', 'action', 'target_type', 'user_key']).doUpdateSet((eb) => ({
        entries: eb('audit_counts.entries', '+', entries),
        rollbackable: eb('audit_counts.rollbackable', '+', rollbackable),
      })),
    )
    .execute();
}
