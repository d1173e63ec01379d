import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines.ts';
import type { Word } from './layout-types.ts';
import { splitItemIntoWords } from './split-item-into-words.ts';

const word = (text: string, x0: number, x1: number, y: number, h = 9): Word => ({ text, x0, x1, y, h, page: 1 });

describe('splitItemIntoWords', () => {
  it('splits a text run at spaces and dot leaders, estimating each word position', () => {
    const words = splitItemIntoWords('27.00 USAA FUNDS', 100, 90, 50, 10, 1);
    expect(words.map((w) => w.text)).toEqual(['27.00', 'USAA', 'FUNDS']);
    expect(words[0]!.x0).toBe(100);
    expect(words[2]!.x1).toBeCloseTo(190);
    expect(splitItemIntoWords('DATE....AMOUNT', 0, 80, 0, 10, 1).map((w) => w.text)).toEqual(['DATE', 'AMOUNT']);
    expect(splitItemIntoWords('Sav ...2511', 0, 50, 0, 10, 1).map((w) => w.text)).toEqual(['Sav', '...2511']);
    // Boxes drawn with characters: bars and rule runs are borders, a single underscore is text.
    expect(splitItemIntoWords('____BALANCE|NO.|AMOUNT|', 0, 100, 0, 10, 1).map((w) => w.text)).toEqual(['BALANCE', 'NO.', 'AMOUNT']);
    expect(splitItemIntoWords('06-02|CHECK 5120 ¦ 45.00-¦ 123.34-OD|', 0, 100, 0, 10, 1).map((w) => w.text)).toEqual([
      '06-02',
      'CHECK',
      '5120',
      '45.00-',
      '123.34-OD',
    ]);
    expect(splitItemIntoWords('¬¬¬¬¬¬ |_____|_____|', 0, 100, 0, 10, 1)).toEqual([]);
    expect(splitItemIntoWords('ACCT_NO 4471', 0, 100, 0, 10, 1).map((w) => w.text)).toEqual(['ACCT_NO', '4471']);
  });
});

describe('groupLines', () => {
  it('puts words with close baselines on one line, in x order, and joins touching fragments', () => {
    const lines = groupLines([
      word('SG', 403, 414, 374.5),
      word('02/07', 58, 78, 376),
      word('F', 52, 57, 413),
      word('OOBAR', 57, 90, 413),
      word('PAYMENT', 199, 240, 374),
    ]);
    expect(lines.map((l) => l.words.map((w) => w.text))).toEqual([['02/07', 'PAYMENT', 'SG'], ['FOOBAR']]);
  });

  it('keeps lines apart when baselines differ by more than about half a font height', () => {
    expect(groupLines([word('A', 0, 5, 100), word('B', 0, 5, 106)])).toHaveLength(2);
  });
});
