import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { ExportWorkspace } from '../../features/export/components/export-workspace.tsx';
import { clientTransactionsQueryOptions } from '../../features/transactions/api/get-client-transactions.ts';

/**
 * The Export Transactions screen. The chosen client lives in the address (`?client=`), so a reload
 * keeps it; a new client mounts a fresh workspace, which clears the selection as the brief asks.
 */
export function ExportRoute() {
  const [search, setSearch] = useSearchParams();
  const clients = useClients();
  const { user } = useAuth();
  const clientParam = search.get('client');
  const client = clients.data?.find((candidate) => candidate._id === clientParam) ?? null;
  const transactions = useQuery({ ...clientTransactionsQueryOptions(client?._id ?? ''), enabled: client !== null });

  const { isError: clientsFailed, errorUpdatedAt } = clients;
  useEffect(() => {
    if (clientsFailed) toast.error('Failed to load clients', { id: 'load-clients' });
  }, [clientsFailed, errorUpdatedAt]);

  const { isError: transactionsFailed, errorUpdatedAt: transactionsErrorAt } = transactions;
  useEffect(() => {
    if (transactionsFailed && client) toast.error(`Failed to load transactions for ${client.name}`, { id: `load-transactions-${client._id}` });
  }, [transactionsFailed, transactionsErrorAt, client]);

  return (
    <>
      <PageHeader
        title="Export Transactions"
        description="Send approved transactions to QuickBooks Online, or download them as an IIF file for QuickBooks Desktop."
      />
      <ExportWorkspace
        key={client?._id ?? 'no-client'}
        clients={clients}
        client={client}
        onClientChange={(clientId) => setSearch({ client: clientId })}
        transactions={transactions}
        canManageClients={user?.role === 'admin'}
      />
    </>
  );
}
