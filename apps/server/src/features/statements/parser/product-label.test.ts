import { describe, expect, it } from 'vitest';
import { labelledProduct } from './product-label.ts';

describe('labelledProduct', () => {
  it('reads the cell after a Product label', () => {
    expect(labelledProduct(['Account Information  Explanation of Amount Due', 'Product  30 Year Fixed Rate Mortgage  Principal  $989.12'])).toBe(
      '30 Year Fixed Rate Mortgage',
    );
    expect(labelledProduct(['Loan Type: Auto Loan'])).toBe('Auto Loan');
  });

  it('takes no figure or date after the label for a name', () => {
    expect(labelledProduct(['Product  $989.12'])).toBeNull();
    expect(labelledProduct(['Account Type  06/01/2026'])).toBeNull();
    expect(labelledProduct(['Everyday Checking  Account number 1234'])).toBeNull();
  });
});
