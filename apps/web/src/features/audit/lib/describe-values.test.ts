import { describe, expect, it } from 'vitest';
import { valueLines } from './describe-values.ts';

describe('before and after as lines', () => {
  it('shows flags and empty values in words', () => {
    expect(valueLines({ approved: true, manual_category: null })).toEqual([
      { label: 'approved', text: 'yes' },
      { label: 'manual category', text: '—' },
    ]);
  });

  it('lists a bulk update one row per line', () => {
    expect(
      valueLines({
        rows: [
          { id: 'a', approved: false },
          { id: 'b', approved: false },
        ],
      }),
    ).toEqual([{ label: 'rows', text: 'id: a, approved: no\nid: b, approved: no' }]);
  });

  it('shows nothing for a value that did not exist', () => {
    expect(valueLines(null)).toEqual([]);
  });
});
