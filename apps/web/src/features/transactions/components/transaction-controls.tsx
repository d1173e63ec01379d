import type { ReactNode } from 'react';
import { ArrowDownLeft, ArrowUpRight, ChevronsUpDown, Copy, TriangleAlert } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { formatAmount, moneyDirection } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { ClientAnswerNote } from '../../ask-client/index.ts';
import { CorrectionBadges, EditedMarker, rowActions, type RowCorrectionHandlers } from '../../corrections/index.ts';
import type { PickerOption } from '../lib/category-options.ts';
import { autoCategoryLabel, isLocked } from '../lib/review-filters.ts';
import { ApprovalToggle } from './approval-toggle.tsx';
import { CategoryPicker } from './category-picker.tsx';
import { CategoriserReason } from './categoriser-reason.tsx';
import { RowAccount } from './row-account.tsx';

/*
 * The parts of one transaction that the desktop table row and the phone card both show: one component
 * each, so the two layouts never drift apart in what a control does.
 */

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

const vendorOf = (transaction: Transaction) => transaction.vendor_name || transaction.description;

export function RowSelectBox({
  transaction,
  selected,
  actions,
  className,
}: {
  transaction: Transaction;
  selected: boolean;
  actions: RowActions;
  className?: string;
}) {
  const id = transaction._id;
  const locked = isLocked(transaction);
  return (
    <Checkbox
      checked={selected}
      disabled={locked}
      className={className}
      aria-label={`Select ${vendorOf(transaction) || 'transaction'}`}
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
  );
}

/** The row's account (when the list mixes several), correction, balance-check and duplicate badges. */
export function RowBadges({ transaction }: { transaction: Transaction }) {
  return (
    <>
      <RowAccount transaction={transaction} />
      <CorrectionBadges transaction={transaction} />
      {transaction.doubtful && !transaction.excluded && (
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
    </>
  );
}

/** The amount, green money in or red money out with its arrow, struck through when excluded. */
export function RowAmount({ transaction }: { transaction: Transaction }) {
  const direction = moneyDirection(transaction.amount);
  return (
    <span
      data-testid="row-amount"
      className={cn(
        'inline-flex items-center justify-end gap-1 font-medium whitespace-nowrap tabular-nums',
        direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
      )}
    >
      <EditedMarker transaction={transaction} field="amount" />
      <span className={cn('inline-flex items-center gap-1', transaction.excluded && 'line-through opacity-55')}>
        {direction === 'in' ? <ArrowDownLeft className="size-3.5" aria-hidden /> : <ArrowUpRight className="size-3.5" aria-hidden />}
        <span className="sr-only">{direction === 'in' ? 'Money in' : 'Money out'}</span>
        {formatAmount(transaction.amount)}
      </span>
    </span>
  );
}

/** The auto category with the categoriser's reason, or the client's own words when they answered. */
export function AutoCategory({ transaction }: { transaction: Transaction }) {
  const autoLabel = autoCategoryLabel(transaction);
  return (
    <>
      <p
        className={cn('line-clamp-2 break-words', (transaction.manual_category || transaction.splits.length > 0) && 'text-muted-foreground')}
        title={autoLabel}
      >
        {autoLabel}
      </p>
      {/* The client's own words stand in for the reason, which would only repeat them. */}
      {transaction.client_answer ? <ClientAnswerNote transaction={transaction} /> : <CategoriserReason transaction={transaction} />}
    </>
  );
}

/** The manual category: the picker's button, or for a split row the way into its split. */
export function ManualCategoryControl({
  transaction,
  pickerOpen,
  options,
  pickerFootnote,
  actions,
  className,
}: {
  transaction: Transaction;
  pickerOpen: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  actions: RowActions;
  className?: string;
}) {
  const id = transaction._id;
  const vendor = vendorOf(transaction);
  if (transaction.splits.length > 0) {
    // A split row is filed part by part: its category is changed in the split.
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={!rowActions(transaction).split}
        onClick={() => actions.correct.split(transaction)}
        aria-label={`Change the split of ${vendor || 'transaction'}`}
        className={cn('w-full justify-between gap-1 px-2.5 font-normal', className)}
      >
        <span className="truncate">Split in {transaction.splits.length} parts</span>
        <ChevronsUpDown className="opacity-60" aria-hidden />
      </Button>
    );
  }
  return (
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
        disabled={isLocked(transaction)}
        aria-label={`Manual category for ${vendor || 'transaction'}: ${transaction.manual_category ?? 'none'}`}
        className={cn('w-full justify-between gap-1 px-2.5 font-normal', !transaction.manual_category && 'text-muted-foreground', className)}
      >
        <span className="truncate" title={transaction.manual_category ?? undefined}>
          {transaction.manual_category ?? 'Set category'}
        </span>
        <ChevronsUpDown className="opacity-60" aria-hidden />
      </Button>
    </CategoryPicker>
  );
}

/** "✓ Approved" / "○ Pending", refused with the reason for an excluded or pushed row. */
export function RowApproval({ transaction, actions, className }: { transaction: Transaction; actions: RowActions; className?: string }) {
  const id = transaction._id;
  return (
    <ApprovalToggle
      approved={transaction.approved}
      disabled={isLocked(transaction) || transaction.excluded}
      vendor={vendorOf(transaction)}
      className={className}
      onToggle={() => {
        actions.activate(id);
        actions.toggleApproval(id);
      }}
    />
  );
}
