import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categories } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import type { CategoryInput } from './create-category.ts';
import { categoriesQueryOptions } from './get-categories.ts';

export function updateCategory({ id, input }: { id: string; input: CategoryInput }) {
  return api.request(categories.update, { params: { id }, body: input });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
