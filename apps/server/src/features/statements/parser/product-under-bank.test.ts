import { describe, expect, it } from 'vitest';
import { productUnderBankName } from './product-under-bank.ts';

describe('productUnderBankName', () => {
  it("reads the product printed under the bank's name", () => {
    expect(
      productUnderBankName([
        'Southern Cross Bank  Account Number 06 2914 1048 2277',
        'BSB 062-914',
        'Smart Access  Statement 14',
        'Period 1 Nov 2025 - 31 Jan 2026',
      ]),
    ).toBe('Smart Access');
  });

  it('takes no member notice, address or upper-case name for a product', () => {
    expect(productUnderBankName(['First Valley Bank', 'Member FDIC', 'PO Box 1200'])).toBeNull();
    expect(productUnderBankName(['First Valley Bank', 'MR DANIEL J NGUYEN', '12 MAIN ST'])).toBeNull();
    expect(productUnderBankName(['Statement of account', 'Smart Access'])).toBeNull();
  });
});
