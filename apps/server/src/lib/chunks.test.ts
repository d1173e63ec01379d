import { describe, expect, it } from 'vitest';
import { chunks } from './chunks.ts';

describe('chunks', () => {
  it('slices in order, the last slice holding what is left', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2], 2)).toEqual([[1, 2]]);
    expect(chunks([], 3)).toEqual([]);
  });
});
