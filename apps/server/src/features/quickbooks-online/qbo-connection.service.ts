import type { Kysely } from 'kysely';
import type { Recategorised as RecategorisedCounts } from '@ledgerdesk/contracts';
import { recategorisedWords } from '@ledgerdesk/contracts/wording';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { type ChangedBy, type OnCategoriesChanged, recategorisedField } from '../../lib/categories-changed.ts';
import { HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type Actor, actorOf, recordAudit } from '../audit/index.ts';
import { requireClient, updateClient } from '../clients/index.ts';
import { findUserById } from '../users/index.ts';
import { QboError } from './qbo-api.ts';
import { registerAccountsOf } from './qbo-accounts.ts';
import {
  claimOauthState,
  deleteConnection,
  deleteOldOauthStates,
  findConnection,
  findOauthState,
  insertOauthState,
  saveConnection,
} from './qbo-connections.queries.ts';
import type { QboConnection } from './qbo-connector.ts';
import type { StateSigner } from './qbo-oauth-state.ts';
import { sealTokens } from './qbo-tokens.ts';

/** Intuit's consent usually takes a minute; ten is generous without leaving a state lying around. */
const STATE_TTL_SECONDS = 10 * 60;

export interface CallbackQuery {
  code?: string;
  state?: string;
  realmId?: string;
  error?: string;
}

/** What the Connect pop-up's last page says. */
export interface CallbackOutcome {
  status: 200 | 400;
  title: string;
  message: string;
  connectedClientId?: string;
  /** The client's open rows categorised again with the company's accounts (the opener's toast says so). */
  recategorised?: RecategorisedCounts;
}

const failed = (message: string, status: 200 | 400 = 400): CallbackOutcome => ({ status, title: 'QuickBooks not connected', message });

/** A QboError as an HTTP answer from our API: reconnecting and unreachable QuickBooks are both the caller's to resolve, not ours. */
export function qboHttpError(error: unknown): unknown {
  if (!(error instanceof QboError)) return error;
  if (error.kind === 'disconnected') return conflict(error.message);
  if (error.kind === 'validation') return badRequest(error.message);
  return new HttpError(424, error.message);
}

export function notConnected(client: ClientsTable): HttpError {
  return conflict(`${client.name} is not connected to QuickBooks Online.`);
}

function requireOnline(client: ClientsTable): void {
  if (client.account_type !== 'online') {
    throw badRequest(`${client.name} is set up for QuickBooks Desktop. QuickBooks Online keys and connections are for online clients only.`);
  }
}

export type QboConnectionService = ReturnType<typeof createQboConnectionService>;

