import { describe, expect, it } from 'vitest';
import { rowsAroundBreaks } from './rows-around-breaks.ts';

describe('rowsAroundBreaks', () => {
  it('marks each break row and the row before it', () => {
    expect([...rowsAroundBreaks([3], 6)]).toEqual([
      [3, 'break'],
      [2, 'before'],
    ]);
  });

  it('ignores rows outside the table and keeps a break that follows another break', () => {
    const marked = rowsAroundBreaks([0, 1, 9], 3);
    expect(marked.get(0)).toBe('break');
    expect(marked.get(1)).toBe('break');
    expect(marked.has(9)).toBe(false);
  });
});
