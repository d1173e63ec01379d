import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categories } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { categoriesQueryOptions } from './get-categories.ts';

export function deleteCategory(id: string) {
  return api.request(categories.remove, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
