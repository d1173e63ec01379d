import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, hasFilters } from './audit-filters.ts';

describe('audit filters in the address', () => {
  it('reads a deep link to one target', () => {
    const filters = filtersFromSearch(new URLSearchParams('target_type=Transaction&target_id=abc'));
    expect(filters).toEqual({ target_type: 'Transaction', target_id: 'abc' });
    expect(hasFilters(filters)).toBe(true);
  });

  it('drops values the server would refuse and keeps the rest', () => {
    expect(filtersFromSearch(new URLSearchParams('action=Nope&date=01/02/2026&q=delta'))).toEqual({ q: 'delta' });
  });

  it('writes only the filters that are set, plus paging', () => {
    expect(filtersToQuery({ action: 'Rule Created', q: '' }, { limit: '50' })).toBe('action=Rule+Created&limit=50');
    expect(filtersToQuery({})).toBe('');
  });
});
