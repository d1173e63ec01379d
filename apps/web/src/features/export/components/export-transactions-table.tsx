import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDownLeft, ArrowUpRight, ListChecks } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatAmount, formatDate, formatTransactionDate, moneyDirection } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { effectiveCategory, headerCheckState } from '../../transactions/index.ts';
import { exportState } from '../lib/export-plan.ts';
import { ExportSplitParts } from './export-split-parts.tsx';

interface ExportTransactionsTableProps {
  clientName: string;
  clientId: string;
  /** The client's approved transactions. */
  transactions: readonly Transaction[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** Narrowing controls shown above the list (the statement filter). */
  filters?: ReactNode;
}

function ExportStateBadge({ transaction }: { transaction: Transaction }) {
  const state = exportState(transaction);
  if (state === 'pushed') return <Badge variant="success">Pushed (QBO #{transaction.qb_id})</Badge>;
  if (state === 'exported' && transaction.exported_at) {
    return <Badge variant="primary">Exported {formatDate(transaction.exported_at)}</Badge>;
  }
  return (
    <span className="text-muted-foreground" aria-label="Not exported yet">
      —
    </span>
  );
}

interface ExportRowProps {
  transaction: Transaction;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** One row; drawn again only when its transaction or its tick changes, so a long list stays quick to tick. */
const ExportRow = memo(function ExportRow({ transaction, selected, onToggle }: ExportRowProps) {
  const vendor = transaction.vendor_name || transaction.description;
  const out = moneyDirection(transaction.amount) === 'out';
  return (
    <TableRow
      data-row-id={transaction._id}
      data-state={selected ? 'selected' : undefined}
      className={cn(selected && 'bg-primary-soft/50 hover:bg-primary-soft/70 dark:bg-primary-soft/35')}
    >
      <TableCell>
        <Checkbox checked={selected} onCheckedChange={() => onToggle(transaction._id)} aria-label={`Select ${vendor}`} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{formatTransactionDate(transaction.transaction_date)}</TableCell>
      <TableCell className="max-w-64">
        <p className="truncate font-medium" title={transaction.description}>
          {vendor}
        </p>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        <span className="inline-flex items-center gap-1">
          {out ? (
            <ArrowUpRight className="size-3.5 text-muted-foreground" aria-label="Money out" />
          ) : (
            <ArrowDownLeft className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-label="Money in" />
          )}
          {formatAmount(transaction.amount)}
        </span>
      </TableCell>
      <TableCell className="max-w-64">
        {transaction.splits.length > 0 ? (
          <>
            <p className="truncate">Split in {transaction.splits.length} parts</p>
            <ExportSplitParts parts={transaction.splits} />
          </>
        ) : (
          <p className="truncate" title={effectiveCategory(transaction)}>
            {effectiveCategory(transaction)}
          </p>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <ExportStateBadge transaction={transaction} />
      </TableCell>
    </TableRow>
  );
});

/** The approved transactions of the chosen client, to pick for the export. */
export function ExportTransactionsTable(props: ExportTransactionsTableProps) {
  const { clientName, clientId, transactions, loading, error, onRetry, selected, onToggle, onToggleAll, filters } = props;
  const ids = transactions.map((transaction) => transaction._id);
  const headerCheck = headerCheckState(ids, selected);
  const selectedCount = ids.filter((id) => selected.has(id)).length;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle className="flex flex-wrap items-center gap-2">
          Approved transactions
          {!loading && error === null && <Badge variant="neutral">{transactions.length}</Badge>}
          {selectedCount > 0 && (
            <Badge variant="primary" data-testid="export-selected-count">
              {selectedCount} selected
            </Badge>
          )}
        </CardTitle>
        <CardDescription>Only approved transactions can be exported. Pick the ones to send.</CardDescription>
        {filters && <div className="pt-2">{filters}</div>}
      </CardHeader>
      {loading ? (
        <SkeletonRows label="Loading transactions" rows={4} rowClassName="h-10" className="px-5 pb-6 sm:px-6" />
      ) : error !== null ? (
        <LoadError message={error} onRetry={onRetry} className="px-5 pb-6 sm:px-6" />
      ) : transactions.length === 0 ? (
        <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
          <ListChecks className="mb-3 size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No approved transactions for {clientName}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">Approve transactions on the Transactions screen, then export them here.</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link to={`/transactions?client=${encodeURIComponent(clientId)}`}>Open Transactions</Link>
          </Button>
        </div>
      ) : (
        <Table containerClassName="max-h-[32rem] overflow-y-auto border-t" data-testid="export-transactions">
          <TableHeader className="sticky top-0 z-10 bg-card">
            <TableRow>
              <TableHead className="w-10">
                <Checkbox checked={headerCheck} onCheckedChange={onToggleAll} aria-label="Select all approved transactions" />
              </TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Vendor</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {transactions.map((transaction) => (
              <ExportRow key={transaction._id} transaction={transaction} selected={selected.has(transaction._id)} onToggle={onToggle} />
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
