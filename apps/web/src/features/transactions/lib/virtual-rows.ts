/** A first guess at a row's height (two lines of text plus padding); rows are measured once drawn. */
export const ROW_HEIGHT_ESTIMATE = 61;
/** Rows drawn beyond each edge of the visible area, so a quick scroll does not show blank space. */
export const ROW_OVERSCAN = 8;
/** The sticky column header above the rows, inside the same scroll box. */
export const HEADER_HEIGHT = 44;

/** The next page is asked for when the last drawn row is this close to the last loaded one. */
export const LOAD_MORE_WITHIN = 40;

/**
 * The virtualizer settings of the review table, shared with the unit test of its windowing. The table
 * scrolls with the page, so the screen sets the margin to where the rows start (below the header).
 */
export const reviewVirtualOptions = {
  estimateSize: () => ROW_HEIGHT_ESTIMATE,
  overscan: ROW_OVERSCAN,
  scrollMargin: HEADER_HEIGHT,
  scrollPaddingStart: HEADER_HEIGHT,
} as const;

export interface WindowItem {
  start: number;
  end: number;
}

/**
 * A virtual table keeps real rows only for its window and stands empty spacer rows in for the rest:
 * the space above the first drawn row and below the last, so the scroll height stays that of all
 * rows. Item positions count from the top of the scroll box, `scrollMargin` (the header) included;
 * `totalSize` does not include it.
 */
export function spacerHeights(items: readonly WindowItem[], totalSize: number, scrollMargin = 0): { top: number; bottom: number } {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { top: 0, bottom: 0 };
  return { top: Math.max(0, first.start - scrollMargin), bottom: Math.max(0, totalSize - (last.end - scrollMargin)) };
}
