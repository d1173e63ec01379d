import { memo, type ReactNode } from 'react';
import { ArrowDownLeft, ArrowUpRight, ChevronsUpDown, Copy, TriangleAlert } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import { PushStatusCell } from '../../quickbooks-online/components/push-status-cell.tsx';
import type { PickerOption } from '../lib/category-options.ts';
import {
  formatAmount,
  formatTransactionDate,
  moneyDirection,
  shortId,
} from '../lib/format.ts';
import { autoCategoryLabel, isLocked } from '../lib/review-filters.ts';
import { ApprovalToggle } from './approval-toggle.tsx';
import { CategoryPicker } from './category-picker.tsx';
import { CategoriserReason } from './categoriser-reason.tsx';

/**
 * The first two cells (selection and id) stay put while a table narrower than its columns (a phone, or
 * the statement open beside it) scrolls sideways; when every column fits, the row's own background shows.
 */
export const STICKY_CELL = '[[data-narrow]_&]:sticky [[data-narrow]_&]:z-[1] [[data-narrow]_&]:bg-card';

/** What a row can ask of the screen; one stable object for every row, so rows redraw only when their data does. */
export interface RowActions {
  activate: (id: string) => void;
  toggleSelect: (id: string, range: boolean) => void;
  toggleApproval: (id: string) => void;
  setCategory: (id: string, label: string | null) => void;
  openPicker: (id: string | null) => void;
}

interface TransactionRowProps {
  transaction: Transaction;
  /** Position in the filtered list (0-based). */
  index: number;
  selected: boolean;
  active: boolean;
  pickerOpen: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  actions: RowActions;
  measureRef: (element: HTMLTableRowElement | null) => void;
}

export const TransactionRow = memo(function TransactionRow({
  transaction,
  index,
  selected,
  active,
  pickerOpen,
  options,
  pickerFootnote,
  actions,
  measureRef,
}: TransactionRowProps) {
  const id = transaction._id;
  const locked = isLocked(transaction);
  const direction = moneyDirection(transaction.amount);
  const vendor = transaction.vendor_name || transaction.description;
  const autoLabel = autoCategoryLabel(transaction);

  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-row-id={id}
      data-active={active || undefined}
      data-state={selected ? 'selected' : undefined}
      aria-rowindex={index + 2}
      tabIndex={-1}
      onClick={() => actions.activate(id)}
      className={cn(
        'border-b outline-none transition-colors hover:bg-muted/40',
        selected && 'bg-primary-soft/60 hover:bg-primary-soft/80 dark:bg-primary-soft/40 dark:hover:bg-primary-soft/55',
        active && '[&>td:first-child]:shadow-[inset_3px_0_0_var(--color-primary)] bg-muted/60',
      )}
    >
      <td className={cn('py-2.5 pr-1 pl-4 align-middle', STICKY_CELL, 'left-0')}>
        <Checkbox
          checked={selected}
          disabled={locked}
          aria-label={`Select ${vendor || 'transaction'}`}
          title={locked ? 'Pushed to QuickBooks: it cannot change here' : 'Select (Shift-click selects a range)'}
          // Shift-click must not select the page's text as well.
          onMouseDown={(event) => (event.shiftKey ? event.preventDefault() : undefined)}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            actions.activate(id);
            actions.toggleSelect(id, event.shiftKey);
          }}
        />
      </td>
      <td className={cn('px-2 py-2.5 align-middle', STICKY_CELL, 'left-10')}>
        <span className="font-mono text-xs text-muted-foreground" title={transaction.transaction_id}>
          {shortId(transaction.transaction_id)}
        </span>
      </td>
      <td className="px-2 py-2.5 align-middle">
        <p className="line-clamp-2 font-medium break-words" title={transaction.vendor_name} data-testid="vendor-name">
          {transaction.vendor_name || <span className="text-muted-foreground">No vendor</span>}
        </p>
        <div className="flex min-w-0 items-center gap-1.5">
          {transaction.doubtful && (
            <Badge variant="warning" title={transaction.doubtful}>
              <TriangleAlert aria-hidden />
              Check against statement
            </Badge>
          )}
          {transaction.possible_duplicate_of && (
            <Badge variant="warning" title="This looks like a transaction already uploaded in another statement">
              <Copy aria-hidden />
              Possible duplicate
            </Badge>
          )}
          {transaction.description && transaction.description !== transaction.vendor_name && (
            <p className="truncate text-xs text-muted-foreground" title={transaction.description}>
              {transaction.description}
            </p>
          )}
        </div>
      </td>
      <td
        className={cn(
          'px-2 py-2.5 text-right align-middle font-medium whitespace-nowrap tabular-nums',
          direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
        )}
      >
        <span className="inline-flex items-center justify-end gap-1">
          {direction === 'in' ? <ArrowDownLeft className="size-3.5" aria-hidden /> : <ArrowUpRight className="size-3.5" aria-hidden />}
          <span className="sr-only">{direction === 'in' ? 'Money in' : 'Money out'}</span>
          {formatAmount(transaction.amount)}
        </span>
      </td>
      <td className="truncate px-2 py-2.5 align-middle" title={transaction.payment_type}>
        {transaction.payment_type}
      </td>
      <td className="px-2 py-2.5 align-middle capitalize">{transaction.transaction_type}</td>
      <td className="px-2 py-2.5 align-middle" data-testid="auto-category">
        <p className={cn('line-clamp-2 break-words', transaction.manual_category && 'text-muted-foreground')} title={autoLabel}>
          {autoLabel}
        </p>
        <CategoriserReason transaction={transaction} />
      </td>
      <td className="px-2 py-2.5 align-middle">
        <CategoryPicker
          options={options}
          value={transaction.manual_category}
          open={pickerOpen}
          onOpenChange={(open) => actions.openPicker(open ? id : null)}
          onSelect={(label) => actions.setCategory(id, label)}
          onClear={() => actions.setCategory(id, null)}
          footnote={pickerFootnote}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={locked}
            aria-label={`Manual category for ${vendor || 'transaction'}: ${transaction.manual_category ?? 'none'}`}
            className={cn('w-full justify-between gap-1 px-2.5 font-normal', !transaction.manual_category && 'text-muted-foreground')}
          >
            <span className="truncate" title={transaction.manual_category ?? undefined}>
              {transaction.manual_category ?? 'Set category'}
            </span>
            <ChevronsUpDown className="opacity-60" aria-hidden />
          </Button>
        </CategoryPicker>
      </td>
      <td className="px-2 py-2.5 align-middle">
        <ApprovalToggle
          approved={transaction.approved}
          disabled={locked}
          vendor={vendor}
          onToggle={() => {
            actions.activate(id);
            actions.toggleApproval(id);
          }}
        />
      </td>
      <td className="px-2 py-2.5 align-middle whitespace-nowrap text-muted-foreground">
        {formatTransactionDate(transaction.transaction_date)}
      </td>
      <td className="py-2.5 pr-4 pl-2 align-middle">
        <PushStatusCell transaction={transaction} />
      </td>
    </tr>
  );
});
