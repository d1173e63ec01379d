import type { Kysely } from 'kysely';
import type { quickbooksOnline } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { requireClient } from '../clients/index.ts';
import { transactionVisibleTo } from '../uploads/index.ts';

type QboDocument = z.infer<typeof quickbooksOnline.qboDocument>;

// Intuit's own web app, per environment; the API hosts are Intuit's documented defaults (config.ts).
const APP_URLS: Record<string, string> = {
  'https://quickbooks.api.intuit.com': 'https://app.qbo.intuit.com',
  'https://sandbox-quickbooks.api.intuit.com': 'https://app.sandbox.qbo.intuit.com',
};

// The page of QuickBooks Online's web app that opens each document type we create (build-qbo-entity.ts).
// A Purchase opens on the expense page whatever its payment type; QuickBooks shows it as a check or card
// charge there when it is one.
const PAGES: Record<string, string> = { Purchase: 'expense', Deposit: 'deposit', Transfer: 'transfer', JournalEntry: 'journal' };

/**
 * Where the company's documents open, or null when it is not known: an API base that is not Intuit's (the
 * stand-in in tests and demos) has no web app to link to.
 */
export function qboAppUrl(apiBase: string): string | null {
  return APP_URLS[apiBase.replace(/\/+$/, '')] ?? null;
}

export function qboDocumentUrl(appUrl: string | null, entityType: string | null, qboId: string): string | null {
  const page = entityType ? PAGES[entityType] : undefined;
  if (!appUrl || !page) return null;
  return `${appUrl}/app/${page}?txnId=${encodeURIComponent(qboId)}`;
}

/** Every row of the client the caller may see that is in QuickBooks Online, as the document it became. */
export async function listQboDocuments(db: Kysely<DB>, appUrl: string | null, clientId: string, caller: Authenticated): Promise<QboDocument[]> {
  await requireClient(db, clientId);
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'qb_id', 'qb_entity_type'])
    .where('client_id', '=', clientId)
    .where('qb_id', 'is not', null)
    .where(transactionVisibleTo(caller))
    .execute();
  return rows.map((row) => ({
    transaction_id: row.id,
    entity_type: row.qb_entity_type,
    qbo_id: row.qb_id!,
    url: qboDocumentUrl(appUrl, row.qb_entity_type, row.qb_id!),
  }));
}
