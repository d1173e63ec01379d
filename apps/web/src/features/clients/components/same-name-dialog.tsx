import type { Client } from '@ledgerdesk/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface SameNameDialogProps {
  /** The client that already has the name; kept after closing while the dialog animates away. */
  existing: Pick<Client, 'name' | 'client_number'> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adding a new client, or renaming one. */
  action: 'add' | 'rename';
  onConfirm: () => void;
}

/**
 * Asks before a second client gets a name the firm already uses: usually a typo or the same
 * business entered twice. Two clients may share a name (the server allows it), so it only asks.
 */
export function SameNameDialog({ existing, open, onOpenChange, action, onConfirm }: SameNameDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>A client with this name already exists</AlertDialogTitle>
          <AlertDialogDescription>
            {existing &&
              `${existing.name} is already Client # ${existing.client_number}. ${
                action === 'add' ? 'Add another client with the same name?' : 'Give this client the same name?'
              }`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button onClick={onConfirm}>{action === 'add' ? 'Add Anyway' : 'Save Anyway'}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
