import { ASK_CLIENT, type Transaction } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  autoCategoryLabel,
  categoriesInUse,
  effectiveCategory,
  filterTransactions,
  hasFilters,
  isLocked,
  reviewCounts,
} from './review-filters.ts';

let next = 0;
function transaction(overrides: Partial<Transaction> = {}): Transaction {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    _id: id,
    transaction_id: id,
    upload_id: 'upload-1',
    client_id: 'client-1',
    transaction_date: '2026-01-05',
    posting_date: null,
    description: 'SHELL OIL 57442 SPRINGFIELD',
    vendor_name: 'SHELL OIL',
    amount: -45.1,
    balance: null,
    payment_type: 'Debit Card',
    check_number: null,
    doubtful: null,
    transaction_type: 'debit',
    auto_category: '6110 - Automobile Expense:Fuel',
    auto_category_confidence: 0.92,
    auto_category_reason: 'Rule: vendor contains SHELL OIL',
    manual_category: null,
    approved: false,
    qb_id: null,
    push_error: null,
    exported_at: null,
    possible_duplicate_of: null,
    page: 1,
    ...overrides,
  };
}

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

describe('reviewCounts', () => {
  it('counts approved, pending and pushed (a QuickBooks id) over all transactions', () => {
    const list = [
      transaction({ approved: true }),
      transaction({ approved: true, qb_id: '1045' }),
      transaction(),
      transaction(),
      transaction(),
    ];
    expect(reviewCounts(list)).toEqual({ approved: 2, pending: 3, pushed: 1 });
    expect(reviewCounts([])).toEqual({ approved: 0, pending: 0, pushed: 0 });
  });
});

describe('filterTransactions', () => {
  const shell = transaction();
  const adobe = transaction({ vendor_name: 'ADOBE', description: 'ADOBE CREATIVE CLOUD', amount: -54.99, auto_category: null, approved: true });
  const rent = transaction({
    vendor_name: 'BAYSIDE PROPERTIES',
    description: 'BAYSIDE PROPERTIES RENT',
    amount: -2400,
    manual_category: '6300 - Rent Expense',
    qb_id: '77',
    upload_id: 'upload-2',
  });
  const duplicate = transaction({ possible_duplicate_of: shell._id, upload_id: 'upload-2' });
  const all = [shell, adobe, rent, duplicate];

  it('lets everything through without filters, in order', () => {
    expect(filterTransactions(all, NO_FILTERS)).toEqual(all);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('filters by status', () => {
    expect(filterTransactions(all, { ...NO_FILTERS, status: 'approved' })).toEqual([adobe]);
    expect(filterTransactions(all, { ...NO_FILTERS, status: 'pending' })).toEqual([shell, rent, duplicate]);
    expect(filterTransactions(all, { ...NO_FILTERS, status: 'pushed' })).toEqual([rent]);
    expect(filterTransactions(all, { ...NO_FILTERS, status: 'duplicates' })).toEqual([duplicate]);
  });

  it('filters by the category a transaction will be filed under', () => {
    expect(filterTransactions(all, { ...NO_FILTERS, category: ASK_CLIENT })).toEqual([adobe]);
    expect(filterTransactions(all, { ...NO_FILTERS, category: '6300 - Rent Expense' })).toEqual([rent]);
  });

  it('searches every word, case-insensitively, in vendor, description, categories, amount and id', () => {
    expect(filterTransactions(all, { ...NO_FILTERS, text: 'creative' })).toEqual([adobe]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: 'shell fuel' })).toEqual([shell, duplicate]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: '2,400' })).toEqual([rent]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: '54.99' })).toEqual([adobe]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: 'ask client' })).toEqual([adobe]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: rent.transaction_id.slice(-6) })).toEqual([rent]);
    expect(filterTransactions(all, { ...NO_FILTERS, text: 'shell rent' })).toEqual([]);
    expect(hasFilters({ ...NO_FILTERS, text: 'x' })).toBe(true);
  });

  it('combines filters, and keeps one upload when asked', () => {
    expect(filterTransactions(all, { ...NO_FILTERS, uploadId: 'upload-2' })).toEqual([rent, duplicate]);
    expect(filterTransactions(all, { ...NO_FILTERS, uploadId: 'upload-2', status: 'pushed', text: 'bayside' })).toEqual([rent]);
  });

  it('copes with 5,000 transactions quickly', () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      transaction({ vendor_name: index % 1000 === 321 ? `ZEBRA BAKERY ${index}` : `VENDOR ${index}`, approved: index % 2 === 0 }),
    );
    const started = performance.now();
    const found = filterTransactions(many, { ...NO_FILTERS, status: 'pending', text: 'zebra' });
    expect(performance.now() - started).toBeLessThan(250);
    expect(found.map((t) => t.vendor_name)).toEqual(['ZEBRA BAKERY 321', 'ZEBRA BAKERY 1321', 'ZEBRA BAKERY 2321', 'ZEBRA BAKERY 3321', 'ZEBRA BAKERY 4321']);
  });
});

describe('categoriesInUse', () => {
  it('lists each category once, the fallback first, then in number order', () => {
    const list = [
      transaction({ auto_category: '6200 - Software' }),
      transaction({ auto_category: null }),
      transaction({ auto_category: '6200 - Software', manual_category: '10000 - Other' }),
      transaction({ auto_category: '4000 - Sales' }),
    ];
    expect(categoriesInUse(list)).toEqual([ASK_CLIENT, '4000 - Sales', '6200 - Software', '10000 - Other']);
  });
});

describe('isLocked', () => {
  it('locks pushed transactions', () => {
    expect(isLocked({ qb_id: '1045' })).toBe(true);
    expect(isLocked({ qb_id: null })).toBe(false);
  });
});
