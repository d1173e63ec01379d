import type { Client, Transaction } from '@ledgerdesk/contracts';
import type { ClientListQuery } from '../api/get-client-transactions.ts';

/**
 * The screen's ways out (the spreadsheet download, then QuickBooks), drawn by the route that composes the screen: the
 * features behind them build on the transactions (their rows, their queries), so the transactions cannot import them.
 */
export interface ExitsProps {
  client: Client;
  /** The rows the table has loaded so far (its pages, as filtered): the push starts from the first one's statement. */
  loadedRows: readonly Transaction[];
  /** The statement the screen is narrowed to (`?upload_id=`), if any. */
  uploadId: string | null;
  /** What the list shows: a download holds every row these filters let through. */
  filters: ClientListQuery;
  /** Nothing to take out yet: the list is loading or empty. */
  disabled: boolean;
}
