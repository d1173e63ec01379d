import type { ReactNode } from 'react';
import { KeyRound, Landmark, ListTree, Plug, Unplug } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/utils.ts';

interface QuickBooksPanelProps {
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the client's form to change its saved keys. */
  onEditKeys: (client: Client) => void;
}

/**
 * The integration panel of an online client. The QuickBooks Online connection (OAuth, accounts,
 * register accounts) is a later feature with no endpoints yet, so the panel says so plainly: it
 * shows "Not connected" and the keys saved on the client, and fetches nothing from QuickBooks.
 */
export function QuickBooksPanel({ client, open, onOpenChange, onEditKeys }: QuickBooksPanelProps) {
  return (
    <Dialog open={open && client !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        {client && <PanelBody client={client} onEditKeys={() => onEditKeys(client)} />}
      </DialogContent>
    </Dialog>
  );
}

function PanelBody({ client, onEditKeys }: { client: Client; onEditKeys: () => void }) {
  const secretEnding = client.has_qb_client_secret && client.qb_client_secret ? client.qb_client_secret.slice(-4) : null;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{client.name}</DialogTitle>
        <DialogDescription>QuickBooks Online · Client # {client.client_number}</DialogDescription>
      </DialogHeader>

      <Card className="shadow-none" aria-labelledby="qb-integration-title">
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <div className="grid gap-1.5">
            <CardTitle id="qb-integration-title">QuickBooks Integration</CardTitle>
            <CardDescription>The link between this client and its QuickBooks Online company.</CardDescription>
          </div>
          <Badge variant="neutral" data-testid="qb-connection-status">
            <Unplug aria-hidden />
            Not connected
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <KeyRound className="size-3.5" aria-hidden />
              Client ID
            </dt>
            <dd className="min-w-0 font-mono text-xs break-all sm:self-center">
              {client.qb_client_id ?? <span className="font-sans text-sm text-muted-foreground">Not saved</span>}
            </dd>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <KeyRound className="size-3.5" aria-hidden />
              Client Secret
            </dt>
            <dd className="sm:self-center">
              {secretEnding ? (
                <>
                  Saved <span className="text-muted-foreground">(ends in {secretEnding})</span>
                </>
              ) : (
                <span className="text-muted-foreground">Not saved</span>
              )}
            </dd>
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled>
              <Plug aria-hidden />
              Connect to QuickBooks
            </Button>
            <Button variant="outline" onClick={onEditKeys}>
              <KeyRound aria-hidden />
              Edit keys
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            The QuickBooks Online connection arrives with the QuickBooks Online feature. Until then Connect is unavailable
            and nothing is read from QuickBooks.
          </p>
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2">
        <EmptyListCard
          title="Chart of Accounts"
          description="Accounts of the client's QuickBooks company, used as its categories."
          icon={<ListTree className="size-5" aria-hidden />}
          maxHeightClass="max-h-[300px]"
          testId="qb-chart-of-accounts"
        >
          Connect QuickBooks to load the chart of accounts.
        </EmptyListCard>
        <EmptyListCard
          title="Register Accounts"
          description="Bank and credit card accounts that transactions are registered to."
          icon={<Landmark className="size-5" aria-hidden />}
          maxHeightClass="max-h-[200px]"
          testId="qb-register-accounts"
        >
          Connect QuickBooks to load the register accounts.
        </EmptyListCard>
      </div>
    </>
  );
}

interface EmptyListCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** The brief's scroll heights: 300 px for the chart, 200 px for register accounts. */
  maxHeightClass: string;
  testId: string;
  children: ReactNode;
}

function EmptyListCard({ title, description, icon, maxHeightClass, testId, children }: EmptyListCardProps) {
  return (
    <Card className="shadow-none">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          data-testid={testId}
          className={cn('flex flex-col items-center overflow-y-auto rounded-lg border border-dashed px-4 py-6 text-center', maxHeightClass)}
        >
          <span className="mb-2 grid size-9 place-items-center rounded-full bg-muted text-muted-foreground">{icon}</span>
          <p className="text-sm font-medium">Not connected</p>
          <p className="mt-1 text-xs text-muted-foreground">{children}</p>
        </div>
      </CardContent>
    </Card>
  );
}
