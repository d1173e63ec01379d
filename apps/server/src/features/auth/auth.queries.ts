import type { Kysely } from 'kysely';
import type { DB, RefreshTokensTable, SessionsTable } from '../../db/schema.ts';
import { FIRM_REQUIRES_KEY } from '../two-step/index.ts';

export async function insertSession(db: Kysely<DB>, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function insertRefreshToken(db: Kysely<DB>, token: RefreshTokensTable): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export function findRefreshToken(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'refresh_tokens.successor_sealed',
      'sessions.user_id',
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token used only if nobody else did first: true when this caller won. */
export async function claimRefreshToken(db: Kysely<DB>, id: string, usedAt: string): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSuccessor(db: Kysely<DB>, id: string, successorSealed: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ successor_sealed: successorSealed }).where('id', '=', id).execute();
}

/** Drops the sealed successors of a session's tokens rotated before `usedBefore`: past the grace window. */
export async function forgetSuccessors(db: Kysely<DB>, sessionId: string, usedBefore: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ successor_sealed: null })
    .where('session_id', '=', sessionId)
    .where('used_at', '<', usedBefore)
    .where('successor_sealed', 'is not', null)
    .execute();
}

export async function revokeSession(db: Kysely<DB>, sessionId: string, reason: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The user behind an access token, provided its session has not been ended, with whether they have two-step
 * sign-in on and whether the firm requires it (two primary-key lookups in the same query).
 */
export function findSessionUser(db: Kysely<DB>, sessionId: string, userId: string) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      // Never the password hash: the caller rides along on every request, and nothing a request does needs it.
      .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.created_at', 'users.updated_at'])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('two_step_secrets')
              .select('two_step_secrets.user_id')
              .whereRef('two_step_secrets.user_id', '=', 'users.id')
              .where('two_step_secrets.enabled_at', 'is not', null),
          )
          .as('two_step_enabled'),
        eb
          .exists(
            eb
              .selectFrom('firm_settings')
              .select('firm_settings.key')
              .where('firm_settings.key', '=', FIRM_REQUIRES_KEY)
              .where('firm_settings.value', '=', '1'),
          )
          .as('firm_requires_two_step'),
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst()
  );
}
