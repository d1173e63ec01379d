import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { cn } from '../../../lib/utils.ts';
import type { PickerOption } from '../lib/category-options.ts';
import type { HeaderCheckState } from '../lib/selection.ts';
import { useWindowedRows, type WindowedRowsHandle } from '../lib/use-windowed-rows.ts';
import { HEADER_HEIGHT, reviewVirtualOptions } from '../lib/virtual-rows.ts';
import { TransactionRow, type RowActions } from './transaction-row.tsx';
import { COLUMN_COUNT, ColumnWidths, HeaderRow, StuckHeader, TABLE_MIN_WIDTH } from './transactions-table-header.tsx';

export interface TransactionsTableProps {
  rows: readonly Transaction[];
  /** Rows matching the filters on the server, loaded or not. */
  total: number;
  selected: ReadonlySet<string>;
  activeId: string | null;
  pickerFor: string | null;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  actions: RowActions;
  headerCheck: HeaderCheckState;
  onToggleAll: () => void;
  /** Asked for when the reviewer nears the last loaded row. */
  onNearEnd?: () => void;
  /** The next page is on its way. */
  loadingMore?: boolean;
  /** A bar (the bulk actions) held in view above the column header while the page scrolls. */
  stickyBar?: ReactNode;
  handle?: Ref<WindowedRowsHandle>;
  /** Changes when the filters do: the list starts again from its top. */
  resetKey?: string;
}

/** The app's sticky header: the table's own header sticks just below it. */
function appHeaderHeight(): number {
  return document.querySelector('header')?.getBoundingClientRect().height ?? 0;
}

/**
 * The review table. The page has one scrollbar, the window's: the table grows with its rows, only the
 * rows in view (plus a margin) are in the page, and spacer rows keep the height of all the loaded ones.
 */
export function TransactionsTable({
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
  resetKey,
}: TransactionsTableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const stuckHeaderRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [offsets, setOffsets] = useState({ rowsTop: 0, appHeader: 0, stickyTop: 0, narrow: false });

  // Where the rows start in the page moves when a bar opens above the table or the header wraps, and the
  // table's width when a panel opens beside it: measured whenever either changes size.
  useLayoutEffect(() => {
    function measure() {
      const table = tableRef.current;
      const box = boxRef.current;
      if (!table || !box) return;
      const appHeader = Math.round(appHeaderHeight());
      const next = {
        rowsTop: Math.round(table.getBoundingClientRect().top + window.scrollY + HEADER_HEIGHT),
        appHeader,
        // The column header sticks below the app's header and the bar held above it.
        stickyTop: appHeader + Math.round(barRef.current?.getBoundingClientRect().height ?? 0),
        narrow: box.clientWidth < TABLE_MIN_WIDTH,
      };
      setOffsets((current) =>
        current.rowsTop === next.rowsTop &&
        current.appHeader === next.appHeader &&
        current.stickyTop === next.stickyTop &&
        current.narrow === next.narrow
          ? current
          : next,
      );
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    if (boxRef.current) observer.observe(boxRef.current);
    if (barRef.current) observer.observe(barRef.current);
    return () => observer.disconnect();
  }, []);

  const { virtualizer, items, spacers } = useWindowedRows(
    rows,
    // A row scrolled to (j/k) must not hide under the app's header and the table's.
    { ...reviewVirtualOptions, scrollMargin: offsets.rowsTop, scrollPaddingStart: offsets.stickyTop + HEADER_HEIGHT },
    { handle, onNearEnd },
  );

  const firstReset = useRef(true);
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    const top = (tableRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - offsets.stickyTop;
    if (window.scrollY > top) window.scrollTo({ top });
    // Only a change of filters scrolls back; the offsets are read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  // A box that scrolls sideways also holds its header in place vertically (CSS has sticky follow the
  // nearest scrolling box): there the real header stays at the table's top and a copy takes over once
  // the page has scrolled it under the app's header.
  const [headerUnder, setHeaderUnder] = useState(false);
  useEffect(() => {
    if (!offsets.narrow) return;
    const tableTop = offsets.rowsTop - HEADER_HEIGHT;
    const check = () => setHeaderUnder(window.scrollY + offsets.stickyTop > tableTop);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [offsets]);
  const stuck = offsets.narrow && headerUnder;
  useLayoutEffect(() => {
    if (stuck && stuckHeaderRef.current && boxRef.current) stuckHeaderRef.current.scrollLeft = boxRef.current.scrollLeft;
  }, [stuck]);
  const headerProps = { headerCheck, onToggleAll, disabled: rows.length === 0 };

  return (
    <div data-narrow={offsets.narrow || undefined}>
      <div ref={barRef} className="sticky z-30 bg-card" style={{ top: offsets.appHeader }}>
        {stickyBar}
      </div>
      {stuck && <StuckHeader {...headerProps} stickyTop={offsets.stickyTop} scrollRef={stuckHeaderRef} />}
      <div
        ref={boxRef}
        data-testid="review-table-scroll"
        onScroll={(event) => {
          if (stuckHeaderRef.current) stuckHeaderRef.current.scrollLeft = event.currentTarget.scrollLeft;
        }}
        // Relative: the rows' screen-reader-only texts are placed within the box, not beyond the page's edge.
        className={cn('relative border-t', offsets.narrow && 'overflow-x-auto overscroll-x-contain')}
      >
        <table
          ref={tableRef}
          className="w-full table-fixed caption-bottom text-sm"
          style={{ minWidth: TABLE_MIN_WIDTH }}
          aria-label="Transactions"
          aria-rowcount={total + 1}
          data-testid="review-table"
        >
          <ColumnWidths />
          <thead>
            <HeaderRow {...headerProps} top={offsets.narrow ? 0 : offsets.stickyTop} />
          </thead>
          <tbody>
            {spacers.top > 0 && (
              <tr aria-hidden>
                <td colSpan={COLUMN_COUNT} style={{ height: spacers.top, padding: 0 }} />
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
                <td colSpan={COLUMN_COUNT} style={{ height: spacers.bottom, padding: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {rows.length < total && (
        <p className="sticky left-0 px-4 py-3 text-sm text-muted-foreground" role="status" data-testid="review-load-more">
          {loadingMore
            ? 'Loading more transactions...'
            : `${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} loaded; scroll for more`}
        </p>
      )}
    </div>
  );
}
