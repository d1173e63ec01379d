import type { Client, Transaction } from '@ledgerdesk/contracts';
import { ExportIifButton } from '../../quickbooks-desktop/components/export-iif-button.tsx';
import { PushToQuickBooksButton } from '../../quickbooks-online/components/push-button.tsx';

export interface QuickBooksActionsProps {
  client: Client;
  /** The rows the screen has loaded for the client (all of them, not only the filtered ones). */
  transactions: readonly Transaction[];
  /** The statement the screen is narrowed to (`?upload_id=`), if any. */
  uploadId: string | null;
}

/** The way out of Ledgerdesk: Push to QuickBooks for online clients, Export IIF for desktop clients. */
export function QuickBooksActions(props: QuickBooksActionsProps) {
  return props.client.account_type === 'online' ? <PushToQuickBooksButton {...props} /> : <ExportIifButton {...props} />;
}
