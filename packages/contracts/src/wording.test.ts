import { describe, expect, it } from 'vitest';
import { countOf, recategorisedWords } from './wording.ts';

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

describe('recategorisedWords', () => {
  it('counts the rows that got another category', () => {
    expect(recategorisedWords({ considered_count: 140, changed_count: 120 }, 'with it')).toBe('120 open transactions were re-categorised with it.');
    expect(recategorisedWords({ considered_count: 3, changed_count: 1 }, 'with its accounts')).toBe(
      '1 open transaction was re-categorised with its accounts.',
    );
  });

  it('says so when none changed, and nothing when there was nothing to go over', () => {
    expect(recategorisedWords({ considered_count: 1, changed_count: 0 }, 'with it')).toBe(
      '1 open transaction was checked with it; none needed another category.',
    );
    expect(recategorisedWords({ considered_count: 0, changed_count: 0 }, 'with it')).toBe('');
  });
});
