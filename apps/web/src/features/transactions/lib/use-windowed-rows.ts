import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Transaction } from '@ledgerdesk/contracts';
import { LOAD_MORE_WITHIN, spacerHeights } from './virtual-rows.ts';

export interface WindowedRowsHandle {
  /** Brings a row (by its position in `rows`) into view, e.g. after j/k. */
  scrollToIndex: (index: number) => void;
}

interface WindowedRowsOptions {
  estimateSize: () => number;
  overscan: number;
  /** Where the first row starts in the page: the list scrolls with the window. */
  scrollMargin: number;
  /** What covers the top of the window (the sticky headers), so a row scrolled to is not hidden under it. */
  scrollPaddingStart: number;
}

/**
 * The loaded rows as the table and the phone cards both draw them: only those in view (plus a margin),
 * spacers for the rest, scrolling to a row on request, and the next page asked for near the last one.
 */
export function useWindowedRows(
  rows: readonly Transaction[],
  options: WindowedRowsOptions,
  { handle, onNearEnd }: { handle?: Ref<WindowedRowsHandle>; onNearEnd?: () => void },
) {
  const virtualizer = useWindowVirtualizer({ ...options, count: rows.length, getItemKey: (index) => rows[index]?._id ?? index });
  useImperativeHandle(handle, () => ({
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  }));

  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastIndex >= rows.length - 1 - LOAD_MORE_WITHIN) onNearEnd?.();
  }, [lastIndex, rows.length, onNearEnd]);

  return { virtualizer, items, spacers: spacerHeights(items, virtualizer.getTotalSize(), options.scrollMargin) };
}
