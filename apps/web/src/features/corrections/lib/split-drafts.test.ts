import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { initialParts } from './split-drafts.ts';

describe('the parts a split starts from', () => {
  it('offers two parts, the first filed where the row is filed', () => {
    expect(initialParts(buildTransaction({ auto_category: '6110 - Fuel', manual_category: '6200 - Software' }))).toEqual([
      { category: '6200 - Software', amount: '', memo: '' },
      { category: null, amount: '', memo: '' },
    ]);
    expect(initialParts(buildTransaction({ auto_category: ASK_CLIENT }))[0]!.category).toBeNull();
  });

  it('shows an existing split as it was saved, amounts as magnitudes', () => {
    const split = buildTransaction({
      splits: [
        { category: '6110 - Fuel', amount: -30, memo: 'van' },
        { category: '6200 - Software', amount: -15.1, memo: '' },
      ],
    });
    expect(initialParts(split)).toEqual([
      { category: '6110 - Fuel', amount: '30.00', memo: 'van' },
      { category: '6200 - Software', amount: '15.10', memo: '' },
    ]);
  });
});
