import { describe, expect, it } from 'vitest';
import { linesWithoutRows, movesBothWays } from './kind-text.ts';

const row = (description: string) => ({ description: description.split(' ') });

describe('linesWithoutRows', () => {
  it("drops the lines holding a row's description, keeps the headings", () => {
    const text = ['Spending Account', 'Account number ending in 3307', '06/01 08:08  Transfer to Savings  −$68.31  $573.13'];
    expect(linesWithoutRows(text, [row('Transfer to Savings')])).toEqual(['Spending Account', 'Account number ending in 3307']);
  });

  it('keeps every line when there are no rows', () => {
    expect(linesWithoutRows(['Share Savings'], [])).toEqual(['Share Savings']);
  });
});

describe('movesBothWays', () => {
  const flow = (column: 'amount' | 'debit' | 'credit', negative: boolean) => ({ flow: { column, amount: { negative, marker: null } } });
  it('is true when the rows take money in and out', () => {
    expect(movesBothWays([flow('amount', false), flow('amount', true)] as never)).toBe(true);
    expect(movesBothWays([flow('debit', false), flow('credit', false)] as never)).toBe(true);
  });
  it('is false when money only goes one way', () => {
    expect(movesBothWays([flow('amount', false), flow('credit', false)] as never)).toBe(false);
  });
});
