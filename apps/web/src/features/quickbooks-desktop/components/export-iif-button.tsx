import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { clientTransactionsQueryOptions } from '../../transactions/index.ts';
import { type IifSelection, planIifSelection } from '../lib/iif-selection.ts';
import { ExportIifDialog } from './export-iif-dialog.tsx';

/** A desktop client's way out: Export IIF opens the brief's dialog; `uploadId`, the statement the screen is narrowed to, keeps the file to its rows. */
export function ExportIifButton({ client, uploadId }: { client: Client; uploadId: string | null }) {
  const queryClient = useQueryClient();
  // Set while the dialog is open: the rows sorted into written and not, fresh from the server at the moment it opened.
  const [selection, setSelection] = useState<IifSelection | null>(null);
  const [loading, setLoading] = useState(false);

  async function open() {
    setLoading(true);
    try {
      // The brief's "all loaded transactions" are every row of the client (or of the statement the screen is
      // narrowed to), not only the pages the table has scrolled through: fetched when asked for, not on arrival.
      const all = await queryClient.fetchQuery({ ...clientTransactionsQueryOptions(client._id), staleTime: 0 });
      setSelection(planIifSelection(all, uploadId));
    } catch {
      toast.error('Export Failed', { description: `The transactions of ${client.name} could not be loaded. Check the connection and try again.` });
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button variant="outline" data-testid="quickbooks-action" onClick={() => void open()} disabled={loading}>
        {loading ? <Spinner className="size-4 text-current" label="Loading the transactions" /> : <FileDown aria-hidden />}
        Export IIF
      </Button>
      {/* Mounted only while open, so each opening starts with an empty name and no old refusal. */}
      {selection && (
        <ExportIifDialog
          client={client}
          selection={selection}
          open
          onOpenChange={(next) => {
            if (!next) setSelection(null);
          }}
        />
      )}
    </>
  );
}
