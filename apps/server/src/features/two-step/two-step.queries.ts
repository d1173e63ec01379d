import type { Kysely } from 'kysely';
import type { DB, TwoStepRecoveryCodesTable } from '../../db/schema.ts';

export const FIRM_REQUIRES_KEY = 'two_step_required';

export function findSecret(db: Kysely<DB>, userId: string) {
  return db.selectFrom('two_step_secrets').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A setup in progress: a new secret replaces any earlier unconfirmed one (never an enabled one). */
export async function savePendingSecret(db: Kysely<DB>, userId: string, secretSealed: string, now: string): Promise<boolean> {
  await db.deleteFrom('two_step_secrets').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
  const inserted = await db
    .insertInto('two_step_secrets')
    .values({ user_id: userId, secret_sealed: secretSealed, created_at: now, enabled_at: null, last_used_step: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Turns a confirmed setup on; false when it was not pending (turned on meanwhile, or replaced). */
export async function enableSecret(db: Kysely<DB>, userId: string, secretSealed: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_step_secrets')
    .set({ enabled_at: now, last_used_step: step })
    .where('user_id', '=', userId)
    .where('secret_sealed', '=', secretSealed)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Accepts a code's time step once: true when this caller moved `last_used_step` forward to it. */
export async function claimStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_step_secrets')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeTwoStep(db: Kysely<DB>, userId: string): Promise<boolean> {
  await db.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
  const result = await db.deleteFrom('two_step_secrets').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function replaceRecoveryCodes(db: Kysely<DB>, userId: string, rows: TwoStepRecoveryCodesTable[]): Promise<void> {
  await db.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('two_step_recovery_codes').values(rows).execute();
}

/** Uses a recovery code up: true only for the one caller that found it unused. */
export async function claimRecoveryCode(db: Kysely<DB>, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_step_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_step_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChallenge(db: Kysely<DB>, challenge: { id: string; user_id: string; expires_at: string }, now: string): Promise<void> {
  // Expired challenges are of no use to anyone: each new one sweeps them.
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('sign_in_challenges')
    .values({ ...challenge, used_at: null })
    .execute();
}

export function findLiveChallenge(db: Kysely<DB>, id: string, userId: string, now: string) {
  return db
    .selectFrom('sign_in_challenges')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function claimChallenge(db: Kysely<DB>, id: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function readFirmRequirement(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('firm_settings').select('value').where('key', '=', FIRM_REQUIRES_KEY).executeTakeFirst();
  return row?.value === '1';
}

export async function writeFirmRequirement(db: Kysely<DB>, required: boolean, now: string): Promise<void> {
  const value = required ? '1' : '0';
  await db
    .insertInto('firm_settings')
    .values({ key: FIRM_REQUIRES_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export function listPeople(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .leftJoin('two_step_secrets', 'two_step_secrets.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'two_step_secrets.enabled_at'])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}
