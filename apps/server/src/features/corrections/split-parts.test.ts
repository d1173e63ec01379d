import { describe, expect, it } from 'vitest';
import { splitRefusal } from './split-parts.ts';

const parts = (...cents: number[]) => cents.map((amount_cents) => ({ amount_cents }));

describe('splitRefusal', () => {
  it('accepts parts that are the row to the cent, and no parts at all (no split)', () => {
    expect(splitRefusal(-12_050, parts(-10_000, -2_050))).toBeNull();
    expect(splitRefusal(150_000, parts(100_000, 49_999, 1))).toBeNull();
    expect(splitRefusal(-12_050, [])).toBeNull();
  });

  it('says by how much the parts are off, and which way', () => {
    expect(splitRefusal(-12_050, parts(-10_000, -2_000))).toBe("The parts add up to $120.00, $0.50 less than the row's $120.50.");
    expect(splitRefusal(-12_050, parts(-10_000, -2_100))).toBe("The parts add up to $121.00, $0.50 more than the row's $120.50.");
    expect(splitRefusal(-123_456_78, parts(-100_000_00, -20_000_00))).toContain('$3,456.78 less');
  });

  it('refuses a single part, a zero part and a part going the other way', () => {
    expect(splitRefusal(-1_000, parts(-1_000))).toBe('A split needs at least two parts.');
    expect(splitRefusal(-1_000, parts(-1_000, 0))).toBe('Part 2 is $0.00: give every part an amount, or remove it.');
    expect(splitRefusal(-1_000, parts(-1_500, 500))).toBe('Part 2 goes the other way: every part must be money out, like the row.');
  });
});
