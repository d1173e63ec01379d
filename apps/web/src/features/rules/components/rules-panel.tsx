import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ListChecks, Search } from 'lucide-react';
import type { Client, Rule } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { useUpdateRule } from '../api/update-rule.ts';
import { filterRules, summarizeRules } from '../lib/rules-view.ts';
import { RulesSummary } from './rules-summary.tsx';
import { RulesTable } from './rules-table.tsx';

interface RulesPanelProps {
  client: Client;
  onEdit: (rule: Rule) => void;
  onAdd: () => void;
}

/** One client's rules: summary cards, search, and the table with its switches, edit and delete. */
export function RulesPanel({ client, onEdit, onAdd }: RulesPanelProps) {
  const rulesQuery = useRules(client._id);
  const updateRule = useUpdateRule();
  const deleteRule = useDeleteRule();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  // Kept after closing so the dialog does not empty out while it animates away.
  const [deleteTarget, setDeleteTarget] = useState<{ rule: Rule; open: boolean } | null>(null);

  const { isError, errorUpdatedAt } = rulesQuery;
  useEffect(() => {
    if (isError) toast.error('Failed to load rules', { id: 'load-rules' });
  }, [isError, errorUpdatedAt]);

  const rules = rulesQuery.data;
  const summary = useMemo(() => summarizeRules(rules ?? []), [rules]);
  const shown = useMemo(() => filterRules(rules ?? [], deferredQuery), [rules, deferredQuery]);

  async function toggle(rule: Rule, active: boolean) {
    setPendingIds((current) => new Set(current).add(rule._id));
    try {
      await updateRule.mutateAsync({ id: rule._id, changes: { active } });
      if (active) toast.success('Rule enabled', { description: 'Rule is now active for future transactions.' });
      else toast.success('Rule disabled', { description: 'Rule has been disabled.' });
    } catch (error) {
      toast.error('Failed to update rule', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setPendingIds((current) => {
        const next = new Set(current);
        next.delete(rule._id);
        return next;
      });
    }
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    const { rule } = deleteTarget;
    try {
      await deleteRule.mutateAsync(rule);
      toast.success('Rule deleted', { description: `"${rule.vendor_contains}" will no longer categorise new transactions.` });
    } catch (error) {
      toast.error('Failed to delete rule', { description: errorMessage(error, 'Please try again.') });
    }
    setDeleteTarget({ rule, open: false });
  }

  return (
    <>
      <RulesSummary summary={summary} loading={rulesQuery.isPending} />
      <Card className="overflow-hidden">
        <CardHeader className="pb-4 sm:pb-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <CardTitle className="flex items-center gap-2">
                Rules for {client.name}
                {rules && <Badge variant="neutral">{rules.length}</Badge>}
              </CardTitle>
              <CardDescription>A rule files every transaction whose vendor contains its text under its category.</CardDescription>
            </div>
            <div className="relative w-full sm:w-72">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                type="search"
                aria-label="Search rules"
                placeholder="Search vendor or category"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
        </CardHeader>
        {rulesQuery.isPending ? (
          <SkeletonRows label="Loading rules" rows={3} rowClassName="h-11" className="px-5 pb-6 sm:px-6" />
        ) : rulesQuery.isError ? (
          <LoadError
            message={errorMessage(rulesQuery.error, 'Failed to load rules')}
            onRetry={() => void rulesQuery.refetch()}
            className="px-5 pb-6 sm:px-6"
          />
        ) : rulesQuery.data.length === 0 ? (
          <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
            <ListChecks className="mb-3 size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No rules yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Add one here, or create one from the Transactions screen when you correct a category.
            </p>
            <Button variant="outline" size="sm" className="mt-4" onClick={onAdd}>
              Add New Rule
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="mx-5 mb-6 rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
            <p className="font-medium">No rules match "{deferredQuery.trim()}".</p>
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setQuery('')}>
              Clear search
            </Button>
          </div>
        ) : (
          <RulesTable
            rules={shown}
            pendingIds={pendingIds}
            onToggle={(rule, active) => void toggle(rule, active)}
            onEdit={onEdit}
            onDelete={(rule) => setDeleteTarget({ rule, open: true })}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deleteTarget?.open ?? false}
        onOpenChange={(open) => (open || !deleteTarget ? undefined : setDeleteTarget({ ...deleteTarget, open: false }))}
        title="Delete this rule?"
        description={
          deleteTarget &&
          `The rule "${deleteTarget.rule.vendor_contains}" → ${deleteTarget.rule.map_to_account} will be removed. Transactions it already categorised keep their category.`
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteRule.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
