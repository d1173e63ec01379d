import { describe, expect, it } from 'vitest';
import { suggestRegister } from './push-register.ts';

const registers = [
  { id: '35', name: 'Business Checking', type: 'Bank', number: null },
  { id: '36', name: 'Savings', type: 'Bank', number: null },
  { id: '41', name: 'Visa Business Card', type: 'Credit Card', number: null },
];

describe('suggestRegister', () => {
  it('prefers the register carrying the last four digits in its name or number', () => {
    const withDigits = [
      ...registers,
      { id: '37', name: 'Operating 4321', type: 'Bank', number: null },
      { id: '42', name: 'Amex', type: 'Credit Card', number: '9876' },
    ];
    expect(suggestRegister({ kind: 'checking', account_number_last4: '4321' }, withDigits)).toBe('37');
    expect(suggestRegister({ kind: 'credit_card', account_number_last4: '9876' }, withDigits)).toBe('42');
  });

  it('else the single register of the matching type', () => {
    expect(suggestRegister({ kind: 'credit_card', account_number_last4: '1111' }, registers)).toBe('41');
  });

  it('among several bank registers, the one named for checking or savings', () => {
    expect(suggestRegister({ kind: 'checking', account_number_last4: null }, registers)).toBe('35');
    expect(suggestRegister({ kind: 'savings', account_number_last4: null }, registers)).toBe('36');
  });

  it('else nothing', () => {
    expect(suggestRegister({ kind: 'unknown', account_number_last4: null }, registers)).toBeNull();
    expect(suggestRegister({ kind: 'loan', account_number_last4: null }, registers)).toBeNull();
    expect(suggestRegister(null, registers)).toBeNull();
    expect(suggestRegister({ kind: 'checking', account_number_last4: null }, [registers[2]!])).toBeNull();
    const twoCards = [...registers, { id: '43', name: 'Mastercard', type: 'Credit Card', number: null }];
    expect(suggestRegister({ kind: 'credit_card', account_number_last4: null }, twoCards)).toBeNull();
  });
});