export function createQboConnectionService(deps: {
  db: Kysely<DB>;
  qbo: QboConnection;
  credentials: SecretBox;
  tokenBox: SecretBox;
  states: StateSigner;
  onCategoriesChanged: OnCategoriesChanged;
}) {
  const { db, qbo, credentials, tokenBox, states, onCategoriesChanged } = deps;

  /** Why a state cannot be used, for the pop-up page. */
  async function stateProblem(id: string): Promise<string> {
    const stored = await findOauthState(db, id);
    if (stored?.used_at) return 'This QuickBooks sign-in link was already used. Close this window and click Connect again.';
    if (stored) return 'This QuickBooks sign-in took longer than 10 minutes and expired. Close this window and click Connect again.';
    return 'This QuickBooks sign-in could not be verified. Close this window and click Connect again.';
  }

  /**
   * A connected client's accounts, or the reason there are none, as an HTTP error. `refresh` asks Intuit again;
   * when the categories that offers differ from the copy held before, `by`'s open rows are categorised again.
   */
  async function accountsOf(clientId: string, refresh: string | undefined, by: ChangedBy) {
    const client = await requireClient(db, clientId);
    let loaded;
    try {
      loaded = await qbo.loadAccounts(clientId, refresh === 'true');
    } catch (error) {
      throw qboHttpError(error);
    }
    if (!loaded) throw notConnected(client);
    if (loaded.categoriesChanged) {
      await onCategoriesChanged(clientId, by, 'after its QuickBooks Online accounts were refreshed');
    }
    return loaded.accounts;
  }

  return {
    accounts: accountsOf,

    /** The accounts a statement's rows may sit on (its register): the bank and card accounts. */
    registerAccounts: async (clientId: string, refresh: string | undefined, by: ChangedBy) =>
      registerAccountsOf(await accountsOf(clientId, refresh, by)),

    async saveKeys(clientId: string, keys: { qb_client_id: string; qb_client_secret: string }, actor: Actor): Promise<void> {
      const client = await requireClient(db, clientId);
      requireOnline(client);
      await db.transaction().execute(async (trx) => {
        await updateClient(trx, clientId, {
          qb_client_id: keys.qb_client_id,
          qb_client_secret_encrypted: credentials.seal(keys.qb_client_secret),
          updated_at: nowIso(),
        });
        await recordAudit(trx, {
          actor,
          action: 'QuickBooks Keys Saved',
          targetType: 'Client',
          targetId: clientId,
          details: `Saved QuickBooks Online keys for ${client.name} (#${client.client_number})`,
          // Never the secret itself: only whether one is stored.
          before: { qb_client_id: client.qb_client_id, has_qb_client_secret: client.qb_client_secret_encrypted !== null },
          after: { qb_client_id: keys.qb_client_id, has_qb_client_secret: true },
        });
      });
    },

    /** Where to send the pop-up: Intuit's consent page, with a fresh single-use state. */
    async connectUrl(clientId: string, userId: string): Promise<string> {
      const client = await requireClient(db, clientId);
      requireOnline(client);
      const keys = await qbo.keysFor(clientId).catch((error: unknown) => {
        throw error instanceof QboError ? badRequest(error.message) : error;
      });
      const { id, state } = states.issue();
      const now = nowIso();
      await deleteOldOauthStates(db, isoAfter(-24 * 3600));
      await insertOauthState(db, {
        id,
        client_id: clientId,
        user_id: userId,
        expires_at: isoAfter(STATE_TTL_SECONDS),
        used_at: null,
        created_at: now,
      });
      return qbo.oauth.authorizeUrl(keys, state);
    },

    /** Intuit sent the pop-up back: check the state, take the code, store the tokens. Stores nothing on any failure. */
    async completeCallback(query: CallbackQuery): Promise<CallbackOutcome> {
      if (!query.state) {
        return query.error === 'access_denied'
          ? failed('QuickBooks connection was cancelled', 200)
          : failed('QuickBooks sent this window back without the sign-in details. Close it and click Connect again.');
      }
      const id = states.verify(query.state);
      if (!id) return failed('This QuickBooks sign-in could not be verified. Close this window and click Connect again.');
      const claimed = await claimOauthState(db, id);
      if (!claimed) return failed(await stateProblem(id));
      if (query.error) {
        return query.error === 'access_denied'
          ? failed('QuickBooks connection was cancelled', 200)
          : failed(`QuickBooks did not connect the company (${query.error}). Close this window and try again.`);
      }
      if (!query.code || !query.realmId)
        return failed('QuickBooks sent this window back without the company details. Close it and click Connect again.');

      const client = await requireClient(db, claimed.client_id);
      let tokens;
      try {
        tokens = await qbo.oauth.exchangeCode(await qbo.keysFor(client.id), query.code);
      } catch (error) {
        if (error instanceof QboError) return failed(`QuickBooks did not complete the connection: ${error.message}`);
        throw error;
      }
      const now = nowIso();
      const user = await findUserById(db, claimed.user_id);
      const realmId = query.realmId;
      await db.transaction().execute(async (trx) => {
        await saveConnection(trx, {
          client_id: client.id,
          realm_id: realmId,
          ...sealTokens(tokenBox, tokens),
          status: 'connected',
          status_reason: null,
          connected_by: claimed.user_id,
          connected_at: now,
          updated_at: now,
        });
        await recordAudit(trx, {
          actor: user ? actorOf(user) : { id: null, name: 'Unknown user' },
          action: 'QuickBooks Connected',
          targetType: 'Client',
          targetId: client.id,
          details: `Connected ${client.name} (#${client.client_number}) to QuickBooks Online company ${realmId}`,
          after: { realmId },
        });
      });
      qbo.tokens.forget(client.id);
      // Loads the company's accounts (they are the client's categories now) with the tokens just stored.
      const { recategorised } = recategorisedField(
        user ? await onCategoriesChanged(client.id, user, 'after QuickBooks Online was connected') : undefined,
      );
      const connected = `${client.name} is now connected to QuickBooks Online (company ${query.realmId}).`;
      return {
        status: 200,
        title: 'QuickBooks Connected',
        message: recategorised ? `${connected} ${recategorisedWords(recategorised, 'with its accounts')}`.trim() : connected,
        connectedClientId: client.id,
        ...(recategorised && { recategorised }),
      };
    },

    async status(clientId: string) {
      await requireClient(db, clientId);
      const connection = await findConnection(db, clientId);
      const connected = connection?.status === 'connected';
      return {
        connected,
        realmId: connection?.realm_id ?? null,
        token_expires_at: connected ? (connection.access_expires_at ?? null) : null,
        refresh_token_expires_at: connected ? (connection.refresh_expires_at ?? null) : null,
        message: connection && !connected ? (connection.status_reason ?? 'Reconnect to QuickBooks.') : null,
      };
    },

    /** Revokes at Intuit, then forgets the connection here whatever Intuit answered. */
    async disconnect(clientId: string, tokenType: 'refresh' | 'access', actor: Actor): Promise<{ message: string; revoked: boolean }> {
      const client = await requireClient(db, clientId);
      const connection = await findConnection(db, clientId);
      if (!connection) throw notConnected(client);
      const sealed = tokenType === 'access' ? connection.access_token_encrypted : connection.refresh_token_encrypted;
      let revoked = false;
      if (sealed) {
        try {
          revoked = await qbo.oauth.revoke(await qbo.keysFor(clientId), tokenBox.open(sealed));
        } catch {
          revoked = false;
        }
      }
      await db.transaction().execute(async (trx) => {
        await deleteConnection(trx, clientId);
        await recordAudit(trx, {
          actor,
          action: 'QuickBooks Disconnected',
          targetType: 'Client',
          targetId: clientId,
          details: `Disconnected ${client.name} (#${client.client_number}) from QuickBooks Online company ${connection.realm_id}${revoked ? '' : '; QuickBooks did not confirm the revoke'}`,
          before: { realmId: connection.realm_id },
          after: { revoked },
        });
      });
      qbo.tokens.forget(clientId);
      if (revoked || !sealed) return { message: 'Disconnected from QuickBooks', revoked };
      return {
        message: 'Disconnected from QuickBooks. QuickBooks could not be reached to revoke access; remove the app in QuickBooks too.',
        revoked: false,
      };
    },
  };
}
