import { useState } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { SendToClientDialog } from './send-to-client-dialog.tsx';

interface SendToClientButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'className'> {
  clientId: string;
  clientName?: string | undefined;
  /** The selected rows (or the one row) to ask about. */
  transactionIds: readonly string[];
}

/** "Ask client": opens the dialog that makes the questions link for the chosen rows. */
export function SendToClientButton({ clientId, clientName, transactionIds, size = 'sm', variant = 'outline', className }: SendToClientButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} className={className} disabled={transactionIds.length === 0} onClick={() => setOpen(true)}>
        <MessageCircleQuestion aria-hidden />
        Ask client
      </Button>
      {open && <SendToClientDialog open onOpenChange={setOpen} clientId={clientId} clientName={clientName} transactionIds={transactionIds} />}
    </>
  );
}
