import { describe, expect, it } from 'vitest';
import { remainderText, remainingCents, splitBody, splitProblem, type SplitPartDraft } from './split-remainder.ts';

const part = (category: string | null, amount: string, memo = ''): SplitPartDraft => ({ category, amount, memo });

describe('the running remainder of a split', () => {
  it('counts in cents, so parts in dollars never leave a float crumb', () => {
    // 0.1 + 0.2 style sums: 45.10 = 30.03 + 15.07 exactly.
    expect(remainingCents(-45.1, [part('a', '30.03'), part('b', '15.07')])).toBe(0);
    expect(remainingCents(1250, [part('a', '0.10'), part('b', '0.20')])).toBe(124970);
  });

  it('treats an empty or unreadable amount as nothing assigned yet', () => {
    expect(remainingCents(-45.1, [part('a', ''), part('b', 'abc')])).toBe(4510);
  });

  it('says what is left, what is over, or that all of it is assigned', () => {
    expect(remainderText(1234)).toBe('$12.34 left to assign');
    expect(remainderText(-100)).toBe('$1.00 over');
    expect(remainderText(0)).toBe('All assigned');
  });

  it('names what stops the split from being saved', () => {
    expect(splitProblem(-45.1, [part('a', '45.10')])).toBe('A split needs at least two parts.');
    expect(splitProblem(-45.1, [part('a', '30'), part(null, '15.10')])).toBe('Choose a category for each part.');
    expect(splitProblem(-45.1, [part('a', '45.10'), part('b', '0')])).toBe('Enter an amount for each part.');
    expect(splitProblem(-45.1, [part('a', '30'), part('b', '15')])).toBe('$0.10 left to assign');
    expect(splitProblem(-45.1, [part('a', '30'), part('b', '16.10')])).toBe('$1.00 over');
    expect(splitProblem(-45.1, [part('a', '30'), part('b', '15.10')])).toBeNull();
  });

  it('sends the parts signed like the row, memos trimmed', () => {
    expect(splitBody(-45.1, [part('6110 - Fuel', '30', ' car '), part('6200 - Software', '15.10')])).toEqual([
      { category: '6110 - Fuel', amount: -30, memo: 'car' },
      { category: '6200 - Software', amount: -15.1, memo: '' },
    ]);
    expect(splitBody(1250, [part('4000 - Sales', '1,000'), part('4100 - Tips', '250')]).map((each) => each.amount)).toEqual([1000, 250]);
  });
});
