import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import { holderBeforeNumber } from './holder-before-number.ts';

const isName = (text: string) => !/\b(bank|statement|account|checking)\b/i.test(text);

describe('holderBeforeNumber', () => {
  it("reads the name a later page's running header prints before the account's number", () => {
    const lines = textLayout(`
citi      Costco Anywhere Visa Card
          Account number ending in: 5512
---page---
LUIS A ORTEGA Account number ending in: 5512 Billing Period: 05/13/26-06/12/26
Sale Date    Post Date    Description    Amount`);
    expect(holderBeforeNumber(lines, isName)).toBe('LUIS A ORTEGA');
  });

  it('leaves a product before its number, or a line far down a page, alone', () => {
    expect(holderBeforeNumber(textLayout('Everyday Checking Account number: 1010287744'), isName)).toBeNull();
    expect(holderBeforeNumber(textLayout('A\nB\nC\nLUIS A ORTEGA Account number ending in: 5512'), isName)).toBeNull();
  });
});

describe('holderBeforeNumber, sentences', () => {
  it("takes no sentence's words before the label", () => {
    expect(holderBeforeNumber(textLayout('for Account Number: 0176622896'), isName)).toBeNull();
    expect(holderBeforeNumber(textLayout('Statement of account for Account Number: 0176622896'), () => true)).toBeNull();
  });
});
