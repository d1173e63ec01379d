import { describe, expect, it } from 'vitest';
import type { Column } from './detect-header.ts';
import { isEmptyAmountCell } from './empty-cell.ts';
import type { Token } from './tokenize-line.ts';

const columns: Column[] = [
  { kind: 'date', label: 'Date', x0: 40, x1: 58 },
  { kind: 'description', label: 'Description', x0: 94, x1: 141 },
  { kind: 'debit', label: 'Withdrawals ($)', x0: 345, x1: 408 },
  { kind: 'credit', label: 'Deposits ($)', x0: 444, x1: 492 },
  { kind: 'balance', label: 'Balance ($)', x0: 527, x1: 572 },
];
const text = (t: string, x0: number, x1: number): Token => ({ kind: 'text', text: t, x0, x1 });

describe('isEmptyAmountCell', () => {
  it('reads a lone dash in an amount column as an empty cell', () => {
    expect(isEmptyAmountCell(text('—', 399, 408), columns, 9)).toBe(true);
    expect(isEmptyAmountCell(text('-', 487, 490), columns, 9)).toBe(true);
    expect(isEmptyAmountCell(text('–', 483, 492), columns, 9)).toBe(true);
  });

  it('keeps a dash in the description, a word in an amount column and any dash without a header', () => {
    expect(isEmptyAmountCell(text('-', 212, 216), columns, 9)).toBe(false);
    expect(isEmptyAmountCell(text('N/A', 470, 492), columns, 9)).toBe(false);
    expect(isEmptyAmountCell(text('—', 399, 408), null, 9)).toBe(false);
  });
});
