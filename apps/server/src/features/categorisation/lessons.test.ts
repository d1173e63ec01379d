import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { type DecidedRow, lessonOf, lessonsOf, suggestionOutcome, tallyChanges } from './lessons.ts';

const row = (changes: Partial<DecidedRow> = {}): DecidedRow => ({
  client_id: 'acme',
  vendor_name: 'SHELL',
  description: 'SHELL OIL 5744',
  amount_cents: -4000,
  auto_category: '6100 - Fuel',
  auto_category_kind: 'merchant_kind:fuel station',
  manual_category: null,
  approved: 0,
  ...changes,
});

describe('lessons', () => {
  it('teaches a decided category, never an undecided row or Ask Client', () => {
    expect(lessonOf(row())).toBeNull();
    expect(lessonOf(row({ approved: 1 }))?.category).toBe('6100 - Fuel');
    expect(lessonOf(row({ manual_category: '6300 - Meals' }))?.category).toBe('6300 - Meals');
    expect(lessonOf(row({ approved: 1, auto_category: ASK_CLIENT }))).toBeNull();
  });

  it('replaces the old lesson with the new one, and nothing when the category stays', () => {
    expect(lessonsOf(row(), row({ approved: 1 })).map((l) => l.delta)).toEqual([1]);
    expect(lessonsOf(row({ approved: 1 }), row({ approved: 1, manual_category: '6300 - Meals' })).map((l) => [l.delta, l.example.category])).toEqual([
      [-1, '6100 - Fuel'],
      [1, '6300 - Meals'],
    ]);
    expect(lessonsOf(row({ manual_category: '6300 - Meals' }), row({ manual_category: '6300 - Meals', approved: 1 }))).toEqual([]);
    expect(lessonsOf(row({ approved: 1 }), null).map((l) => l.delta)).toEqual([-1]);
  });
});

describe('suggestion tallies', () => {
  it('counts an approval without another category as accepted, another category as changed', () => {
    expect(suggestionOutcome(row())).toBeNull();
    expect(suggestionOutcome(row({ approved: 1 }))).toEqual({ kind: 'merchant_kind:fuel station', accepted: true });
    expect(suggestionOutcome(row({ approved: 1, manual_category: '6100 - Fuel' }))).toEqual({ kind: 'merchant_kind:fuel station', accepted: true });
    expect(suggestionOutcome(row({ manual_category: '6300 - Meals' }))).toEqual({ kind: 'merchant_kind:fuel station', accepted: false });
    expect(suggestionOutcome(row({ approved: 1, auto_category_kind: null }))).toBeNull();
  });

  it('moves a row between outcomes without counting it twice', () => {
    const approve = tallyChanges([{ before: row(), after: row({ approved: 1 }) }]);
    expect(approve.get('merchant_kind:fuel station')).toEqual({ suggested: 1, accepted: 1 });
    const correct = tallyChanges([{ before: row({ approved: 1 }), after: row({ approved: 1, manual_category: '6300 - Meals' }) }]);
    expect(correct.get('merchant_kind:fuel station')).toEqual({ suggested: 0, accepted: -1 });
    expect(tallyChanges([{ before: row({ approved: 1 }), after: row({ approved: 1 }) }]).size).toBe(0);
    expect(tallyChanges([{ before: row({ manual_category: '6300 - Meals' }), after: null }]).get('merchant_kind:fuel station')).toEqual({
      suggested: -1,
      accepted: 0,
    });
  });
});
