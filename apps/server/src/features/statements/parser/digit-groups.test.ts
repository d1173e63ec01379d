import { describe, expect, it } from 'vitest';
import { joinDigitGroups } from './digit-groups.ts';
import type { Line, Word } from './layout-types.ts';

// Words at given left edges, each 5 points a character wide, on a line 9 points high.
const line = (...words: Array<[string, number]>): Line => ({
  page: 1,
  y: 10,
  h: 9,
  words: words.map(([text, x0]): Word => ({ text, x0, x1: x0 + 5 * text.length, y: 10, h: 9, page: 1 })),
});
const texts = (lines: Line[]) => lines.map((l) => l.words.map((w) => w.text));

describe('joinDigitGroups', () => {
  it('joins figures grouped by a space where the statement groups that way', () => {
    const lines = [
      line(['06/02', 0], ['RENT', 40], ['1', 300], ['250.00', 308], ['12', 400], ['345.67', 413]),
      line(['06/03', 0], ['PAYROLL', 40], ['2', 300], ['100,50', 308], ['-1', 390], ['000', 403], ['000.00', 421]),
    ];
    expect(texts(joinDigitGroups(lines))).toEqual([
      ['06/02', 'RENT', '1,250.00', '12,345.67'],
      ['06/03', 'PAYROLL', '2.100,50', '-1,000,000.00'],
    ]);
    expect(joinDigitGroups(lines)[0]?.words[2]).toMatchObject({ x0: 300, x1: 338 });
  });

  it('leaves a store number beside an amount alone on a statement that groups with commas', () => {
    const lines = [
      line(['STORE', 0], ['12', 32], ['450.00', 45]),
      line(['RENT', 0], ['1,250.00', 300], ['3,410.55', 360]),
      line(['GAS', 0], ['7', 30], ['115.20', 38]),
      line(['Total', 0], ['4,660.55', 360]),
    ];
    expect(joinDigitGroups(lines)).toBe(lines);
  });

  it('does not join across a column gap', () => {
    const lines = [line(['CHECK', 0], ['112', 40], ['250.00', 300]), line(['CHECK', 0], ['113', 40], ['150.00', 300])];
    expect(joinDigitGroups(lines)).toBe(lines);
  });

  it('reads Swiss apostrophes as thousands separators', () => {
    expect(texts(joinDigitGroups([line(['Saldo', 0], ["2'757.16", 300], ['-1’000.00', 360])]))).toEqual([['Saldo', '2,757.16', '-1,000.00']]);
  });
});
