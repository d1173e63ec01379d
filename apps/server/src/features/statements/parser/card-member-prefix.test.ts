import { describe, expect, it } from 'vitest';
import { withoutCardMemberPrefix } from './card-member-prefix.ts';

describe('withoutCardMemberPrefix', () => {
  it.each([
    ['MARIA LOPEZ #4821: Transactions', 'Transactions'],
    ['DANIEL LOPEZ #7730: Total Transactions', 'Total Transactions'],
    ['J SMITH - Card ending in 7730: Purchases', 'Purchases'],
    ['PRIYA REYES xxxx-xxxx-xxxx-4417: Charges', 'Charges'],
  ])('%s → %s', (text, rest) => {
    expect(withoutCardMemberPrefix(text)).toBe(rest);
  });

  it.each(['Deposits and Other Credits', 'Note: fees apply', 'Account #4821', 'Statement period 12/31: closing'])('%s is kept', (text) => {
    expect(withoutCardMemberPrefix(text)).toBe(text);
  });
});
