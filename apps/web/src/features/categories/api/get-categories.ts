import { queryOptions, useQuery } from '@tanstack/react-query';
import { categories, type Category } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getCategories(): Promise<Category[]> {
  return api.request(categories.list);
}

export const categoriesQueryOptions = queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
