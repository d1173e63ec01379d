import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySources } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ClientCategories = z.output<typeof categorySources.coaCategories.response>;

export function getClientCategories(clientId: string): Promise<ClientCategories> {
  return api.request(categorySources.coaCategories, { params: { clientId } });
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
