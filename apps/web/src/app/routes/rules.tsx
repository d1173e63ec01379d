import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus, UserRoundSearch } from 'lucide-react';
import type { Rule } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { useClientCategories } from '../../features/transactions/api/get-client-categories.ts';
import { useRefreshClientCategories } from '../../features/transactions/hooks/use-refresh-client-categories.ts';
import { RuleFormDialog } from '../../features/rules/components/rule-form-dialog.tsx';
import { RulesClientCard } from '../../features/rules/components/rules-client-card.tsx';
import { RulesPanel } from '../../features/rules/components/rules-panel.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * "Learning & Feedback Rules" (admin): pick a client (the first one to start with; kept in the
 * address as `?client=`), see and search its rules, switch them on and off, add, edit and delete.
 */
export function RulesRoute() {
  const clients = useClients();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('client');
  const client = clients.data?.find((candidate) => candidate._id === requested) ?? clients.data?.[0] ?? null;
  const categories = useClientCategories(client?._id ?? null);
  const { refresh: refreshCategories, isRefreshing } = useRefreshClientCategories(client?._id ?? null);
  const categoryLabels = useMemo(() => categories.data?.categories.map((category) => category.label) ?? [], [categories.data]);
  // Each opening gets its own key, so the form starts fresh; kept after closing for the exit animation.
  const [form, setForm] = useState<{ rule: Rule | null; open: boolean; key: number } | null>(null);

  const { isError: clientsFailed, errorUpdatedAt } = clients;
  useEffect(() => {
    if (clientsFailed) toast.error('Failed to load clients', { id: 'load-clients' });
  }, [clientsFailed, errorUpdatedAt]);

  const openForm = (rule: Rule | null) => setForm((current) => ({ rule, open: true, key: (current?.key ?? 0) + 1 }));

  return (
    <>
      <PageHeader
        title="Learning & Feedback Rules"
        description="Manage categorization rules to improve AI accuracy over time."
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Add New Rule
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:gap-6">
        <RulesClientCard
          clients={clients.data}
          clientsLoading={clients.isPending}
          clientsError={clients.isError ? errorMessage(clients.error, 'Failed to load clients') : null}
          onRetryClients={() => void clients.refetch()}
          client={client}
          onSelect={(clientId) => setSearch({ client: clientId })}
          categories={{
            count: categories.data?.categories.length ?? 0,
            message: categories.data?.message ?? null,
            isPending: categories.isPending,
            isFetching: categories.isFetching || isRefreshing,
            isError: categories.isError,
            errorUpdatedAt: categories.errorUpdatedAt,
            refresh: refreshCategories,
          }}
        />
        {client ? (
          <RulesPanel key={client._id} client={client} onEdit={(rule) => openForm(rule)} onAdd={() => openForm(null)} />
        ) : (
          !clients.isPending && (
            <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
              <UserRoundSearch className="mb-3 size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No Client Selected</p>
              <p className="mt-1 max-w-sm text-sm text-muted-foreground">Please select a client above to view and manage rules.</p>
            </div>
          )
        )}
      </div>
      <RuleFormDialog
        key={form?.key ?? 0}
        open={form?.open ?? false}
        onOpenChange={(open) => setForm((current) => (current ? { ...current, open } : current))}
        rule={form?.rule ?? null}
        clientId={client?._id ?? null}
        clientName={client?.name ?? null}
        categoryLabels={categoryLabels}
        categoriesLoading={client !== null && categories.isPending}
        categoriesMessage={categories.data?.message ?? null}
      />
    </>
  );
}
