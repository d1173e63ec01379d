import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySources } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { withQuery } from '../../../lib/with-query.ts';

export type ClientCategories = z.output<typeof categorySources.coaCategories.response>;

/** `refresh` asks QuickBooks Online again for an online client's accounts (a chart or the general list is read as it is). */
export function getClientCategories(clientId: string, { refresh = false } = {}): Promise<ClientCategories> {
  return api.request(withQuery(categorySources.coaCategories, refresh ? { refresh: 'true' } : {}), { params: { clientId } });
}

export const clientCategoriesQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['client-categories', clientId], queryFn: () => getClientCategories(clientId) });

/**
 * The categories a client's transactions may use, from its own source: the uploaded chart of accounts
 * (desktop), QuickBooks Online (online) or the general list. Loaded whenever a client is selected.
 */
export function useClientCategories(clientId: string | null) {
  return useQuery({ ...clientCategoriesQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
