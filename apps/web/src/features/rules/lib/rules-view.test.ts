import type { Rule } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { filterRules, isRuleDraftComplete, quickBooksLabel, summarizeRules } from './rules-view.ts';

const rule = (vendor: string, category: string, extra: Partial<Rule> = {}): Rule => ({
  _id: vendor,
  rule_id: vendor,
  client_id: 'client-1',
  vendor_contains: vendor,
  map_to_account: category,
  active: true,
  match_count: 0,
  created_by: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...extra,
});

const rules = [
  rule('SHELL OIL', '6110 - Automobile Expense:Fuel', { match_count: 7 }),
  rule('Adobe', '6200 - Software', { active: false, match_count: 2 }),
  rule('BAYSIDE PROPERTIES', '6300 - Rent Expense'),
];

describe('filterRules', () => {
  it('matches vendor text or mapped category, case-insensitively', () => {
    expect(filterRules(rules, 'adobe').map((r) => r.vendor_contains)).toEqual(['Adobe']);
    expect(filterRules(rules, 'FUEL').map((r) => r.vendor_contains)).toEqual(['SHELL OIL']);
    expect(filterRules(rules, ' 6 ').map((r) => r.vendor_contains)).toEqual(['SHELL OIL', 'Adobe', 'BAYSIDE PROPERTIES']);
    expect(filterRules(rules, '')).toHaveLength(3);
    expect(filterRules(rules, 'nothing')).toEqual([]);
  });
});

describe('summarizeRules', () => {
  it('counts total, active and disabled rules and sums the match counts', () => {
    expect(summarizeRules(rules)).toEqual({ total: 3, active: 2, disabled: 1, matches: 9 });
    expect(summarizeRules([])).toEqual({ total: 0, active: 0, disabled: 0, matches: 0 });
  });
});

describe('isRuleDraftComplete', () => {
  it('needs vendor text, a category and a client', () => {
    expect(isRuleDraftComplete({ vendor_contains: 'SHELL', map_to_account: '6110 - Fuel' }, 'client-1')).toBe(true);
    expect(isRuleDraftComplete({ vendor_contains: '  ', map_to_account: '6110 - Fuel' }, 'client-1')).toBe(false);
    expect(isRuleDraftComplete({ vendor_contains: 'SHELL', map_to_account: '' }, 'client-1')).toBe(false);
    expect(isRuleDraftComplete({ vendor_contains: 'SHELL', map_to_account: '6110 - Fuel' }, null)).toBe(false);
  });
});

describe('quickBooksLabel', () => {
  it('names the client’s accounting system', () => {
    expect(quickBooksLabel('online')).toBe('QuickBooks Online');
    expect(quickBooksLabel('desktop')).toBe('QuickBooks Desktop');
  });
});
