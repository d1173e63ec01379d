import { useQuery } from '@tanstack/react-query';
import { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { qboKeys } from './query-keys.ts';

export type QboDocument = z.infer<typeof quickbooksOnline.qboDocument>;

export function getDocuments(clientId: string): Promise<QboDocument[]> {
  return api.request(quickbooksOnline.documents, { params: { clientId } });
}

/**
 * The document one pushed row became in QuickBooks Online (type, id, link). One request per client, shared
 * by every row of the table; asked for only once a row is in QuickBooks.
 */
export function useQboDocument(clientId: string, transactionId: string, enabled: boolean): QboDocument | undefined {
  const { data } = useQuery({
    queryKey: qboKeys.documents(clientId),
    queryFn: async () => new Map((await getDocuments(clientId)).map((document) => [document.transaction_id, document])),
    enabled,
    staleTime: 60_000,
    select: (documents) => documents.get(transactionId),
  });
  return data;
}
