import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { TransactionsDownload } from '../../features/export/components/transactions-download.tsx';
import { ExportIifButton } from '../../features/quickbooks-desktop/components/export-iif-button.tsx';
import { PushToQuickBooksButton } from '../../features/quickbooks-online/components/push-button.tsx';
import { ClientList } from '../../features/transactions/components/client-list.tsx';
import { ReviewWorkspace, type RuleSuggestion } from '../../features/transactions/components/review-workspace.tsx';
import { quickBooksLabel } from '../../features/transactions/lib/client-labels.ts';
import type { ExitsProps } from '../../features/transactions/lib/exits.ts';
import { RulePromptDialog, type RulePrompt } from '../../features/rules/components/rule-prompt-dialog.tsx';
import { useUpload } from '../../features/uploads/api/get-upload.ts';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * The Transactions screen: a client list first; then that client's transactions to review. The
 * client (`?client=`) and an upload opened from the dashboard (`?upload_id=`) live in the address,
 * so a reload or a shared link shows the same list.
 */
export function TransactionsRoute() {
  const [search, setSearch] = useSearchParams();
  const clientParam = search.get('client');
  const uploadId = search.get('upload_id');
  const clients = useClients();
  const { user } = useAuth();

  const { isError: clientsFailed, errorUpdatedAt } = clients;
  useEffect(() => {
    if (clientsFailed) toast.error('Failed to load clients', { id: 'load-clients' });
  }, [clientsFailed, errorUpdatedAt]);

  // Each prompt gets its own key, so a new one starts at its first step.
  const [prompt, setPrompt] = useState<{ data: RulePrompt; open: boolean; key: number } | null>(null);
  const clientId = clientParam ?? null;
  const onRuleSuggestion = useCallback(
    (suggestion: RuleSuggestion) => {
      if (!clientId) return;
      setPrompt((current) => ({ data: { clientId, ...suggestion }, open: true, key: (current?.key ?? 0) + 1 }));
    },
    [clientId],
  );

  const showUploadOf = useCallback(
    (id: string) => setSearch((current) => ({ client: id, upload_id: current.get('upload_id') ?? '' }), { replace: true }),
    [setSearch],
  );

  function openClient(client: Client) {
    setSearch({ client: client._id });
  }

  function backToClients() {
    setSearch({});
  }

  let content;
  if (uploadId && !clientParam) {
    content = <UploadResolver uploadId={uploadId} onResolved={showUploadOf} onBack={backToClients} />;
  } else if (!clientParam) {
    content = (
      <>
        <PageHeader title="Transactions" description="Review, categorise and approve each client's transactions." />
        <ClientList
          clients={clients.data}
          loading={clients.isPending}
          error={clients.isError ? errorMessage(clients.error, 'Failed to load clients') : null}
          onRetry={() => void clients.refetch()}
          onView={openClient}
          canManageClients={user?.role === 'admin'}
        />
      </>
    );
  } else {
    const client = clients.data?.find((candidate) => candidate._id === clientParam);
    const back = (
      <Button variant="outline" onClick={backToClients}>
        <ArrowLeft aria-hidden />
        Back to Clients
      </Button>
    );
    if (clients.isPending) {
      content = (
        <div className="grid gap-4" aria-label="Loading client">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-24" />
        </div>
      );
    } else if (!client) {
      content = (
        <>
          <PageHeader title="Transactions" actions={back} />
          <div className="rounded-xl border border-dashed px-6 py-14 text-center">
            <p className="font-medium">{clients.isError ? 'Failed to load clients' : 'This client no longer exists.'}</p>
            <p className="mt-1 text-sm text-muted-foreground">Go back to the client list and choose another.</p>
          </div>
        </>
      );
    } else {
      content = (
        <>
          <PageHeader
            title={`Transactions for ${client.name}`}
            description={
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <span className="inline-flex min-w-0 items-center gap-1.5">
                  <Mail className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{client.email ?? 'No email on file'}</span>
                </span>
                <Badge variant={client.account_type === 'online' ? 'primary' : 'outline'}>{quickBooksLabel(client.account_type)}</Badge>
              </span>
            }
            actions={back}
          />
          <ReviewWorkspace
            key={client._id}
            client={client}
            uploadId={uploadId}
            onClearUpload={() => setSearch({ client: client._id })}
            onRuleSuggestion={onRuleSuggestion}
            Exits={TransactionsExits}
          />
        </>
      );
    }
  }

  return (
    <>
      {content}
      <RulePromptDialog
        key={prompt?.key ?? 0}
        prompt={prompt?.data ?? null}
        open={prompt?.open ?? false}
        onOpenChange={(open) => setPrompt((current) => (current ? { ...current, open } : current))}
      />
    </>
  );
}

/** The ways out of Ledgerdesk from the list: CSV and Excel, then Push to QuickBooks (online clients) or Export IIF (desktop). */
function TransactionsExits({ filters, disabled, ...props }: ExitsProps) {
  return (
    <>
      <TransactionsDownload clientId={props.client._id} filters={filters} disabled={disabled} />
      {props.client.account_type === 'online' ? <PushToQuickBooksButton {...props} /> : <ExportIifButton {...props} />}
    </>
  );
}

/** `/transactions?upload_id=` (the dashboard's View button): finds the upload's client, then shows its list. */
function UploadResolver({ uploadId, onResolved, onBack }: { uploadId: string; onResolved: (clientId: string) => void; onBack: () => void }) {
  const upload = useUpload(uploadId);
  const clientId = upload.data?.client_id._id;
  useEffect(() => {
    if (clientId) onResolved(clientId);
  }, [clientId, onResolved]);

  if (upload.isError) {
    return (
      <>
        <PageHeader
          title="Transactions"
          actions={
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft aria-hidden />
              Back to Clients
            </Button>
          }
        />
        <div className="rounded-xl border border-dashed px-6 py-14 text-center">
          <p className="font-medium">{errorMessage(upload.error, 'Failed to load transactions')}</p>
          <p className="mt-1 text-sm text-muted-foreground">Go back to the client list and choose a client.</p>
        </div>
      </>
    );
  }
  return (
    <div className="grid gap-4" aria-label="Loading upload">
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-24" />
    </div>
  );
}
