import { describe, expect, it } from 'vitest';
import { VendorIndex, trigrams } from './vendor-index.ts';

describe('VendorIndex', () => {
  it('splits a vendor into padded trigrams', () => {
    expect(trigrams('QT')).toEqual([' QT', 'QT ']);
  });

  it('finds the nearest spellings, most alike first, above the minimum', () => {
    const index = new VendorIndex<string[]>(() => []);
    for (const vendor of ['HOME DEPOT', 'HOME DEPOT TOOL RENTAL', 'OFFICE DEPOT', 'SHELL OIL']) index.upsert(vendor).push(vendor);
    const found = index.similar('HOMEDEPOT', 5, 0.4).map((s) => s.vendor);
    expect(found[0]).toBe('HOME DEPOT');
    expect(found).not.toContain('SHELL OIL');
    expect(index.similar('HOME DEPOT', 5, 0.3).map((s) => s.vendor)).not.toContain('HOME DEPOT');
  });

  it('keeps one value per vendor and updates it in place', () => {
    const index = new VendorIndex<number[]>(() => []);
    index.upsert('ZOOM').push(1);
    index.upsert('ZOOM').push(2);
    expect(index.get('ZOOM')).toEqual([1, 2]);
    expect(index.get('SLACK')).toBeUndefined();
  });
});
