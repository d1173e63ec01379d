import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categories } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { categoriesQueryOptions } from './get-categories.ts';

export type CategoryInput = z.input<typeof categories.categoryInput>;

export function createCategory(input: CategoryInput) {
  return api.request(categories.create, { body: input });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
