import type { Client, Transaction } from '@ledgerdesk/contracts';
import { ExportIifButton } from '../../quickbooks-desktop/components/export-iif-button.tsx';
import { PushToQuickBooksButton } from '../../quickbooks-online/components/push-button.tsx';

export interface QuickBooksActionsProps {
  client: Client;
  /** The rows the table has loaded so far (its pages, as filtered): the push starts from the first one's statement. */
  loadedRows: readonly Transaction[];
  /** The statement the screen is narrowed to (`?upload_id=`), if any. */
  uploadId: string | null;
}

/** The way out of Ledgerdesk: Push to QuickBooks for online clients, Export IIF for desktop clients. */
export function QuickBooksActions(props: QuickBooksActionsProps) {
  return props.client.account_type === 'online' ? <PushToQuickBooksButton {...props} /> : <ExportIifButton {...props} />;
}
