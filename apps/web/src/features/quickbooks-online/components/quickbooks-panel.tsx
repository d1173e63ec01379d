import type { Client } from '@ledgerdesk/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useConnectionStatus } from '../api/get-connection-status.ts';
import { ChartOfAccountsCard } from './chart-of-accounts-card.tsx';
import { IntegrationCard } from './integration-card.tsx';
import { RegisterAccountsCard } from './register-accounts-card.tsx';

interface QuickBooksPanelProps {
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The integration panel of an online client (Clients screen): its keys and connection, the company's
 * Chart of Accounts and its Register Accounts. Closing the panel unmounts it, which also ends any
 * status polling a Connect started.
 */
export function QuickBooksPanel({ client, open, onOpenChange }: QuickBooksPanelProps) {
  return (
    <Dialog open={open && client !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto"
        // The panel opens to read the connection; focusing (and selecting) the first key field would invite a stray edit.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {client && <PanelBody client={client} />}
      </DialogContent>
    </Dialog>
  );
}

function PanelBody({ client }: { client: Client }) {
  // Shares the cache entry the Integration card polls, so the lists appear the moment it turns Connected.
  const connected = useConnectionStatus(client._id).data?.connected === true;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{client.name}</DialogTitle>
        <DialogDescription>QuickBooks Online · Client # {client.client_number}</DialogDescription>
      </DialogHeader>
      <IntegrationCard client={client} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChartOfAccountsCard clientId={client._id} connected={connected} />
        <RegisterAccountsCard clientId={client._id} connected={connected} />
      </div>
    </>
  );
}
