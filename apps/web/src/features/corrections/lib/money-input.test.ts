import { describe, expect, it } from 'vitest';
import { centsToInput, dollarsToCents, formatCents, parseMoneyInput } from './money-input.ts';

describe('an amount typed by a person', () => {
  it('reads dollars and cents, with or without a dollar sign and thousands commas', () => {
    expect(parseMoneyInput('45.10')).toBe(4510);
    expect(parseMoneyInput(' $1,234.5 ')).toBe(123450);
    expect(parseMoneyInput('45')).toBe(4500);
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('12,345,678.09')).toBe(1234567809);
  });

  it('refuses what is not an amount: signs, letters, three decimals, misplaced commas, nothing', () => {
    for (const text of ['', '  ', '.', '-45.10', 'abc', '45.101', '12,34', '1,2345.00', '$']) expect(parseMoneyInput(text), text).toBeNull();
  });

  it('writes cents back for an input and for reading', () => {
    expect(centsToInput(4510)).toBe('45.10');
    expect(centsToInput(-100)).toBe('1.00');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(dollarsToCents(-45.1)).toBe(-4510);
    expect(dollarsToCents(0.29)).toBe(29);
  });
});
