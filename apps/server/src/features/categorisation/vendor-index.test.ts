import { describe, expect, it } from 'vitest';
import { VendorIndex, shareAWord, trigrams } from './vendor-index.ts';

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

  it('matches whole words or their start, never a word inside another', () => {
    const index = new VendorIndex<string[]>(() => []);
    for (const vendor of ['VISION', 'ATM', 'CITY OF AUSTIN UTILITIES', 'TREATMENT']) index.upsert(vendor).push(vendor);
    // PROVISION ~ VISION is 0.68 by trigrams alone, and would borrow VISION's category.
    expect(index.similar('PROVISION', 5, 0.5)).toEqual([]);
    expect(index.similar('TRAVELERS PROVISION', 5, 0.3).map((s) => s.vendor)).not.toContain('VISION');
    expect(index.similar('ATMS', 5, 0.2).map((s) => s.vendor)).toEqual(['ATM']);
    expect(index.similar('CITY OF AUSTIN WATER UTIL', 5, 0.5).map((s) => s.vendor)).toEqual(['CITY OF AUSTIN UTILITIES']);
  });

  it('tells words in common from letters in common', () => {
    expect(shareAWord('HOMEDEPOT', 'HOME DEPOT')).toBe(true);
    expect(shareAWord('SOUTHWEST AIRL', 'SOUTHWEST AIRLINES')).toBe(true);
    expect(shareAWord('PROVISION', 'VISION')).toBe(false);
    expect(shareAWord('TREATMENT', 'ATM')).toBe(false);
    expect(shareAWord('AT', 'ATM')).toBe(false);
  });

  it('keeps one value per vendor and updates it in place', () => {
    const index = new VendorIndex<number[]>(() => []);
    index.upsert('ZOOM').push(1);
    index.upsert('ZOOM').push(2);
    expect(index.get('ZOOM')).toEqual([1, 2]);
    expect(index.get('SLACK')).toBeUndefined();
  });
});
