import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Transaction } from '@ledgerdesk/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import type { PickerOption } from '../lib/category-options.ts';
import type { HeaderCheckState } from '../lib/selection.ts';
import { HEADER_HEIGHT, reviewVirtualOptions, spacerHeights } from '../lib/virtual-rows.ts';
import { TransactionRow, type RowActions } from './transaction-row.tsx';

/** Column widths: the table keeps them while rows come and go, and scrolls sideways on narrow screens. */
const COLUMNS: Array<{ label: ReactNode; width: number; className?: string }> = [
  { label: null, width: 40 },
  { label: 'Transaction ID', width: 84 },
  { label: 'Vendor Name', width: 168 },
  { label: 'Amount', width: 96, className: 'text-right' },
  { label: 'Payment Type', width: 80 },
  { label: 'Transaction Type', width: 84 },
  { label: 'Auto Category', width: 172 },
  { label: 'Manual Category', width: 156 },
  { label: 'Approved', width: 120 },
  { label: 'Date', width: 100 },
  { label: 'Push Status', width: 128 },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

export interface TransactionsTableHandle {
  /** Brings a row (by its position in `rows`) into view, e.g. after j/k. */
  scrollToIndex: (index: number) => void;
}

interface TransactionsTableProps {
  rows: readonly Transaction[];
  selected: ReadonlySet<string>;
  activeId: string | null;
  pickerFor: string | null;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  actions: RowActions;
  headerCheck: HeaderCheckState;
  onToggleAll: () => void;
  handle?: Ref<TransactionsTableHandle>;
  /** Changes when the filters do: the list starts again from its top. */
  resetKey?: string;
}

/**
 * The review table. Only the rows in view (plus a margin) are in the page, so 5,000 transactions
 * scroll as smoothly as 50; spacer rows above and below keep the scroll height of the whole list.
 */
export function TransactionsTable({
  rows,
  selected,
  activeId,
  pickerFor,
  options,
  pickerFootnote,
  actions,
  headerCheck,
  onToggleAll,
  handle,
  resetKey,
}: TransactionsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back fresh functions each render; nothing here is memoised on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    ...reviewVirtualOptions,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    getItemKey: (index) => rows[index]?._id ?? index,
  });

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  useImperativeHandle(handle, () => ({
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  }));

  const items = virtualizer.getVirtualItems();
  const spacers = spacerHeights(items, virtualizer.getTotalSize(), reviewVirtualOptions.scrollMargin);

  return (
    <div
      ref={scrollRef}
      data-testid="review-table-scroll"
      className="relative max-h-[min(70dvh,48rem)] overflow-auto overscroll-contain border-t"
    >
      <table
        className="w-full table-fixed caption-bottom text-sm"
        style={{ minWidth: TABLE_WIDTH }}
        aria-label="Transactions"
        aria-rowcount={rows.length + 1}
        data-testid="review-table"
      >
        <colgroup>
          {COLUMNS.map((column, index) => (
            <col key={index} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {COLUMNS.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn(
                  'sticky top-0 z-10 bg-card px-2 text-left align-middle text-xs leading-tight font-medium text-muted-foreground shadow-[inset_0_-1px_0_var(--color-border)]',
                  index === 0 && 'pr-1 pl-4',
                  index === COLUMNS.length - 1 && 'pr-4',
                  column.className,
                )}
              >
                {index === 0 ? (
                  <Checkbox
                    checked={headerCheck}
                    onCheckedChange={onToggleAll}
                    aria-label="Select all shown transactions"
                    disabled={rows.length === 0}
                  />
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spacers.top > 0 && (
            <tr aria-hidden>
              <td colSpan={COLUMNS.length} style={{ height: spacers.top, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const transaction = rows[item.index];
            if (!transaction) return null;
            return (
              <TransactionRow
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
          {spacers.bottom > 0 && (
            <tr aria-hidden>
              <td colSpan={COLUMNS.length} style={{ height: spacers.bottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
