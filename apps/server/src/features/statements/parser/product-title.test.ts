import { describe, expect, it } from 'vitest';
import { productOfTitle } from './product-title.ts';

describe('productOfTitle', () => {
  it("drops the document's name and an 'Account' that only repeats the kind", () => {
    expect(productOfTitle('Everyday Chequing Account statement')).toBe('Everyday Chequing');
    expect(productOfTitle('Business Checking statement')).toBe('Business Checking');
  });

  it("keeps 'Account' when the words before it name no kind, without the letter's 'Your'", () => {
    expect(productOfTitle('Your Classic Account statement')).toBe('Classic Account');
    expect(productOfTitle('Spending Account')).toBe('Spending Account');
  });
});
