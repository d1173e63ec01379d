import type { Kysely } from 'kysely';
import type { DB, QboConnectionsTable } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { QboError } from './qbo-api.ts';
import { findConnection, markDisconnected, saveRotatedTokens } from './qbo-connections.queries.ts';
import type { QboTokenSource } from './qbo-http.ts';
import type { AppKeys, QboOAuth, TokenSet } from './qbo-oauth.ts';

export const RECONNECT_REASON = 'QuickBooks ended the connection. Reconnect to QuickBooks.';
const NOT_CONNECTED = 'This client is not connected to QuickBooks Online. Connect it from the Clients screen.';

/** Renew a little before Intuit's expiry, so a token never runs out between our check and Intuit's. */
const RENEW_MARGIN_MS = 60_000;

interface LiveTokens {
  realmId: string;
  accessToken: string;
  accessExpiresAt: number;
}

export interface TokenKeeperDeps {
  db: Kysely<DB>;
  /** Seals the access and refresh tokens at rest. */
  box: SecretBox;
  oauth: QboOAuth;
  keysFor(clientId: string): Promise<AppKeys>;
}

/** Seals a token set as the columns qbo_connections stores it in. */
export function sealTokens(box: SecretBox, tokens: TokenSet) {
  return {
    access_token_encrypted: box.seal(tokens.accessToken),
    refresh_token_encrypted: box.seal(tokens.refreshToken),
    access_expires_at: tokens.accessExpiresAt,
    refresh_expires_at: tokens.refreshExpiresAt,
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;

/**
 * Holds each company's access token and renews it. Renewal is serialised per client in this process,
 * and reads the stored row first: another process may already have rotated the refresh token, and
 * Intuit wants the newest one used (research notes, "Lifetimes and rotation"). The newest refresh token
 * Intuit returns is always stored, with its access token, in one statement.
 */
export function createTokenKeeper({ db, box, oauth, keysFor }: TokenKeeperDeps) {
  const live = new Map<string, LiveTokens>();
  const renewing = new Map<string, Promise<LiveTokens>>();

  function open(row: QboConnectionsTable): LiveTokens & { refreshToken: string } {
    if (row.status !== 'connected' || !row.access_token_encrypted || !row.refresh_token_encrypted) {
      throw new QboError(row.status_reason ?? NOT_CONNECTED, 'disconnected', null);
    }
    try {
      return {
        realmId: row.realm_id,
        accessToken: box.open(row.access_token_encrypted),
        refreshToken: box.open(row.refresh_token_encrypted),
        accessExpiresAt: row.access_expires_at ? Date.parse(row.access_expires_at) : 0,
      };
    } catch {
      throw new QboError(
        'The saved QuickBooks connection can no longer be read (the app secret changed). Reconnect to QuickBooks.',
        'disconnected',
        null,
      );
    }
  }

  async function stored(clientId: string) {
    const row = await findConnection(db, clientId);
    if (!row) throw new QboError(NOT_CONNECTED, 'disconnected', null);
    return open(row);
  }

  async function renew(clientId: string, stale: string | null): Promise<LiveTokens> {
    const current = await stored(clientId);
    // Someone (this process earlier, or another one) already renewed past the token we were refused.
    if (current.accessToken !== stale && current.accessExpiresAt - Date.now() > RENEW_MARGIN_MS) return current;
    let next: TokenSet;
    try {
      next = await oauth.refresh(await keysFor(clientId), current.refreshToken);
    } catch (error) {
      if (error instanceof QboError && error.code === 'invalid_grant') {
        live.delete(clientId);
        await markDisconnected(db, clientId, RECONNECT_REASON);
        throw new QboError(RECONNECT_REASON, 'disconnected', error.status, error.code);
      }
      throw error;
    }
    await saveRotatedTokens(db, clientId, sealTokens(box, next));
    return { realmId: current.realmId, accessToken: next.accessToken, accessExpiresAt: Date.parse(next.accessExpiresAt) };
  }

  function renewOnce(clientId: string, stale: string | null): Promise<LiveTokens> {
    let pending = renewing.get(clientId);
    if (!pending) {
      pending = renew(clientId, stale)
        .then((tokens) => {
          live.set(clientId, tokens);
          return tokens;
        })
        .finally(() => renewing.delete(clientId));
      renewing.set(clientId, pending);
    }
    return pending;
  }

  async function current(clientId: string): Promise<LiveTokens> {
    const pending = renewing.get(clientId);
    if (pending) return pending;
    let tokens = live.get(clientId);
    if (!tokens) {
      tokens = await stored(clientId);
      live.set(clientId, tokens);
    }
    if (tokens.accessExpiresAt - Date.now() <= RENEW_MARGIN_MS) return renewOnce(clientId, tokens.accessToken);
    return tokens;
  }

  return {
    /** The company a client is connected to; throws QboError('disconnected') when it is not. */
    realmOf: async (clientId: string) => (await current(clientId)).realmId,

    sourceFor(clientId: string): QboTokenSource {
      return {
        accessToken: async () => (await current(clientId)).accessToken,
        renewAfterRejection: async (rejected) => (await renewOnce(clientId, rejected)).accessToken,
      };
    },

    /** Forgets what this process holds for a client (after a disconnect or a new connection). */
    forget(clientId: string): void {
      live.delete(clientId);
    },
  };
}
