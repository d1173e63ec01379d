import { describe, expect, it } from 'vitest';
import { askClientSelection } from './ask-client-selection.ts';

const row = (id: string, changes: Partial<{ approved: boolean; excluded: boolean; qb_id: string | null; manual_category: string | null }> = {}) => ({
  _id: id,
  approved: false,
  excluded: false,
  qb_id: null,
  manual_category: null,
  ...changes,
});

describe('askClientSelection', () => {
  it('sends every row nobody has decided', () => {
    expect(askClientSelection([row('a'), row('b')])).toEqual({ ids: ['a', 'b'], leftOut: null });
  });

  it('leaves out the rows the server refuses and counts them by reason', () => {
    const result = askClientSelection([
      row('a'),
      row('b', { manual_category: '6200 - Software' }),
      row('c', { approved: true }),
      row('d', { approved: true, manual_category: 'Rent' }),
      row('e', { excluded: true }),
      row('f', { qb_id: '41', approved: true }),
      row('g'),
    ]);
    expect(result.ids).toEqual(['a', 'g']);
    expect(result.leftOut).toBe('Leaves out 5 already decided: 1 in QuickBooks, 2 approved, 1 excluded, 1 filed by hand');
  });

  it('leaves nothing to send when every row is decided', () => {
    expect(askClientSelection([row('a', { manual_category: 'Dues' })])).toEqual({
      ids: [],
      leftOut: 'Leaves out 1 already decided: 1 filed by hand',
    });
  });
});
