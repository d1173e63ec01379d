import { Virtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT, ROW_HEIGHT_ESTIMATE, ROW_OVERSCAN, reviewVirtualOptions, spacerHeights } from './virtual-rows.ts';

const VIEWPORT = 600;

/**
 * The review table's virtualizer, with the browser's measuring replaced by fixed numbers: a scroll box
 * VIEWPORT high scrolled to `scrollTop`, every row its estimated height.
 */
function windowAt(count: number, scrollTop: number) {
  const fakeElement = { ownerDocument: { defaultView: null } } as unknown as HTMLDivElement;
  const virtualizer = new Virtualizer<HTMLDivElement, HTMLTableRowElement>({
    ...reviewVirtualOptions,
    count,
    getScrollElement: () => fakeElement,
    getItemKey: (index) => `row-${index}`,
    observeElementRect: (_instance, onRect) => onRect({ width: 1200, height: VIEWPORT }),
    observeElementOffset: (_instance, onOffset) => onOffset(scrollTop, false),
    scrollToFn: () => undefined,
  });
  const cleanup = virtualizer._didMount();
  virtualizer._willUpdate();
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  cleanup();
  return { items, totalSize };
}

const indexes = (items: VirtualItem[]) => items.map((item) => item.index);

describe('the review table window', () => {
  it('draws only the rows in view plus the overscan, out of 5,000', () => {
    const { items, totalSize } = windowAt(5000, 0);
    const visible = Math.ceil((VIEWPORT - HEADER_HEIGHT) / ROW_HEIGHT_ESTIMATE);
    expect(items[0]?.index).toBe(0);
    expect(items.length).toBeGreaterThanOrEqual(visible);
    expect(items.length).toBeLessThanOrEqual(visible + ROW_OVERSCAN + 1);
    expect(totalSize).toBe(5000 * ROW_HEIGHT_ESTIMATE);
  });

  it('moves the window with the scroll position and keeps it contiguous', () => {
    const scrollTop = 2500 * ROW_HEIGHT_ESTIMATE;
    const { items } = windowAt(5000, scrollTop);
    const first = items[0]!.index;
    const last = items.at(-1)!.index;
    // The row at the top of the box (under the header) is drawn, with the overscan before it.
    const atTop = Math.floor((scrollTop - HEADER_HEIGHT) / ROW_HEIGHT_ESTIMATE);
    expect(first).toBeLessThanOrEqual(atTop);
    expect(first).toBeGreaterThanOrEqual(atTop - ROW_OVERSCAN - 1);
    expect(indexes(items)).toEqual(Array.from({ length: last - first + 1 }, (_, offset) => first + offset));
    expect(items.length).toBeLessThan(40);
  });

  it('ends at the last row when scrolled to the bottom', () => {
    const bottom = 5000 * ROW_HEIGHT_ESTIMATE + HEADER_HEIGHT - VIEWPORT;
    const { items } = windowAt(5000, bottom);
    expect(items.at(-1)?.index).toBe(4999);
    expect(items.length).toBeLessThan(40);
  });

  it('draws every row of a short list', () => {
    expect(indexes(windowAt(3, 0).items)).toEqual([0, 1, 2]);
    expect(windowAt(0, 0).items).toEqual([]);
  });

  it('spacers stand in for the rows not drawn, so the scroll height is that of all rows', () => {
    for (const scrollTop of [0, 61 * 700, 61 * 4990]) {
      const { items, totalSize } = windowAt(5000, scrollTop);
      const spacers = spacerHeights(items, totalSize, reviewVirtualOptions.scrollMargin);
      const drawn = items.reduce((sum, item) => sum + item.size, 0);
      expect(spacers.top + drawn + spacers.bottom).toBe(totalSize);
      expect(spacers.top).toBe(items[0]!.index * ROW_HEIGHT_ESTIMATE);
    }
  });
});

describe('spacerHeights', () => {
  it('is nothing for an empty window', () => {
    expect(spacerHeights([], 0)).toEqual({ top: 0, bottom: 0 });
  });

  it('measures from the list start, leaving out the header above it', () => {
    const items = [
      { start: 140, end: 200 },
      { start: 200, end: 270 },
    ];
    expect(spacerHeights(items, 500, 40)).toEqual({ top: 100, bottom: 270 });
  });

  it('never goes negative while measured rows settle', () => {
    expect(spacerHeights([{ start: 0, end: 700 }], 500, 40)).toEqual({ top: 0, bottom: 0 });
  });
});
