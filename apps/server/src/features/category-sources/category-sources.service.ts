import type { Kysely } from 'kysely';
import { ASK_CLIENT, type CategoryOption } from '@ledgerdesk/contracts';
import type { ClientsTable, CoaAccountsTable, DB } from '../../db/schema.ts';
import { centsToDollars } from '../../lib/money.ts';
import { type ChangedBy, type OnCategoriesChanged, type Recategorised, recategorisedField } from '../../lib/categories-changed.ts';
import { listCategories } from '../categories/index.ts';
import { requireClient } from '../clients/index.ts';
import { findActiveChart, listChartAccounts } from '../chart-of-accounts/index.ts';

export interface CategorySourceResult {
  source: 'coa' | 'qbo' | 'general';
  available: boolean;
  message: string | null;
  categories: CategoryOption[];
}

/** QuickBooks Online's account list for a client, or null while the client is not connected. */
export interface OnlineAccounts {
  listAccounts(client: ClientsTable): Promise<CategoryOption[] | null>;
  /**
   * Asks QuickBooks again for the accounts (kept for `listAccounts`); true when the categories they offer differ from
   * the copy held before, false when they do not or the client is not connected.
   */
  refreshAccounts(client: ClientsTable): Promise<boolean>;
}

/** The label a category travels as: `6110 - Automobile Expense:Fuel`, or the bare name without a number. */
export function categoryLabel(number: string | null, fullName: string): string {
  return number ? `${number} - ${fullName}` : fullName;
}

function chartOption(account: CoaAccountsTable): CategoryOption {
  return {
    id: account.id,
    label: categoryLabel(account.number, account.full_name),
    name: account.full_name,
    number: account.number,
    type: account.type,
    detail_type: account.detail_type,
    balance: account.balance_cents === null ? null : centsToDollars(account.balance_cents),
  };
}

/**
 * The categories a client's transactions may use, from the client's own source: its uploaded chart
 * (desktop), its QuickBooks Online accounts (online), or the firm's general list (anything else).
 */
export async function categoriesForClient(db: Kysely<DB>, client: ClientsTable, online: OnlineAccounts): Promise<CategorySourceResult> {
  if (client.account_type === 'desktop') {
    const chart = await findActiveChart(db, client.id);
    if (!chart) {
      return { source: 'coa', available: false, message: 'No COA uploaded', categories: [] };
    }
    const accounts = (await listChartAccounts(db, chart.id)).filter((account) => account.active === 1);
    return { source: 'coa', available: true, message: null, categories: accounts.map(chartOption) };
  }
  if (client.account_type === 'online') {
    const accounts = await online.listAccounts(client);
    if (!accounts) {
      return {
        source: 'qbo',
        available: false,
        message: `${client.name} is not connected to QuickBooks Online yet.`,
        categories: [],
      };
    }
    return { source: 'qbo', available: true, message: null, categories: accounts };
  }
  const general = await listCategories(db);
  return {
    source: 'general',
    available: general.length > 0,
    message: general.length > 0 ? null : 'No categories',
    categories: general.map((category) => ({
      id: category.id,
      label: category.name,
      name: category.name,
      number: null,
      type: null,
      detail_type: null,
      balance: null,
    })),
  };
}

export type CategorySourcesService = ReturnType<typeof createCategorySourcesService>;

export function createCategorySourcesService({
  db,
  online,
  onCategoriesChanged,
}: {
  db: Kysely<DB>;
  online: OnlineAccounts;
  onCategoriesChanged: OnCategoriesChanged;
}) {
  return {
    /**
     * A client's categories as the worker's category picker asks for them. `refresh` asks QuickBooks Online again
     * (a chart or the general list is already current); when that brings other categories, the open rows `by` may
     * see are categorised again with them, as after connecting.
     */
    async forClient(clientId: string, refresh?: { by: ChangedBy }) {
      const client = await requireClient(db, clientId);
      let recategorised: Recategorised | undefined;
      if (refresh && client.account_type === 'online' && (await online.refreshAccounts(client))) {
        recategorised = await onCategoriesChanged(client.id, refresh.by, 'after its QuickBooks Online accounts were refreshed');
      }
      return {
        client_id: client.id,
        account_type: client.account_type,
        ...(await categoriesForClient(db, client, online)),
        ...recategorisedField(recategorised),
      };
    },
  };
}

/** Every label a client's transactions may carry: its own categories plus the brief's fallback. */
export async function allowedCategoryLabels(db: Kysely<DB>, client: ClientsTable, online: OnlineAccounts): Promise<Set<string>> {
  const { categories } = await categoriesForClient(db, client, online);
  return new Set([ASK_CLIENT, ...categories.map((category) => category.label)]);
}
