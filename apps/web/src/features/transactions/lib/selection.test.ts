import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { applySelectionClick, headerCheckState, takenBySelectAll } from './selection.ts';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const anySelectable = () => true;
const click = (selected: string[], targetId: string, options: { anchorId?: string | null; range?: boolean; locked?: string[] } = {}) =>
  [
    ...applySelectionClick(new Set(selected), {
      orderedIds: ids,
      isSelectable: options.locked ? (id) => !options.locked!.includes(id) : anySelectable,
      anchorId: options.anchorId ?? null,
      targetId,
      range: options.range ?? false,
    }),
  ].sort();

describe('applySelectionClick', () => {
  it('toggles one row on a plain click', () => {
    expect(click([], 'c')).toEqual(['c']);
    expect(click(['c', 'd'], 'c')).toEqual(['d']);
  });

  it('selects everything from the anchor to the Shift-clicked row, in either direction', () => {
    expect(click(['b'], 'e', { anchorId: 'b', range: true })).toEqual(['b', 'c', 'd', 'e']);
    expect(click(['e'], 'b', { anchorId: 'e', range: true })).toEqual(['b', 'c', 'd', 'e']);
  });

  it('clears the range when the Shift-clicked row was selected', () => {
    expect(click(['a', 'b', 'c', 'd', 'e'], 'd', { anchorId: 'b', range: true })).toEqual(['a', 'e']);
  });

  it('skips rows that cannot be selected (pushed)', () => {
    expect(click([], 'e', { anchorId: 'a', range: true, locked: ['c'] })).toEqual(['a', 'b', 'd', 'e']);
    expect(click([], 'c', { locked: ['c'] })).toEqual([]);
  });

  it('falls back to one row when the anchor is not on screen', () => {
    expect(click([], 'd', { anchorId: 'gone', range: true })).toEqual(['d']);
    expect(click([], 'd', { anchorId: null, range: true })).toEqual(['d']);
  });

  it('keeps selections that are not shown', () => {
    expect(click(['hidden'], 'a')).toEqual(['a', 'hidden']);
  });
});

describe('headerCheckState', () => {
  it('is ticked, empty, or a dash for a partial selection', () => {
    expect(headerCheckState(['a', 'b'], new Set(['a', 'b', 'x']))).toBe(true);
    expect(headerCheckState(['a', 'b'], new Set(['x']))).toBe(false);
    expect(headerCheckState(['a', 'b'], new Set(['b']))).toBe('indeterminate');
    expect(headerCheckState([], new Set())).toBe(false);
  });
});

describe('takenBySelectAll', () => {
  it('takes the rows that can be approved, leaving out those in QuickBooks and the excluded ones', () => {
    expect(takenBySelectAll(buildTransaction(), 'all')).toBe(true);
    expect(takenBySelectAll(buildTransaction({ qb_id: '9' }), 'all')).toBe(false);
    expect(takenBySelectAll(buildTransaction({ excluded: true }), 'all')).toBe(false);
  });

  it('takes the excluded rows in the list of excluded rows, to include them again', () => {
    expect(takenBySelectAll(buildTransaction({ excluded: true }), 'excluded')).toBe(true);
    expect(takenBySelectAll(buildTransaction({ excluded: true, qb_id: '9' }), 'excluded')).toBe(false);
  });
});
