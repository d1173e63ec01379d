import type { Kysely } from 'kysely';
import type { DB, QboConnectionsTable, QboOauthStatesTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

export function findConnection(db: Kysely<DB>, clientId: string) {
  return db.selectFrom('qbo_connections').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

/** A new connection, or a reconnection replacing whatever was stored for the client. */
export async function saveConnection(db: Kysely<DB>, row: QboConnectionsTable): Promise<void> {
  const { client_id: _key, ...changes } = row;
  await db
    .insertInto('qbo_connections')
    .values(row)
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet(changes))
    .execute();
}

/** Both tokens in one statement, so a rotated refresh token is never stored without its access token or lost. */
export async function saveRotatedTokens(
  db: Kysely<DB>,
  clientId: string,
  tokens: Pick<QboConnectionsTable, 'access_token_encrypted' | 'refresh_token_encrypted' | 'access_expires_at' | 'refresh_expires_at'>,
): Promise<void> {
  await db
    .updateTable('qbo_connections')
    .set({ ...tokens, updated_at: nowIso() })
    .where('client_id', '=', clientId)
    .where('status', '=', 'connected')
    .execute();
}

/** Intuit ended the grant: the tokens are worthless, the reason stays for the admin to read. */
export async function markDisconnected(db: Kysely<DB>, clientId: string, reason: string): Promise<void> {
  await db
    .updateTable('qbo_connections')
    .set({
      status: 'disconnected',
      status_reason: reason,
      access_token_encrypted: null,
      refresh_token_encrypted: null,
      access_expires_at: null,
      refresh_expires_at: null,
      updated_at: nowIso(),
    })
    .where('client_id', '=', clientId)
    .execute();
}

export async function deleteConnection(db: Kysely<DB>, clientId: string): Promise<void> {
  await db.deleteFrom('qbo_account_cache').where('client_id', '=', clientId).execute();
  await db.deleteFrom('qbo_connections').where('client_id', '=', clientId).execute();
}

export async function insertOauthState(db: Kysely<DB>, row: QboOauthStatesTable): Promise<void> {
  await db.insertInto('qbo_oauth_states').values(row).execute();
}

/**
 * Marks a state used and returns it, or undefined when it is unknown, already used or expired. The
 * `used_at IS NULL` condition makes the claim atomic: of two callbacks with one state, only one wins.
 */
export async function claimOauthState(db: Kysely<DB>, id: string): Promise<QboOauthStatesTable | undefined> {
  const now = nowIso();
  const claimed = await db
    .updateTable('qbo_oauth_states')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('qbo_oauth_states').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOauthState(db: Kysely<DB>, id: string) {
  return db.selectFrom('qbo_oauth_states').selectAll().where('id', '=', id).executeTakeFirst();
}

/** States older than a day serve no purpose: kept that long only so a late callback can say "expired". */
export async function deleteOldOauthStates(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('qbo_oauth_states').where('expires_at', '<', before).execute();
}

export function findAccountCache(db: Kysely<DB>, clientId: string) {
  return db.selectFrom('qbo_account_cache').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function saveAccountCache(db: Kysely<DB>, clientId: string, realmId: string, accountsJson: string): Promise<void> {
  const fetched_at = nowIso();
  await db
    .insertInto('qbo_account_cache')
    .values({ client_id: clientId, realm_id: realmId, accounts_json: accountsJson, fetched_at })
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ realm_id: realmId, accounts_json: accountsJson, fetched_at }))
    .execute();
}
