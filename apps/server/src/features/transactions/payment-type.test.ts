import { describe, expect, it } from 'vitest';
import { paymentType } from './payment-type.ts';

describe('paymentType', () => {
  it.each([
    ['ZELLE PAYMENT TO JOHN SMITH', 'Zelle'],
    ['CHECK # 1042', 'Check'],
    ['POS DEBIT 123456 TARGET SOME CITY ST', 'Debit Card'],
    ['ORIG CO NAME:GUSTO PAYROLL PPD ID:123', 'ACH'],
    ['ATM WITHDRAWAL 5TH AVE', 'ATM'],
    ['MONTHLY SERVICE FEE', 'Bank Fee'],
    ['INCOMING WIRE TRANSFER', 'Wire'],
    ['ONLINE TRANSFER TO SAVINGS', 'ACH'],
    ['INTEREST PAYMENT', 'Interest'],
  ])('%s → %s', (description, expected) => {
    expect(paymentType(description, 'checking')).toBe(expected);
  });

  it('falls back to the account kind', () => {
    expect(paymentType('AMAZON MKTPLACE', 'credit_card')).toBe('Credit Card');
    expect(paymentType('SOMETHING', 'checking')).toBe('Other');
  });
});
