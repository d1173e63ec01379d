import { queryOptions, useQuery } from '@tanstack/react-query';
import { exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ExportOptions = z.output<typeof exports.options.response>;

export function getExportOptions(clientId: string): Promise<ExportOptions> {
  return api.request(exports.options, { params: { clientId } });
}

export const exportOptionsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['export-options', clientId], queryFn: () => getExportOptions(clientId) });

/** How a client's transactions leave: method, category source, COA need, formats, register accounts. */
export function useExportOptions(clientId: string | null) {
  return useQuery({ ...exportOptionsQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
