import type { Client } from '@ledgerdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { clientDeletion } from '../lib/client-deletion.ts';

interface DeleteClientDialogProps {
  /** Kept after closing, so the dialog does not empty out while it animates away. */
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * "Delete this client?", or, for a client with statements, why it cannot be deleted, with no
 * destructive button to press.
 */
export function DeleteClientDialog({ client, open, onOpenChange, busy, onConfirm }: DeleteClientDialogProps) {
  const deletion = client ? clientDeletion(client) : null;

  if (deletion && !deletion.allowed) {
    return (
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>This client cannot be deleted</AlertDialogTitle>
            <AlertDialogDescription>{deletion.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Close</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this client?"
      description={deletion?.description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
