import { useMemo, useState } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { QuickBooksActionsProps } from '../../review/components/quickbooks-actions.tsx';
import { transactionsForIif } from '../lib/iif-request.ts';
import { ExportIifDialog } from './export-iif-dialog.tsx';

/** A desktop client's way out: Export IIF opens the brief's dialog. */
export function ExportIifButton({ client, transactions, uploadId }: QuickBooksActionsProps) {
  const [open, setOpen] = useState(false);
  const transactionIds = useMemo(() => transactionsForIif(transactions, uploadId), [transactions, uploadId]);
  return (
    <>
      <Button variant="outline" data-testid="quickbooks-action" onClick={() => setOpen(true)}>
        <FileDown aria-hidden />
        Export IIF
      </Button>
      {/* Mounted only while open, so each opening starts with an empty name and no old refusal. */}
      {open && <ExportIifDialog client={client} transactionIds={transactionIds} open={open} onOpenChange={setOpen} />}
    </>
  );
}
