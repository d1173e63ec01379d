import type { Kysely } from 'kysely';
import { ASK_CLIENT, type transactions } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { requireClient } from '../clients/index.ts';
import type { Viewer } from '../../lib/caller.ts';
import { clientAccounts } from '../uploads/index.ts';
import { type ClientPage, type ListFilters, listClientPage, summariseClient } from './client-list.queries.ts';
import { decodeCursor } from './list-cursor.ts';

export type ClientListService = ReturnType<typeof createClientListService>;

/** The Transactions screen's paged list of a client's rows and its summary, both limited to what the viewer may see. */
export function createClientListService({ db }: { db: Kysely<DB> }) {
  return {
    /**
     * A page of the client's list; an unknown client is a 404, a cursor that is not ours a 400. The client is
     * looked up only when the page is empty: rows are proof enough that it exists.
     */
    async page(
      clientId: string,
      { cursor, limit, ...filters }: ListFilters & { cursor?: string | undefined; limit: number },
      viewer: Viewer,
    ): Promise<ClientPage> {
      const after = cursor === undefined ? null : decodeCursor(cursor);
      const page = await listClientPage(db, clientId, filters, viewer, after, limit);
      if (page.rows.length === 0) await requireClient(db, clientId);
      return page;
    },

    async summary(clientId: string, filters: ListFilters, viewer: Viewer): Promise<transactions.ClientSummary> {
      await requireClient(db, clientId);
      const [{ total, approved, pushed, excluded, categories }, accounts] = await Promise.all([
        summariseClient(db, clientId, filters, viewer),
        clientAccounts(db, clientId, viewer),
      ]);
      return { total, approved, pending: total - approved - excluded, pushed, excluded, categories: sortCategories(categories), accounts };
    },
  };
}

/** As the category filter lists them: the brief's fallback first, then by number and name. */
export function sortCategories(labels: readonly string[]): string[] {
  const rest = labels.filter((label) => label !== ASK_CLIENT).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return labels.includes(ASK_CLIENT) ? [ASK_CLIENT, ...rest] : rest;
}

/** The `Link` header's next page (RFC 8288): the same request with the cursor replaced. */
export function nextPageLink(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://ledgerdesk.invalid');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}
