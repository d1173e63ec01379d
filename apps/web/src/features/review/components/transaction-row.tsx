import { memo, type ReactNode } from 'react';
import { ArrowDownLeft, ArrowUpRight, ChevronsUpDown, Copy, TriangleAlert } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import { CorrectionBadges } from '../../corrections/components/correction-badges.tsx';
import { EditedMarker } from '../../corrections/components/edited-marker.tsx';
import { RowActionsMenu, type RowCorrectionHandlers } from '../../corrections/components/row-actions-menu.tsx';
import { SplitParts } from '../../corrections/components/split-parts.tsx';
import { rowActions } from '../../corrections/lib/row-actions.ts';
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
import { ClientAnswerNote } from '../../ask-client/components/client-answer-note.tsx';

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
  /** Edit, split, exclude: the row's corrections menu. */
  correct: RowCorrectionHandlers;
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
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <p className={cn('line-clamp-2 font-medium break-words', excluded && 'line-through', faded)} title={transaction.vendor_name} data-testid="vendor-name">
              {transaction.vendor_name || <span className="text-muted-foreground">No vendor</span>}
              <span className="ml-1 inline-flex no-underline">
                <EditedMarker transaction={transaction} field="vendor_name" />
              </span>
            </p>
            <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
              <CorrectionBadges transaction={transaction} />
              {transaction.doubtful && !excluded && (
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
      <td
        className={cn(
          'px-2 py-2.5 text-right align-middle font-medium whitespace-nowrap tabular-nums',
          direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
        )}
      >
        <EditedMarker transaction={transaction} field="amount" />{' '}
        <span className={cn('inline-flex items-center justify-end gap-1', excluded && 'line-through', faded)}>
          {direction === 'in' ? <ArrowDownLeft className="size-3.5" aria-hidden /> : <ArrowUpRight className="size-3.5" aria-hidden />}
          <span className="sr-only">{direction === 'in' ? 'Money in' : 'Money out'}</span>
          {formatAmount(transaction.amount)}
        </span>
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
        <p className={cn('line-clamp-2 break-words', (transaction.manual_category || transaction.splits.length > 0) && 'text-muted-foreground')} title={autoLabel}>
          {autoLabel}
        </p>
        {/* The client's own words stand in for the reason, which would only repeat them. */}
        {transaction.client_answer ? <ClientAnswerNote transaction={transaction} /> : <CategoriserReason transaction={transaction} />}
      </td>
      <td className="px-2 py-2.5 align-middle">
        {transaction.splits.length > 0 ? (
          // A split row is filed part by part: its category is changed in the split.
          <Button
            variant="outline"
            size="sm"
            disabled={!allowed.split}
            onClick={() => actions.correct.split(transaction)}
            aria-label={`Change the split of ${vendor || 'transaction'}`}
            className="w-full justify-between gap-1 px-2.5 font-normal"
          >
            <span className="truncate">Split in {transaction.splits.length} parts</span>
            <ChevronsUpDown className="opacity-60" aria-hidden />
          </Button>
        ) : (
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
        )}
        <SplitParts splits={transaction.splits} />
      </td>
      <td className="px-2 py-2.5 align-middle" title={allowed.approveWhy ?? undefined}>
        <ApprovalToggle
          approved={transaction.approved}
          disabled={locked || excluded}
          vendor={vendor}
          onToggle={() => {
            actions.activate(id);
            actions.toggleApproval(id);
          }}
        />
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
