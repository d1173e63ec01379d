import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { nextPageLink, sortCategories } from './client-list.service.ts';

describe('sortCategories', () => {
  it('puts the fallback first and orders account numbers as numbers', () => {
    expect(sortCategories(['6110 - Fuel', ASK_CLIENT, '610 - Bank', 'Meals'])).toEqual([ASK_CLIENT, '610 - Bank', '6110 - Fuel', 'Meals']);
  });
});

describe('nextPageLink', () => {
  it('keeps the filters and replaces the cursor', () => {
    expect(nextPageLink('/api/transactions/client/c1?status=pending&cursor=old&q=a%20b', 'new')).toBe(
      '</api/transactions/client/c1?status=pending&cursor=new&q=a+b>; rel="next"',
    );
  });
});
