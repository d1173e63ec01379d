import { Link } from 'react-router';
import { ArrowRight, Users } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { quickBooksLabel } from '../lib/client-labels.ts';

interface ClientListProps {
  clients: Client[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onView: (client: Client) => void;
  /** Admins are offered the way to add a client when there is none. */
  canManageClients: boolean;
}

/** The Transactions screen's first step: which client's transactions to review. */
export function ClientList({ clients, loading, error, onRetry, onView, canManageClients }: ClientListProps) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle className="flex items-center gap-2">
          Clients
          {clients && <Badge variant="neutral">{clients.length}</Badge>}
        </CardTitle>
        <CardDescription>Choose a client to review, categorise and approve their transactions.</CardDescription>
      </CardHeader>
      {loading ? (
        <SkeletonRows label="Loading clients" rows={4} rowClassName="h-10" className="px-5 pb-6 sm:px-6" />
      ) : error !== null ? (
        <LoadError message={error} onRetry={onRetry} className="px-5 pb-6 sm:px-6" />
      ) : !clients || clients.length === 0 ? (
        <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
          <Users className="mb-3 size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No clients yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            {canManageClients ? 'Add a client, upload a statement, and its transactions appear here.' : 'Ask an admin to add your clients.'}
          </p>
          {canManageClients && (
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link to="/clients">Add a client</Link>
            </Button>
          )}
        </div>
      ) : (
        <Table containerClassName="border-t" data-testid="transaction-clients">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className="hidden sm:table-cell">Email</TableHead>
              <TableHead className="hidden sm:table-cell">Phone</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {clients.map((client) => (
              <TableRow key={client._id}>
                <TableCell className="max-w-56">
                  <p className="truncate font-medium" title={client.name}>
                    {client.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{quickBooksLabel(client.account_type)}</p>
                  {/* On a phone the contact details ride under the name, so the button stays in view. */}
                  {(client.email || client.phone) && (
                    <p className="text-xs break-all text-muted-foreground sm:hidden">{[client.email, client.phone].filter(Boolean).join(' · ')}</p>
                  )}
                </TableCell>
                <TableCell className="hidden max-w-56 truncate text-muted-foreground sm:table-cell" title={client.email ?? undefined}>
                  {client.email ?? '—'}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{client.phone ?? '—'}</TableCell>
                <TableCell className="text-right">
                  <Button size="sm" variant="outline" onClick={() => onView(client)} aria-label={`View Transactions for ${client.name}`}>
                    View Transactions
                    <ArrowRight aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
