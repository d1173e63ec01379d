import { describe, expect, it } from 'vitest';
import type { Column } from './detect-header.ts';
import { isRowNumber } from './line-number.ts';
import type { Token } from './tokenize-line.ts';

const columns: Column[] = [
  { kind: 'date', label: 'Tran', x0: 70, x1: 88 },
  { kind: 'post_date', label: 'Post', x0: 102, x1: 120 },
  { kind: 'description', label: 'Description', x0: 136, x1: 242 },
  { kind: 'amount', label: 'Amount', x0: 530, x1: 566 },
];
const date: Token = { kind: 'date', text: '07-03', x0: 70, x1: 92, date: { kind: 'numeric', first: 7, second: 3, year: null } };
const text = (t: string, x0: number, x1: number): Token => ({ kind: 'text', text: t, x0, x1 });

describe('isRowNumber', () => {
  it('reads a whole number left of every column, before the date, as the row number', () => {
    expect(isRowNumber([text('1', 47, 52), date], 0, columns, 8.5)).toBe(true);
    expect(isRowNumber([text('0042', 36, 54), date], 0, columns, 8.5)).toBe(true);
  });

  it('leaves a number under a column, one not followed by the date, or without a header', () => {
    expect(isRowNumber([text('1001', 66, 86), date], 0, columns, 8.5)).toBe(false);
    expect(isRowNumber([text('12', 40, 50), text('TARGET', 70, 100)], 0, columns, 8.5)).toBe(false);
    expect(isRowNumber([text('1', 47, 52), date], 0, null, 8.5)).toBe(false);
    expect(isRowNumber([text('A1', 40, 52), date], 0, columns, 8.5)).toBe(false);
  });
});
