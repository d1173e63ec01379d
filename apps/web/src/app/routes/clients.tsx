import { useState } from 'react';
import { Link } from 'react-router';
import { Tags } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { InlineError } from '../../components/ui/inline-message.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { CoaReminderBanner } from '../../features/chart-of-accounts/components/coa-reminder-banner.tsx';
import { CoaStatusBadge } from '../../features/chart-of-accounts/components/coa-status-badge.tsx';
import { CoaUploadDialog } from '../../features/chart-of-accounts/components/coa-upload-dialog.tsx';
import { useDeleteClient } from '../../features/clients/api/delete-client.ts';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { ClientForm } from '../../features/clients/components/client-form.tsx';
import { ClientsTable } from '../../features/clients/components/clients-table.tsx';
import { DeleteClientDialog } from '../../features/clients/components/delete-client-dialog.tsx';
import { QuickBooksPanel } from '../../features/quickbooks-online/components/quickbooks-panel.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { CLIENT_AREA_TOAST_OPTIONS, CLIENT_AREA_TOASTER_ID, clientAreaToast } from '../../lib/toast.ts';

/** Brings the form into view with the cursor in its first field, after React has drawn it. */
function focusClientForm() {
  requestAnimationFrame(() => {
    document.getElementById('client-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('client-name')?.focus({ preventScroll: true });
  });
}

/**
 * The Clients screen: the add/edit form, the client table with each desktop client's COA status,
 * the Upload Chart of Accounts dialog (opened at once for a new desktop client, with a reminder
 * banner if that is cancelled) and the QuickBooks panel of online clients.
 */
export function ClientsRoute() {
  const clients = useClients();
  const deleteClient = useDeleteClient();
  const [editing, setEditing] = useState<Client | null>(null);
  // Each dialog keeps its last subject after closing, so it does not empty out while it animates away.
  const [coaDialog, setCoaDialog] = useState<{ client: Client; afterCreate: boolean; open: boolean } | null>(null);
  const [reminderId, setReminderId] = useState<string | null>(null);
  const [quickBooks, setQuickBooks] = useState<{ client: Client; open: boolean } | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<{ client: Client; open: boolean } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Looked up in the list, so a renamed client shows its new name and a deleted one drops the banner.
  const reminderClient = clients.data?.find((client) => client._id === reminderId && client.account_type === 'desktop');
  // The panel shows the list's copy, so keys saved inside it appear at once.
  const quickBooksClient = quickBooks ? (clients.data?.find((client) => client._id === quickBooks.client._id) ?? quickBooks.client) : null;

  function startEdit(client: Client) {
    setDeleteError(null);
    setEditing(client);
    focusClientForm();
  }

  function onSaved(client: Client, created: boolean) {
    setEditing(null);
    if (created && client.account_type === 'desktop') setCoaDialog({ client, afterCreate: true, open: true });
  }

  function closeCoaDialog() {
    // Cancelled right after creating the client: keep offering the upload.
    if (!coaDialog) return;
    if (coaDialog.afterCreate) setReminderId(coaDialog.client._id);
    setCoaDialog({ ...coaDialog, open: false });
    // The dialog's failure ("Failed to upload COA") is over once the dialog is.
    clientAreaToast.dismissError();
  }

  function onCoaUploaded(clientId: string) {
    setCoaDialog((dialog) => dialog && { ...dialog, open: false });
    if (reminderId === clientId) setReminderId(null);
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    const { client } = deleteTarget;
    setDeleteError(null);
    try {
      await deleteClient.mutateAsync(client._id);
      clientAreaToast.success('Client deleted successfully');
      if (editing?._id === client._id) setEditing(null);
    } catch (error) {
      setDeleteError(errorMessage(error, 'Error deleting client'));
    }
    setDeleteTarget({ client, open: false });
  }

  return (
    <>
      <PageHeader
        title="Clients"
        description="Add clients, link them to QuickBooks and upload their charts of accounts."
        actions={
          <Button asChild variant="outline">
            <Link to="/categories">
              <Tags aria-hidden />
              Manage categories
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        {reminderClient && (
          <CoaReminderBanner
            clientName={reminderClient.name}
            onUpload={() => setCoaDialog({ client: reminderClient, afterCreate: false, open: true })}
            onDismiss={() => setReminderId(null)}
          />
        )}

        <ClientForm key={editing?._id ?? 'new'} editing={editing} onCancelEdit={() => setEditing(null)} onSaved={onSaved} />

        <Card className="overflow-hidden">
          <CardHeader className="pb-4 sm:pb-4">
            <CardTitle className="flex items-center gap-2">
              All clients
              {clients.data && <Badge variant="neutral">{clients.data.length}</Badge>}
            </CardTitle>
            <CardDescription>Desktop clients need a Chart of Accounts; online clients connect to QuickBooks.</CardDescription>
            {deleteError && <InlineError className="mt-2">{deleteError}</InlineError>}
          </CardHeader>
          <ClientsTable
            editingId={editing?._id ?? null}
            renderCoaStatus={(client) => <CoaStatusBadge clientId={client._id} />}
            onEdit={startEdit}
            onDelete={(client) => {
              setDeleteError(null);
              setDeleteTarget({ client, open: true });
            }}
            onUploadCoa={(client) => setCoaDialog({ client, afterCreate: false, open: true })}
            onOpenQuickBooks={(client) => setQuickBooks({ client, open: true })}
          />
        </Card>
      </div>

      <CoaUploadDialog
        client={coaDialog?.client ?? null}
        open={coaDialog?.open ?? false}
        onOpenChange={(open) => (open ? undefined : closeCoaDialog())}
        onUploaded={onCoaUploaded}
      />
      <QuickBooksPanel
        client={quickBooksClient}
        open={quickBooks?.open ?? false}
        onOpenChange={(open) => {
          if (open || !quickBooks) return;
          setQuickBooks({ ...quickBooks, open: false });
          clientAreaToast.dismissError();
        }}
      />
      <DeleteClientDialog
        // The list's copy: its statement count is the latest the screen knows.
        client={deleteTarget ? (clients.data?.find((client) => client._id === deleteTarget.client._id) ?? deleteTarget.client) : null}
        open={deleteTarget?.open ?? false}
        onOpenChange={(open) => (open || !deleteTarget ? undefined : setDeleteTarget({ ...deleteTarget, open: false }))}
        busy={deleteClient.isPending}
        onConfirm={() => void confirmDelete()}
      />
      {/* The client-management area's own toaster: one toast at a time, kept until dismissed; placed like every toast. */}
      <Toaster id={CLIENT_AREA_TOASTER_ID} className="client-area-toaster" {...CLIENT_AREA_TOAST_OPTIONS} />
    </>
  );
}
