import { describe, expect, it } from 'vitest';
import { countOf } from './wording.ts';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'statement')).toBe('1 statement');
  });

  it('uses the plural for zero and for more than one', () => {
    expect(countOf(0, 'statement')).toBe('0 statements');
    expect(countOf(3, 'statement')).toBe('3 statements');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1200, 'transaction')).toBe('1,200 transactions');
  });
});
