import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

interface ReexportDialogProps {
  /** The server's sentence ("N of these transactions were already exported on …"); null when closed. */
  question: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** QuickBooks Desktop imports a transaction twice if it is in two files: a second export is asked for. */
export function ReexportDialog({ question, busy, onCancel, onConfirm }: ReexportDialogProps) {
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Already exported"
      description={question}
      confirmLabel="Export Again"
      busyLabel="Exporting..."
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
