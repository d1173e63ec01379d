import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, autoCategoryLabel, effectiveCategory, hasFilters, isLocked, serverFilters } from './review-filters.ts';

describe('categories shown', () => {
  it('falls back to "1480 - Ask Client" when the auto category is empty', () => {
    expect(autoCategoryLabel({ auto_category: null })).toBe(ASK_CLIENT);
    expect(autoCategoryLabel({ auto_category: '  ' })).toBe(ASK_CLIENT);
    expect(autoCategoryLabel({ auto_category: '6200 - Software' })).toBe('6200 - Software');
  });

  it('lets a manual category take precedence over the auto one', () => {
    expect(effectiveCategory({ auto_category: '6200 - Software', manual_category: '6300 - Rent' })).toBe('6300 - Rent');
    expect(effectiveCategory({ auto_category: '6200 - Software', manual_category: null })).toBe('6200 - Software');
    expect(effectiveCategory({ auto_category: null, manual_category: null })).toBe(ASK_CLIENT);
  });
});

describe('serverFilters', () => {
  it('sends nothing without filters', () => {
    expect(serverFilters(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('names each filter as the server does, the search squeezed to single spaces', () => {
    const filters = { status: 'pending' as const, category: '6200 - Software', text: '  shell   oil ', uploadId: 'upload-1' };
    expect(hasFilters(filters)).toBe(true);
    expect(serverFilters(filters)).toEqual({ upload_id: 'upload-1', status: 'pending', category: '6200 - Software', q: 'shell oil' });
    expect(serverFilters({ ...NO_FILTERS, text: '   ' })).toEqual({});
  });
});

describe('isLocked', () => {
  it('locks pushed transactions', () => {
    expect(isLocked({ qb_id: '1045' })).toBe(true);
    expect(isLocked({ qb_id: null })).toBe(false);
  });
});
