import { describe, expect, it } from 'vitest';
import { amountSpellings, bandFromPageText, sameAmountRank, storedBand } from './row-band.ts';

describe('storedBand', () => {
  it('uses the position the parser stored', () => {
    expect(storedBand({ page_top: 0.42, page_bottom: 0.45 })).toEqual({ top: 0.42, bottom: 0.45 });
  });

  it('has none for rows read before positions were kept, or a band upside down', () => {
    expect(storedBand({ page_top: null, page_bottom: null })).toBeNull();
    expect(storedBand({})).toBeNull();
    expect(storedBand({ page_top: 0.5, page_bottom: 0.4 })).toBeNull();
  });
});

describe('amountSpellings', () => {
  it('spells an amount with and without thousands separators, whatever its sign', () => {
    expect(amountSpellings(-1234.5)).toEqual(['1,234.50', '1234.50']);
    expect(amountSpellings(12)).toEqual(['12.00']);
  });
});

describe('bandFromPageText', () => {
  const page = [
    { text: 'Beginning Balance', top: 100, height: 10 },
    { text: '112.50', top: 150, height: 10 },
    { text: '-$12.50', top: 300, height: 10 },
    { text: '01/05 COFFEE 12.50 1,000.00', top: 400, height: 10 },
  ];

  it('finds the line printing the amount, framed with a little room', () => {
    const band = bandFromPageText(page, 1000, -12.5);
    expect(band?.top).toBeCloseTo(0.2965);
    expect(band?.bottom).toBeCloseTo(0.3135);
  });

  it('does not take a longer number that ends in the same digits', () => {
    expect(bandFromPageText([{ text: '112.50', top: 150, height: 10 }], 1000, 12.5)).toBeNull();
  });

  it('picks the nth line when the amount is printed more than once, and the last when n runs past them', () => {
    expect(bandFromPageText(page, 1000, 12.5, 1)?.top).toBeCloseTo(0.3965);
    expect(bandFromPageText(page, 1000, 12.5, 7)?.top).toBeCloseTo(0.3965);
  });

  it('reads amounts printed with separators', () => {
    expect(bandFromPageText(page, 1000, 1000)?.top).toBeCloseTo(0.3965);
  });

  it('has nothing to show when the amount is not on the page', () => {
    expect(bandFromPageText(page, 1000, 99.99)).toBeNull();
    expect(bandFromPageText(page, 0, 12.5)).toBeNull();
  });
});

describe('sameAmountRank', () => {
  const row = (id: string, page: number | null, amount: number, upload = 'u1') => ({ _id: id, upload_id: upload, page, amount });
  const rows = [row('a', 1, -12.5), row('b', 2, -12.5), row('c', 2, 40), row('d', 2, 12.5), row('e', 2, -12.5, 'u2'), row('f', 2, -12.5)];

  it('counts the earlier rows of the same page and amount (either sign), in statement order', () => {
    expect(sameAmountRank(rows, row('b', 2, -12.5))).toBe(0);
    expect(sameAmountRank(rows, row('d', 2, 12.5))).toBe(1);
    expect(sameAmountRank(rows, row('f', 2, -12.5))).toBe(2);
  });

  it('is 0 for a row not in the list', () => {
    expect(sameAmountRank(rows, row('z', 3, 1))).toBe(0);
  });
});
