import { describe, expect, it } from 'vitest';
import { isBankProduct } from './bank-product.ts';

describe('isBankProduct', () => {
  it('reads a product named after its bank', () => {
    expect(isBankProduct('U.S. BANK SMARTLY CHECKING')).toBe(true);
    expect(isBankProduct('Bank of America Advantage Savings')).toBe(true);
  });
  it('leaves the bank itself, or a longer line, alone', () => {
    expect(isBankProduct('USAA Federal Savings Bank')).toBe(false);
    expect(isBankProduct('U.S. Bank National Association')).toBe(false);
    expect(isBankProduct('Transfer from your Bank account to your Savings and Checking')).toBe(false);
  });
});
