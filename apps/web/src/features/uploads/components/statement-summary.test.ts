import { describe, expect, it } from 'vitest';
import { balance } from './statement-summary.tsx';

describe('a statement balance', () => {
  it("says a card's balance is owed (or a credit), with thousands separators; a bank balance as is", () => {
    expect(balance(24663.03, false)).toBe('$24,663.03');
    expect(balance(-120.5, false)).toBe('-$120.50');
    expect(balance(1400, true)).toBe('$1,400.00 owed');
    expect(balance(-12, true)).toBe('$12.00 in credit');
    expect(balance(0, true)).toBe('$0.00');
    expect(balance(null, true)).toBe('—');
  });
});
