import { useState } from 'react';
import { Building2, Clock, Plug, PlugZap, TriangleAlert, Unplug } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { useDisconnect } from '../api/disconnect.ts';
import { useConnect } from '../hooks/use-connect.ts';
import { useNow } from '../hooks/use-now.ts';
import { connectionState, type ConnectionState } from '../lib/connection.ts';
import { describeExpiry } from '../lib/relative-time.ts';
import { KeysForm } from './keys-form.tsx';

/** The "QuickBooks Integration" card: the app keys, the connection's state, Connect and Disconnect. */
export function IntegrationCard({ client }: { client: Client }) {
  const { status, waiting, connect, stopWaiting } = useConnect(client._id);
  const disconnect = useDisconnect();
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  const state = connectionState(status.data);
  const hasKeys = Boolean(client.qb_client_id && client.has_qb_client_secret);

  async function confirmDisconnect() {
    try {
      const reply = await disconnect.mutateAsync(client._id);
      // The local connection is gone either way; when Intuit's revoke failed the server says so.
      clientAreaToast.success('Disconnected from QuickBooks', reply.revoked ? undefined : reply.message);
    } catch (error) {
      clientAreaToast.error('Failed to disconnect', errorMessage(error, 'Try again in a moment.'));
    }
    setConfirming(false);
  }

  return (
    <Card className="shadow-none" aria-labelledby="qb-integration-title">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="qb-integration-title">QuickBooks Integration</CardTitle>
          <CardDescription>The link between this client and its QuickBooks Online company.</CardDescription>
        </div>
        {status.isPending ? (
          <Badge variant="neutral" data-testid="qb-connection-status">
            <Spinner className="size-3" label="Checking the connection" />
            Checking
          </Badge>
        ) : (
          <StatusBadge state={state} />
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.kind === 'reconnect' && (
          <p
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
            role="status"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{state.message}</span>
          </p>
        )}
        {status.isError && (
          <p className="text-sm text-destructive" role="status">
            {errorMessage(status.error, 'The connection status could not be loaded.')}
          </p>
        )}

        {state.kind === 'connected' && status.data && (
          <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="qb-connection-details">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Building2 className="size-3.5" aria-hidden />
              Company ID
            </dt>
            <dd className="min-w-0 font-mono text-xs break-all sm:self-center" data-testid="qb-realm-id">
              {state.realmId ?? '—'}
            </dd>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Clock className="size-3.5" aria-hidden />
              Access token
            </dt>
            <dd className="sm:self-center" data-testid="qb-token-expiry">
              {describeExpiry(status.data.token_expires_at, now) ?? '—'}
              <span className="text-muted-foreground"> · renewed automatically</span>
            </dd>
            {status.data.refresh_token_expires_at && (
              <>
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden />
                  Connection
                </dt>
                <dd className="sm:self-center">{describeExpiry(status.data.refresh_token_expires_at, now)}</dd>
              </>
            )}
          </dl>
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {state.kind === 'connected' ? (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={disconnect.isPending}>
              <Unplug aria-hidden />
              Disconnect
            </Button>
          ) : (
            <Button onClick={() => void connect()} disabled={!hasKeys || waiting || status.isPending}>
              {waiting ? <Spinner className="size-4 text-current" label="Waiting for QuickBooks" /> : <Plug aria-hidden />}
              {waiting ? 'Waiting for QuickBooks...' : state.kind === 'reconnect' ? 'Reconnect to QuickBooks' : 'Connect to QuickBooks'}
            </Button>
          )}
          {waiting && (
            <Button variant="ghost" onClick={stopWaiting}>
              Stop waiting
            </Button>
          )}
        </div>
        {waiting ? (
          <p className="text-xs text-muted-foreground" role="status">
            Sign in to Intuit and choose the company in the pop-up window. This panel turns Connected on its own.
          </p>
        ) : (
          !hasKeys &&
          state.kind !== 'connected' && (
            <p className="text-xs text-muted-foreground">Save the client’s QB Client ID and Client Secret below to connect.</p>
          )
        )}

        <KeysForm key={`${client._id}:${client.qb_client_id ?? ''}`} client={client} />
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect from QuickBooks?"
        description={`${client.name}'s QuickBooks company will be disconnected and its sign-in revoked at Intuit. Nothing already pushed changes; pushing again needs Connect.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={() => void confirmDisconnect()}
      />
    </Card>
  );
}

function StatusBadge({ state }: { state: ConnectionState }) {
  switch (state.kind) {
    case 'connected':
      return (
        <Badge variant="success" data-testid="qb-connection-status">
          <PlugZap aria-hidden />
          Connected
        </Badge>
      );
    case 'reconnect':
      return (
        <Badge variant="warning" data-testid="qb-connection-status">
          <TriangleAlert aria-hidden />
          Needs reconnecting
        </Badge>
      );
    case 'not-connected':
      return (
        <Badge variant="neutral" data-testid="qb-connection-status">
          <Unplug aria-hidden />
          Not connected
        </Badge>
      );
  }
}
