import type { ReactNode } from 'react';
import { Cloud, Monitor, Pencil, PlugZap, Trash2, Upload, Users } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { RecordField, RecordFields, RecordItem, RecordList } from '../../../components/ui/record-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useClients } from '../api/get-clients.ts';

interface ClientsTableProps {
  /** The COA Status cell of a desktop client (the chart-of-accounts feature draws it). */
  renderCoaStatus: (client: Client) => ReactNode;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onUploadCoa: (client: Client) => void;
  onOpenQuickBooks: (client: Client) => void;
  /** The row being edited, highlighted. */
  editingId?: string | null;
}

const COLUMNS = ['Name', 'Client #', 'QB Type', 'COA Status', 'Created At', 'Actions'] as const;

export function ClientsTable({ renderCoaStatus, onEdit, onDelete, onUploadCoa, onOpenQuickBooks, editingId }: ClientsTableProps) {
  const clients = useClients();

  if (clients.isError) {
    return (
      <div className="flex flex-col items-start gap-3 px-5 pb-6 sm:px-6">
        <InlineError>{errorMessage(clients.error, 'Failed to fetch clients')}</InlineError>
        <Button variant="outline" size="sm" onClick={() => void clients.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (clients.data?.length === 0) {
    return (
      <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center sm:mx-6">
        <span className="mb-3 grid size-11 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Users className="size-5" aria-hidden />
        </span>
        <p className="font-medium">No clients yet</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          Add your first client with the form above. A desktop client then needs its Chart of Accounts.
        </p>
      </div>
    );
  }

  const actions = { onEdit, onDelete, onUploadCoa, onOpenQuickBooks };
  const coaStatus = (client: Client) =>
    client.account_type === 'online' ? (
      <Badge variant="primary" data-testid="coa-status">
        QB Online
      </Badge>
    ) : (
      renderCoaStatus(client)
    );

  return (
    <>
      {/* Phones: one card per client, with the table's columns as labelled lines. */}
      <RecordList aria-label="Clients" aria-busy={clients.isPending}>
        {clients.isPending
          ? [0, 1].map((row) => (
              <RecordItem key={row} className="gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-24" />
              </RecordItem>
            ))
          : clients.data.map((client) => (
              <RecordItem key={client._id} data-testid="client-card" data-state={client._id === editingId ? 'selected' : undefined}>
                <div className="min-w-0">
                  <p className="font-medium break-words">{client.name}</p>
                  {(client.email || client.phone) && (
                    <p className="text-xs break-words text-muted-foreground">{[client.email, client.phone].filter(Boolean).join(' · ')}</p>
                  )}
                </div>
                <RecordFields>
                  <RecordField label="Client #" className="tabular-nums">
                    {client.client_number}
                  </RecordField>
                  <RecordField label="QB Type">
                    <QbType client={client} />
                  </RecordField>
                  <RecordField label="COA Status">{coaStatus(client)}</RecordField>
                  <RecordField label="Created At">{formatDate(client.created_at)}</RecordField>
                </RecordFields>
                <ClientActions client={client} {...actions} className="justify-start" />
              </RecordItem>
            ))}
      </RecordList>

      <Table aria-label="Clients" aria-busy={clients.isPending} containerClassName="hidden md:block" className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column} className={column === 'Actions' ? 'text-right' : undefined}>
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {clients.isPending
            ? [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className={column === 'Name' ? 'h-4 w-36' : 'h-4 w-16'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : clients.data.map((client) => (
                <TableRow
                  key={client._id}
                  data-testid="client-row"
                  data-state={client._id === editingId ? 'selected' : undefined}
                  className="data-[state=selected]:bg-primary-soft/40"
                >
                  <TableCell className="max-w-64">
                    <p className="truncate font-medium" title={client.name}>
                      {client.name}
                    </p>
                    {(client.email || client.phone) && (
                      <p className="truncate text-xs text-muted-foreground">{[client.email, client.phone].filter(Boolean).join(' · ')}</p>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">{client.client_number}</TableCell>
                  <TableCell>
                    <QbType client={client} />
                  </TableCell>
                  <TableCell>{coaStatus(client)}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(client.created_at)}</TableCell>
                  <TableCell>
                    <ClientActions client={client} {...actions} className="justify-end" />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </>
  );
}

function QbType({ client }: { client: Client }) {
  const Icon = client.account_type === 'online' ? Cloud : Monitor;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      {client.account_type === 'online' ? 'Online' : 'Desktop'}
    </span>
  );
}

interface ClientActionsProps extends Pick<ClientsTableProps, 'onEdit' | 'onDelete' | 'onUploadCoa' | 'onOpenQuickBooks'> {
  client: Client;
  className?: string;
}

function ClientActions({ client, onEdit, onDelete, onUploadCoa, onOpenQuickBooks, className }: ClientActionsProps) {
  return (
    <div className={cn('flex items-center gap-1', className)}>
      {client.account_type === 'desktop' ? (
        <Button variant="outline" size="sm" onClick={() => onUploadCoa(client)}>
          <Upload aria-hidden />
          Upload COA
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => onOpenQuickBooks(client)}>
          <PlugZap aria-hidden />
          QuickBooks
        </Button>
      )}
      <Button variant="ghost" size="icon" aria-label={`Edit ${client.name}`} title="Edit" onClick={() => onEdit(client)}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${client.name}`}
        title="Delete"
        className="hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(client)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
