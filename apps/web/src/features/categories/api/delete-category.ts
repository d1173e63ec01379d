import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categories } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { categoriesQueryOptions } from './get-categories.ts';

export function deleteCategory(id: string) {
  return api.request(categories.remove, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_reply, id) => {
      // Every deletion is confirmed, wherever it was asked for; the name comes from the list on screen.
      const name = queryClient.getQueryData(categoriesQueryOptions.queryKey)?.find((category) => category._id === id)?.name;
      toast.success('Category deleted', name ? { description: `"${name}" was removed from the list.` } : undefined);
      return queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey });
    },
  });
}
