import { useState } from 'react';
import { Link } from 'react-router';
import { CloudUpload, Unplug } from 'lucide-react';
import type { Client, Transaction } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { useConnectionStatus } from '../api/get-connection-status.ts';
import { usePush } from '../hooks/use-push.ts';
import { connectionState } from '../lib/connection.ts';
import { uploadToPush } from '../lib/push-status.ts';
import { RegisterPicker } from './register-picker.tsx';

/**
 * An online client's way out: the register the statement belongs to, and Push to QuickBooks for every
 * approved row of it. A client that is not connected gets an explanation instead of a failed push.
 */
interface PushToQuickBooksButtonProps {
  client: Client;
  /** The rows the table has loaded so far (its pages, as filtered): the push starts from the first one's statement. */
  loadedRows: readonly Transaction[];
  /** The statement the screen is narrowed to (`?upload_id=`), if any. */
  uploadId: string | null;
}

export function PushToQuickBooksButton({ client, loadedRows, uploadId }: PushToQuickBooksButtonProps) {
  const { user } = useAuth();
  const status = useConnectionStatus(client._id);
  const state = connectionState(status.data);
  const target = uploadToPush(loadedRows, uploadId);
  // An admin may push a statement that does not reconcile after reading why (the server records it).
  const [unreconciled, setUnreconciled] = useState<{ uploadId: string; message: string } | null>(null);
  const { push, running, progress } = usePush(client._id, {
    onUnreconciled: user?.role === 'admin' && target ? (message) => setUnreconciled({ uploadId: target, message }) : undefined,
  });

  if (status.isPending) {
    return (
      <Button variant="outline" disabled data-testid="quickbooks-action">
        <CloudUpload aria-hidden />
        Push to QuickBooks
      </Button>
    );
  }
  if (state.kind !== 'connected') {
    return <NotConnected clientName={client.name} reason={state.kind === 'reconnect' ? state.message : null} />;
  }

  function start() {
    if (!target) {
      toast.error('No upload found');
      return;
    }
    void push(target);
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
      {target && <RegisterPicker key={target} clientId={client._id} uploadId={target} />}
      <Button data-testid="quickbooks-action" onClick={start} disabled={running}>
        {running ? <Spinner className="size-4 text-current" label="Pushing to QuickBooks" /> : <CloudUpload aria-hidden />}
        {running ? 'Pushing...' : 'Push to QuickBooks'}
        {progress && (
          <span className="tabular-nums" data-testid="push-progress">
            {progress.done}/{progress.total}
          </span>
        )}
      </Button>
      <ConfirmDialog
        open={unreconciled !== null}
        onOpenChange={(open) => (open ? undefined : setUnreconciled(null))}
        title="Push a statement that does not reconcile?"
        description={unreconciled && `${unreconciled.message} Pushing anyway is recorded under your name.`}
        confirmLabel="Push anyway"
        busyLabel="Pushing..."
        onConfirm={() => {
          if (!unreconciled) return;
          setUnreconciled(null);
          void push(unreconciled.uploadId, { overrideReconciliation: true });
        }}
      />
    </div>
  );
}

function NotConnected({ clientName, reason }: { clientName: string; reason: string | null }) {
  const { user } = useAuth();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" data-testid="quickbooks-action">
          <Unplug aria-hidden />
          Push to QuickBooks
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid gap-2 p-4 text-sm">
        <p className="font-medium">{reason ? 'Reconnect to QuickBooks' : 'QuickBooks is not connected'}</p>
        <p className="text-muted-foreground">
          {reason ?? `${clientName} is not connected to its QuickBooks Online company yet.`}{' '}
          {user?.role === 'admin' ? 'Connect it from the client’s QuickBooks panel.' : 'Ask an admin to connect it on the Clients screen.'}
        </p>
        {user?.role === 'admin' && (
          <Button asChild size="sm" className="w-fit">
            <Link to="/clients">Open Clients</Link>
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
