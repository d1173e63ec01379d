import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { RecordField, RecordFields, RecordItem, RecordList } from '../../../components/ui/record-list.tsx';
import { formatTransactionDate } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { EditedMarker, rowActions, RowActionsMenu, SplitParts } from '../../corrections/index.ts';
import { PushStatusCell } from '../../quickbooks-online/index.ts';
import type { PickerOption } from '../lib/category-options.ts';
import { useWindowedRows } from '../lib/use-windowed-rows.ts';
import { ROW_OVERSCAN } from '../lib/virtual-rows.ts';
import { AutoCategory, ManualCategoryControl, RowAmount, RowApproval, RowBadges, RowSelectBox, type RowActions } from './transaction-controls.tsx';
import type { TransactionsTableProps } from './transactions-table.tsx';

/** A first guess at a card's height on a phone; cards are measured once drawn. */
const CARD_HEIGHT_ESTIMATE = 236;

/** Phones get cards rather than the table below the `md` breakpoint, as the Clients screen does. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * The review list on a phone: one card per transaction with its date, vendor, full amount, category and
 * approval in reach of a thumb (44 px controls), nothing scrolling sideways. Like the table it is drawn
 * for the rows in view only, scrolls with the window and asks for the next page near the end. Keyboard
 * review stays with the table on larger screens.
 */
export function TransactionCards({
  rows,
  total,
  selected,
  activeId,
  pickerFor,
  options,
  pickerFootnote,
  actions,
  headerCheck,
  onToggleAll,
  onNearEnd,
  loadingMore = false,
  stickyBar,
  handle,
}: TransactionsTableProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offsets, setOffsets] = useState({ listTop: 0, appHeader: 0 });

  useLayoutEffect(() => {
    function measure() {
      const list = listRef.current;
      if (!list) return;
      const next = {
        listTop: Math.round(list.getBoundingClientRect().top + window.scrollY),
        appHeader: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
      };
      setOffsets((current) => (current.listTop === next.listTop && current.appHeader === next.appHeader ? current : next));
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const { virtualizer, items, spacers } = useWindowedRows(
    rows,
    { estimateSize: () => CARD_HEIGHT_ESTIMATE, overscan: ROW_OVERSCAN, scrollMargin: offsets.listTop, scrollPaddingStart: offsets.appHeader },
    { handle, onNearEnd },
  );

  return (
    <div>
      <div className="sticky z-30 bg-card" style={{ top: offsets.appHeader }}>
        {stickyBar}
      </div>
      <label className="flex min-h-11 items-center gap-3 border-t px-5 text-sm text-muted-foreground">
        <Checkbox checked={headerCheck} disabled={rows.length === 0} onCheckedChange={onToggleAll} className="size-5" />
        Select all loaded
      </label>
      <RecordList
        ref={listRef}
        aria-label="Transactions"
        data-testid="review-cards"
        style={{ paddingTop: spacers.top, paddingBottom: spacers.bottom }}
      >
        {items.map((item) => {
          const transaction = rows[item.index];
          if (!transaction) return null;
          return (
            <TransactionCard
              key={item.key}
              transaction={transaction}
              index={item.index}
              selected={selected.has(transaction._id)}
              active={activeId === transaction._id}
              pickerOpen={pickerFor === transaction._id}
              options={options}
              pickerFootnote={pickerFootnote}
              actions={actions}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
      </RecordList>
      {rows.length < total && (
        <p className="px-5 py-3 text-sm text-muted-foreground" role="status" data-testid="review-load-more">
          {loadingMore
            ? 'Loading more transactions...'
            : `${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} loaded; scroll for more`}
        </p>
      )}
    </div>
  );
}

interface TransactionCardProps {
  transaction: Transaction;
  index: number;
  selected: boolean;
  active: boolean;
  pickerOpen: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  actions: RowActions;
  measureRef: (element: HTMLLIElement | null) => void;
}

const TransactionCard = memo(function TransactionCard({
  transaction,
  index,
  selected,
  active,
  pickerOpen,
  options,
  pickerFootnote,
  actions,
  measureRef,
}: TransactionCardProps) {
  const { excluded } = transaction;
  const faded = excluded && 'opacity-55';
  return (
    <RecordItem
      ref={measureRef}
      data-index={index}
      data-row-id={transaction._id}
      data-testid="review-card"
      data-active={active || undefined}
      data-state={selected ? 'selected' : undefined}
      data-excluded={excluded || undefined}
      onClick={() => actions.activate(transaction._id)}
      className={cn('gap-2.5 px-4', active && 'shadow-[inset_3px_0_0_var(--color-primary)]')}
    >
      <div className="flex items-start gap-3">
        {/* A 44 px target around the box. */}
        <div className="-m-2.5 grid size-11 shrink-0 place-items-center">
          <RowSelectBox transaction={transaction} selected={selected} actions={actions} className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className={cn('text-xs text-muted-foreground tabular-nums', faded)} data-testid="row-date">
              {formatTransactionDate(transaction.transaction_date)} <EditedMarker transaction={transaction} field="transaction_date" />
            </span>
            <RowAmount transaction={transaction} />
          </div>
          <p className={cn('font-medium break-words', excluded && 'line-through', faded)} data-testid="vendor-name">
            {transaction.vendor_name || <span className="text-muted-foreground">No vendor</span>}
            <span className="ml-1 inline-flex no-underline">
              <EditedMarker transaction={transaction} field="vendor_name" />
            </span>
          </p>
          {transaction.description && transaction.description !== transaction.vendor_name && (
            <p className={cn('text-xs break-words text-muted-foreground', excluded && 'line-through', faded)}>{transaction.description}</p>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-1.5 empty:hidden">
            <RowBadges transaction={transaction} />
          </div>
        </div>
        <RowActionsMenu transaction={transaction} handlers={actions.correct} />
      </div>
      <RecordFields className={cn('text-sm', faded)}>
        <RecordField label="Auto">
          <div data-testid="auto-category">
            <AutoCategory transaction={transaction} />
          </div>
        </RecordField>
        <RecordField label="Paid by">
          <span className="capitalize">{[transaction.payment_type, transaction.transaction_type].filter(Boolean).join(' · ')}</span>
        </RecordField>
        <RecordField label="QuickBooks">
          <PushStatusCell transaction={transaction} />
        </RecordField>
      </RecordFields>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2" title={rowActions(transaction).approveWhy ?? undefined}>
        <div className="min-w-0">
          <ManualCategoryControl
            transaction={transaction}
            pickerOpen={pickerOpen}
            options={options}
            pickerFootnote={pickerFootnote}
            actions={actions}
            className="h-11"
          />
          <SplitParts splits={transaction.splits} />
        </div>
        <RowApproval transaction={transaction} actions={actions} className="h-11 w-[7.5rem]" />
      </div>
    </RecordItem>
  );
});
