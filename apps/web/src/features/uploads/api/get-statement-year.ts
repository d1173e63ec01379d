import { queryOptions, useQuery } from '@tanstack/react-query';
import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export function getStatementYear(id: string) {
  return api.request(uploads.statementYear, { params: { id } });
}

export const statementYearQueryOptions = (id: string) => queryOptions({ queryKey: ['uploads', 'year', id], queryFn: () => getStatementYear(id) });

/** The question for a statement that prints no year: its span and a suggested year. */
export function useStatementYear(id: string) {
  return useQuery(statementYearQueryOptions(id));
}
