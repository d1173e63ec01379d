import { describe, expect, it } from 'vitest';
import { previewRows } from './preview-rows.ts';

describe('previewRows', () => {
  it('shows every row of a short statement', () => {
    expect(previewRows(3, 10, [])).toEqual([
      { index: 0, skippedBefore: 0 },
      { index: 1, skippedBefore: 0 },
      { index: 2, skippedBefore: 0 },
    ]);
  });

  it('shows the first rows of a long one, then the rows around a break further down, saying what it skips', () => {
    const rows = previewRows(300, 10, [200, 199, 5, 999]);
    expect(rows).toHaveLength(12);
    expect(rows.slice(0, 10).every((row, index) => row.index === index && row.skippedBefore === 0)).toBe(true);
    expect(rows.slice(10)).toEqual([
      { index: 199, skippedBefore: 189 },
      { index: 200, skippedBefore: 0 },
    ]);
  });
});
