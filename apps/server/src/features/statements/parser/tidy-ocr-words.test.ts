import { describe, expect, it } from 'vitest';
import type { Word } from './layout-types.ts';
import { tidyOcrWords } from './tidy-ocr-words.ts';

const word = (text: string, x0: number, x1: number, y = 100): Word => ({ text, x0, x1, y, h: 8, page: 1 });
const texts = (words: Word[]) => tidyOcrWords(words).map((w) => w.text);

describe('tidyOcrWords', () => {
  it('gives same-shape letters the case of their word', () => {
    expect(
      texts([
        word('w/D', 0, 10),
        word('ACCt', 20, 40),
        word('POS', 50, 60),
        word('Check', 70, 90),
        word('Missoula', 100, 140),
        word('MISSOULA', 150, 190),
        word('No.', 200, 210),
        word('NO.', 220, 230),
        word('Non-Chase', 240, 260),
        word('Fee-With', 270, 290),
      ]),
    ).toEqual(['W/D', 'Acct', 'POS', 'Check', 'Missoula', 'MISSOULA', 'No.', 'NO.', 'Non-Chase', 'Fee-With']);
  });

  it('drops a glyph read twice in both cases', () => {
    expect(texts([word('wW/D', 0, 10)])).toEqual(['W/D']);
    expect(texts([word('sSAVINGS', 0, 10)])).toEqual(['SAVINGS']);
    expect(texts([word('oo', 0, 10)])).toEqual(['oo']);
  });

  it('joins an amount split at its decimal point, and only across a small gap on one line', () => {
    const joined = tidyOcrWords([word('4/15', 50, 73), word('27', 324, 335), word('.26~', 338, 360), word('.00', 425, 441)]);
    expect(joined.map((w) => w.text)).toEqual(['4/15', '27.26~', '.00']);
    expect(joined[1]).toMatchObject({ x0: 324, x1: 360 });
    expect(texts([word('1,027', 300, 320), word(',46-', 322, 340)])).toEqual(['1,027.46-']);
    expect(texts([word('27', 300, 310), word('.46', 380, 400)])).toEqual(['27', '.46']);
    expect(texts([word('27', 300, 310), word('.46', 312, 330, 120)])).toEqual(['27', '.46']);
  });

  it('drops rules and borders read as characters, keeps a lone minus', () => {
    expect(
      texts([
        word('MISSOULA', 94, 143),
        word('MT', 174, 186),
        word('———|', 190, 200),
        word('|', 210, 212),
        word('--', 220, 230),
        word('-', 240, 242),
      ]),
    ).toEqual(['MISSOULA', 'MT', '-']);
  });

  it('gives a date lined up with the dates above and below its lost slash', () => {
    const rows = [
      word('11/08', 29, 50, 523),
      word('1114', 29, 51, 537),
      word('CAR', 129, 145, 537),
      word('11/16', 29, 51, 552),
      word('1116', 120, 143, 560),
      word('1399', 29, 51, 570),
    ];
    expect(texts(rows)).toEqual(['11/08', '11/14', 'CAR', '11/16', '1116', '1399']);
    expect(texts([word('11/08', 29, 50, 523), word('1114', 29, 51, 537)])).toEqual(['11/08', '1114']);
    // Dates inside descriptions are not the date column.
    const inDescriptions = [
      word('08/16', 10, 30, 100),
      word('CHECKCARD', 40, 90, 100),
      word('0817', 100, 120, 100),
      word('ON', 40, 50, 120),
      word('08/17', 100, 120, 120),
      word('ON', 40, 50, 140),
      word('08/18', 100, 120, 140),
    ];
    expect(texts(inDescriptions)).toContain('0817');
  });

  it('reads a lone ",00" or "00" as .00', () => {
    expect(texts([word('22.69-', 312, 348), word('00', 414, 430), word(',00', 440, 450), word('000', 460, 470)])).toEqual([
      '22.69-',
      '.00',
      '.00',
      '000',
    ]);
  });
});
