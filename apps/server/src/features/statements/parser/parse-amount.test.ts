import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 123456, false, null],
    ['$1,234.56', 123456, false, null],
    ['1234.56', 123456, false, null],
    ['.00', 0, false, null],
    ['-45.00', 4500, true, null],
    ['-$45.00', 4500, true, null],
    ['$-45.00', 4500, true, null],
    ['(45.00)', 4500, true, null],
    ['($1,045.00)', 104500, true, null],
    ['$(151,967.43)', 15196743, true, null],
    ['124.01~', 12401, false, null],
    ['58.40~-', 5840, true, null],
    ['45.00-', 4500, true, null],
    ['1,234.56CR', 123456, false, 'CR'],
    ['12.00DR', 1200, false, 'DR'],
    ['+$320.00', 32000, false, null],
    ['123.34-OD', 12334, true, null],
    // Typeset minus signs: a true minus, an en dash, a non-breaking hyphen, before or after the figure.
    ['\u221245.00', 4500, true, null],
    ['\u2013$200.35', 20035, true, null],
    ['\u201145.00', 4500, true, null],
    ['45.00\u2013', 4500, true, null],
    // A figure ending a sentence or a clause keeps its punctuation.
    ['$4,668.19.', 466819, false, null],
    ['$1,000.00,', 100000, false, null],
  ])('reads %s', (text, cents, negative, marker) => {
    const { plus, ...read } = parseAmount(text) ?? {};
    expect(read).toEqual({ cents, negative, marker });
    expect(plus).toBe(text.startsWith('+') || undefined);
  });

  it.each(['1234', '-1234', '12/15', '1,234', '(45.00', '45.00)', '5,20,000.00', '1.234,56', 'ABC', '12.05.', '45.00.'])('rejects %s', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
