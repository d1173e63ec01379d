import { describe, expect, it } from 'vitest';
import { currencyTitle, productOfTitle, withoutLetterVoice } from './product-title.ts';

describe('productOfTitle', () => {
  it("drops the document's name and an 'Account' that only repeats the kind", () => {
    expect(productOfTitle('Everyday Chequing Account statement')).toBe('Everyday Chequing');
    expect(productOfTitle('Business Checking statement')).toBe('Business Checking');
  });

  it("keeps 'Account' when the words before it name no kind, without the letter's 'Your'", () => {
    expect(productOfTitle('Your Classic Account statement')).toBe('Classic Account');
    expect(productOfTitle('Spending Account')).toBe('Spending Account');
  });

  it('names a multi-currency account by its currency title, and nothing else by it', () => {
    expect(currencyTitle('USD statement')).toBe('USD statement');
    expect(currencyTitle(' EUR Statement ')).toBe('EUR Statement');
    expect(currencyTitle('ABC statement')).toBeNull();
    expect(currencyTitle('Monthly statement')).toBeNull();
    expect(currencyTitle('USD')).toBeNull();
  });

  it("drops the letter's 'Your' before a product's name, and only there", () => {
    expect(withoutLetterVoice('Your Adv Plus Banking')).toBe('Adv Plus Banking');
    expect(withoutLetterVoice('Adv Plus Banking')).toBe('Adv Plus Banking');
    expect(withoutLetterVoice('Yours Truly Checking')).toBe('Yours Truly Checking');
  });
});
