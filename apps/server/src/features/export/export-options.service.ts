import type { Kysely } from 'kysely';
import type { QboAccount, RegisterAccount, exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type OnlineAccounts, categoriesForClient } from '../category-sources/index.ts';
import { requireClient } from '../clients/index.ts';
import { QboError } from '../quickbooks-online/index.ts';

/** What the QuickBooks Online connection offers for a client's registers: its company's accounts, or null. */
export interface OnlineAccountList {
  accounts(clientId: string): Promise<QboAccount[] | null>;
}

// The register is the account a statement's transactions sit on: a bank account or a credit card.
const REGISTER_TYPES = new Set(['Bank', 'Credit Card']);

/** A company that is not connected has no registers yet; QuickBooks being unreachable is said in words. */
async function onlineAccounts(list: OnlineAccountList, clientId: string): Promise<QboAccount[] | null> {
  try {
    return await list.accounts(clientId);
  } catch (error) {
    if (!(error instanceof QboError)) throw error;
    if (error.kind === 'disconnected') return null;
    throw new HttpError(424, error.message);
  }
}

export type ExportOptionsService = ReturnType<typeof createExportOptionsService>;

/** `onlineAccounts`: the QuickBooks Online connector, which lists an online client's registers. */
export function createExportOptionsService({
  db,
  online,
  onlineAccounts: list,
}: {
  db: Kysely<DB>;
  online: OnlineAccounts;
  onlineAccounts: OnlineAccountList;
}) {
  return {
    /** The export card of the Export screen, derived from the client's kind and its category source. */
    async forClient(clientId: string): Promise<z.infer<typeof exports.options.response>> {
      const client = await requireClient(db, clientId);
      const categories = await categoriesForClient(db, client, online);
      const desktop = client.account_type === 'desktop';
      const registers: RegisterAccount[] = desktop
        ? categories.categories
            .filter((account) => account.type !== null && REGISTER_TYPES.has(account.type))
            .map((account) => ({ id: account.id, name: account.name, type: account.type ?? '' }))
        : ((await onlineAccounts(list, client.id)) ?? [])
            .filter((account) => account.active && REGISTER_TYPES.has(account.type))
            .map((account) => ({ id: account.id, name: account.fullName, type: account.type }));
      return {
        client_id: client.id,
        account_type: client.account_type,
        export_method: desktop ? 'iif' : 'qbo_api',
        category_source: categories.source,
        requires_coa: desktop,
        has_coa: desktop && categories.available,
        formats: desktop ? ['journal_entries', 'bank_transactions'] : [],
        register_accounts: registers,
      };
    },
  };
}
