import { memo, type ReactNode } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { formatTransactionDate } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { EditedMarker, rowActions, RowActionsMenu, SplitParts } from '../../corrections/index.ts';
import { PushStatusCell } from '../../quickbooks-online/index.ts';
import type { PickerOption } from '../lib/category-options.ts';
import { shortId } from '../lib/format.ts';
import { AutoCategory, ManualCategoryControl, RowAmount, RowApproval, RowBadges, RowSelectBox, type RowActions } from './transaction-controls.tsx';

/**
 * The first two cells (selection and id) stay put while a table narrower than its columns (a phone, or
 * the statement open beside it) scrolls sideways; when every column fits, the row's own background shows.
 */
export const STICKY_CELL = '[[data-narrow]_&]:sticky [[data-narrow]_&]:z-[1] [[data-narrow]_&]:bg-card';

export type { RowActions } from './transaction-controls.tsx';

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
  const { excluded } = transaction;
  const allowed = rowActions(transaction);
  // An excluded row stays in its place, struck through and faded, so the statement's list still reads as printed.
  const faded = excluded && 'opacity-55';

  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-row-id={id}
      data-active={active || undefined}
      data-state={selected ? 'selected' : undefined}
      data-excluded={excluded || undefined}
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
        <RowSelectBox transaction={transaction} selected={selected} actions={actions} />
      </td>
      <td className={cn('px-2 py-2.5 align-middle', STICKY_CELL, 'left-10')}>
        <span className="font-mono text-xs text-muted-foreground" title={transaction.transaction_id}>
          {shortId(transaction.transaction_id)}
        </span>
      </td>
      <td className="px-2 py-2.5 align-middle">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <p
              className={cn('line-clamp-2 font-medium break-words', excluded && 'line-through', faded)}
              title={transaction.vendor_name}
              data-testid="vendor-name"
            >
              {transaction.vendor_name || <span className="text-muted-foreground">No vendor</span>}
              <span className="ml-1 inline-flex no-underline">
                <EditedMarker transaction={transaction} field="vendor_name" />
              </span>
            </p>
            <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
              <RowBadges transaction={transaction} />
              {transaction.description && transaction.description !== transaction.vendor_name && (
                <p className={cn('truncate text-xs text-muted-foreground', excluded && 'line-through', faded)} title={transaction.description}>
                  {transaction.description}
                </p>
              )}
              <EditedMarker transaction={transaction} field="description" />
            </div>
          </div>
          <RowActionsMenu transaction={transaction} handlers={actions.correct} />
        </div>
      </td>
      <td className="px-2 py-2.5 text-right align-middle">
        <RowAmount transaction={transaction} />
      </td>
      <td className={cn('px-2 py-2.5 align-middle', faded)}>
        <p className="truncate" title={transaction.payment_type}>
          {transaction.payment_type}
        </p>
        {transaction.check_number && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="check-number">
            <span className="truncate">No. {transaction.check_number}</span>
            <EditedMarker transaction={transaction} field="check_number" />
          </p>
        )}
      </td>
      <td className={cn('px-2 py-2.5 align-middle capitalize', faded)}>{transaction.transaction_type}</td>
      <td className={cn('px-2 py-2.5 align-middle', faded)} data-testid="auto-category">
        <AutoCategory transaction={transaction} />
      </td>
      <td className="px-2 py-2.5 align-middle">
        <ManualCategoryControl
          transaction={transaction}
          pickerOpen={pickerOpen}
          options={options}
          pickerFootnote={pickerFootnote}
          actions={actions}
        />
        <SplitParts splits={transaction.splits} />
      </td>
      <td className="px-2 py-2.5 align-middle" title={allowed.approveWhy ?? undefined}>
        <RowApproval transaction={transaction} actions={actions} />
      </td>
      <td className={cn('px-2 py-2.5 align-middle whitespace-nowrap text-muted-foreground', faded)}>
        {formatTransactionDate(transaction.transaction_date)} <EditedMarker transaction={transaction} field="transaction_date" />
      </td>
      <td className="py-2.5 pr-4 pl-2 align-middle">
        <PushStatusCell transaction={transaction} />
      </td>
    </tr>
  );
});
