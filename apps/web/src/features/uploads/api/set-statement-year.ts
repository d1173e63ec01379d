import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function setStatementYear({ id, year }: { id: string; year: number }) {
  return api.request(uploads.setYear, { params: { id }, body: { year } });
}

export function useSetStatementYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStatementYear,
    // The upload stops asking and every row of it has a new date.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['uploads'] }), queryClient.invalidateQueries({ queryKey: ['transactions'] })]),
  });
}
