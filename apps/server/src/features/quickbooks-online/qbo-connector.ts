import type { Kysely } from 'kysely';
import type { QboAccount } from '@ledgerdesk/contracts';
import type { QboConfig } from '../../config.ts';
import { qboAppUrl } from './qbo-documents.ts';
import type { DB } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { OnlineAccounts } from '../category-sources/index.ts';
import { findClient } from '../clients/index.ts';
import { type QboApi, type QboConnector, QboError } from './qbo-api.ts';
import { categoryOptionsOf, sameCategories, toQboAccount } from './qbo-accounts.ts';
import { createCompanyApi } from './qbo-company-api.ts';
import { findAccountCache, findConnection, saveAccountCache } from './qbo-connections.queries.ts';
import { createQboHttp } from './qbo-http.ts';
import { createQboLimiter } from './qbo-limiter.ts';
import { type AppKeys, createQboOAuth } from './qbo-oauth.ts';
import { createTokenKeeper } from './qbo-tokens.ts';

export interface ConnectorDeps {
  db: Kysely<DB>;
  config: QboConfig;
  /** The box the clients' QuickBooks secrets are sealed in. */
  credentials: SecretBox;
  /** The box access and refresh tokens are sealed in. */
  tokenBox: SecretBox;
}

export type QboConnection = ReturnType<typeof createQboConnector>;

/**
 * Everything that talks to Intuit for one process: the OAuth client, the token keeper, one limiter
 * shared by every company's calls, and the accounts cache. Built once in services.ts and handed to the routes and the push job runner that need it.
 */
export function createQboConnector({ db, config, credentials, tokenBox }: ConnectorDeps) {
  const oauth = createQboOAuth(config);
  const http = createQboHttp({ apiBase: config.apiBase, limiter: createQboLimiter(), throttleWaitMs: config.throttleWaitMs });

  /** A client's saved app keys; the error says what to do when there are none or they cannot be read. */
  async function keysFor(clientId: string): Promise<AppKeys> {
    const client = await findClient(db, clientId);
    if (!client?.qb_client_id || !client.qb_client_secret_encrypted) {
      throw new QboError("Save the client's QuickBooks keys (QB Client ID and Secret) first.", 'disconnected', null);
    }
    try {
      return { clientId: client.qb_client_id, clientSecret: credentials.open(client.qb_client_secret_encrypted) };
    } catch {
      throw new QboError(
        'The saved QuickBooks client secret can no longer be read (the app secret changed). Enter the keys again.',
        'disconnected',
        null,
      );
    }
  }

  const tokens = createTokenKeeper({ db, box: tokenBox, oauth, keysFor });

  async function forClient(clientId: string): Promise<QboApi> {
    const realmId = await tokens.realmOf(clientId);
    return createCompanyApi({ clientId, realmId, http, tokens: tokens.sourceFor(clientId), batchSize: config.batchSize });
  }

  /** The accounts, and whether they came from Intuit just now over a cached copy whose categories differ. */
  async function load(clientId: string, refresh: boolean): Promise<{ accounts: QboAccount[]; categoriesChanged: boolean } | null> {
    const connection = await findConnection(db, clientId);
    if (!connection || connection.status !== 'connected') return null;
    const cache = await findAccountCache(db, clientId);
    const cached = cache?.realm_id === connection.realm_id ? (JSON.parse(cache.accounts_json) as QboAccount[]) : null;
    if (cached && !refresh) return { accounts: cached, categoriesChanged: false };
    try {
      const api = await forClient(clientId);
      // Name lists return active rows only unless asked (research notes, "Query language").
      const fresh = (await api.query('Account', 'Active IN (true, false)')).map(toQboAccount);
      await saveAccountCache(db, clientId, api.realmId, JSON.stringify(fresh));
      return { accounts: fresh, categoriesChanged: !cached || !sameCategories(cached, fresh) };
    } catch (error) {
      // While QuickBooks is unreachable the screens keep working on the last good copy.
      if (cached && error instanceof QboError && error.kind !== 'disconnected') return { accounts: cached, categoriesChanged: false };
      throw error;
    }
  }

  async function accounts(clientId: string): Promise<QboAccount[] | null> {
    return (await load(clientId, false))?.accounts ?? null;
  }

  /** A load, or null where QuickBooks refuses: the screens then say the client has no categories from it. */
  async function unlessRefused<T>(loading: Promise<T>): Promise<T | null> {
    try {
      return await loading;
    } catch (error) {
      if (error instanceof QboError) return null;
      throw error;
    }
  }

  /** Online clients' categories: their company's active accounts, or null while not connected. */
  const categorySource: OnlineAccounts = {
    listAccounts: async (client) => {
      const loaded = await unlessRefused(load(client.id, false));
      return loaded && categoryOptionsOf(loaded.accounts);
    },
    refreshAccounts: async (client) => (await unlessRefused(load(client.id, true)))?.categoriesChanged ?? false,
  };

  const connector: QboConnector = { forClient, accounts, appUrl: qboAppUrl(config.apiBase) };
  return { ...connector, loadAccounts: load, oauth, tokens, keysFor, categorySource };
}
