import { describe, expect, it } from 'vitest';
import { checkNumberOf, payeeOf } from './check-number.ts';

const row = (description: string, payment_type: string, extra: { check_number?: string | null; vendor_name?: string } = {}) => ({
  description,
  payment_type,
  check_number: extra.check_number ?? null,
  vendor_name: extra.vendor_name ?? 'Payee',
});

describe('checkNumberOf', () => {
  it.each([
    ['CHECK 1042', 'Check', '1042'],
    ['CHECK #1042', 'Check', '1042'],
    ['CHK NO. 88 PAID', 'Check', '88'],
    ['CK# 7', 'Check', '7'],
    ['check number 77', 'Check', '77'],
    ['CHECK CARD PURCHASE', 'Check', null],
    ['CHECK 1042', 'Debit Card', null],
  ])('%j paid by %s has check number %j', (description, paymentType, expected) => {
    expect(checkNumberOf(row(description, paymentType))).toBe(expected);
  });

  it('prefers the number the parser read from a check column or table', () => {
    expect(checkNumberOf(row('Check', 'Check', { check_number: '2051', vendor_name: 'Check' }))).toBe('2051');
  });

  it('takes the number of a check row that printed only its number, without the gap mark', () => {
    expect(checkNumberOf(row('1234', 'Other', { vendor_name: 'Check' }))).toBe('1234');
    expect(checkNumberOf(row('1003*', 'Check', { vendor_name: 'Check' }))).toBe('1003');
  });
});

describe('payeeOf', () => {
  it('sends no payee for a check that printed none, and the vendor otherwise', () => {
    expect(payeeOf({ vendor_name: 'Check' })).toBe('');
    expect(payeeOf({ vendor_name: 'Office Depot' })).toBe('Office Depot');
    expect(payeeOf({ vendor_name: 'Checkers Drive-In' })).toBe('Checkers Drive-In');
  });
});
