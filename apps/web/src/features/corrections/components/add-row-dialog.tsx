import type { Upload } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { formatMoney } from '../../uploads/index.ts';
import { useAddRow } from '../api/add-row.ts';
import type { RowDraft } from '../lib/row-draft.ts';
import { RowFormDialog } from './row-form-dialog.tsx';

interface AddRowDialogProps {
  upload: Upload;
  /** Empty, or read from text the reviewer selected on the statement page. */
  initial: RowDraft;
  onClose: () => void;
}

/** Adds a row the statement prints but the parser missed; it is marked "Added by hand". */
export function AddRowDialog({ upload, initial, onClose }: AddRowDialogProps) {
  const add = useAddRow(upload.client_id._id);
  return (
    <RowFormDialog
      title="Add a missed row"
      description={
        <>
          A row printed on <span className="font-medium text-foreground">{upload.original_filename}</span> that is missing from the list. It is marked
          “Added by hand”.
        </>
      }
      initial={initial}
      submitLabel="Add row"
      confirmLabel="Add anyway"
      onSubmit={async (values, confirmOutOfPeriod) => {
        const row = await add.mutateAsync({
          uploadId: upload._id,
          row: confirmOutOfPeriod ? { ...values, confirm_out_of_period: true } : values,
        });
        toast.success('Row added', { description: `${row.vendor_name || row.description} · ${formatMoney(row.amount)}` });
      }}
      onClose={onClose}
    />
  );
}
