import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines.ts';
import type { Line, Word } from './layout-types.ts';
import { splitSidePanel } from './side-panel.ts';

const H = 8.5;

// Words of one line from "text@x" cells; each word of a cell about 5 points a character, a space between words.
function line(y: number, ...cells: Array<[string, number]>): Line {
  const words: Word[] = [];
  for (const [text, x] of cells) {
    let at = x;
    for (const part of text.split(' ')) {
      words.push({ text: part, x0: at, x1: at + part.length * 4.5, y, h: H, page: 1 });
      at += part.length * 4.5 + 2.5;
    }
  }
  return { page: 1, y, h: H, words };
}

const texts = (lines: Line[]) => lines.map((l) => l.words.map((w) => w.text).join(' '));

const HEADER = line(160, ['Date', 40], ['Description', 76], ['Amount', 308], ['Balance', 370]);

describe('splitSidePanel', () => {
  it('takes a summary panel printed beside the rows out of their lines and reads it before the table', () => {
    const lines = [
      line(140, ['Transaction Detail', 40]),
      HEADER,
      line(174, ['06/02', 40], ['Online Transfer Transaction#:', 76], ['266.02', 315], ['4,314.65', 372], ['ACCOUNT SUMMARY', 428]),
      line(185, ['4841678803', 76], ['Beginning Balance', 428], ['$4,048.63', 538]),
      line(196, ['06/02', 40], ['CHECK 2638', 76], ['-246.97', 312], ['4,067.68', 372], ['Ending Balance', 428], ['$2,198.83', 538]),
      line(207, ['06/03', 40], ['CHECK 2639', 76], ['-15.63', 316], ['4,052.05', 372]),
      line(218, ['REWARDS', 428]),
      line(229, ['06/04', 40], ['VENMO PAYMENT WEB ID:', 76], ['-158.34', 312], ['3,893.71', 372], ['Points balance', 428], ['8,874', 553]),
      line(240, ['3264681992', 76]),
      line(700, ['Page 1 of 3', 300]),
    ];
    expect(texts(splitSidePanel(lines))).toEqual([
      'Transaction Detail',
      'ACCOUNT SUMMARY',
      'Beginning Balance $4,048.63',
      'Ending Balance $2,198.83',
      'REWARDS',
      'Points balance 8,874',
      'Date Description Amount Balance',
      '06/02 Online Transfer Transaction#: 266.02 4,314.65',
      '4841678803',
      '06/02 CHECK 2638 -246.97 4,067.68',
      '06/03 CHECK 2639 -15.63 4,052.05',
      '06/04 VENMO PAYMENT WEB ID: -158.34 3,893.71',
      '3264681992',
      'Page 1 of 3',
    ]);
  });

  it('reads the panel title printed on the header’s baseline as the panel’s', () => {
    const lines = [
      line(160, ['Date', 40], ['Description', 76], ['Amount', 308], ['Balance', 370], ['ACCOUNT SUMMARY', 428]),
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372], ['Beginning Balance', 428], ['$4,048.63', 538]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372], ['Ending Balance', 428], ['$2,198.83', 538]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372]),
    ];
    expect(texts(splitSidePanel(lines))).toEqual([
      'ACCOUNT SUMMARY',
      'Beginning Balance $4,048.63',
      'Ending Balance $2,198.83',
      'Date Description Amount Balance',
      '06/02 CHECK 2635 266.02 4,314.65',
      '06/02 CHECK 2636 -246.97 4,067.68',
      '06/03 CHECK 2637 -15.63 4,052.05',
    ]);
  });

  it('finds the panel past the widest figures when the last label is centred over its column', () => {
    const lines = [
      line(160, ['Date', 40], ['Description', 76], ['Amount', 308], ['Balance', 378]),
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['12,314,000.65', 366], ['ACCOUNT SUMMARY', 446]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['12,067,000.68', 366], ['Beginning Balance', 446], ['$4,048.63', 538]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['12,052,000.05', 366], ['Ending Balance', 446], ['$2,198.83', 538]),
    ];
    expect(texts(splitSidePanel(lines)).slice(0, 4)).toEqual([
      'ACCOUNT SUMMARY',
      'Beginning Balance $4,048.63',
      'Ending Balance $2,198.83',
      'Date Description Amount Balance',
    ]);
  });

  it('keeps a header whose labels wrap onto two lines together, the panel before both', () => {
    const lines = [
      line(150, ['Trans', 40], ['Running', 370]),
      line(160, ['Date', 40], ['Description', 76], ['Amount', 308], ['Balance', 370]),
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372], ['ACCOUNT SUMMARY', 428]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372], ['Beginning Balance', 428], ['$4,048.63', 538]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372], ['Ending Balance', 428], ['$2,198.83', 538]),
    ];
    expect(texts(splitSidePanel(lines)).slice(0, 5)).toEqual([
      'ACCOUNT SUMMARY',
      'Beginning Balance $4,048.63',
      'Ending Balance $2,198.83',
      'Trans Running',
      'Date Description Amount Balance',
    ]);
  });

  it('leaves a column of figures past the header’s last label in the rows (a balance printed without a label)', () => {
    const lines = [
      line(160, ['Date', 40], ['Description', 76], ['Amount', 308]),
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372]),
    ];
    expect(splitSidePanel(lines)).toBe(lines);
  });

  it('leaves lines alone where text runs across the gutter (a paragraph, not a panel)', () => {
    const lines = [
      HEADER,
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372], ['Beginning Balance', 428]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372], ['Ending Balance', 428]),
      line(196, ['Interest paid this year on your account is reported to the IRS and shown on your form 1099-INT in January of the next year', 40]),
      line(207, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372], ['Questions call us', 428]),
    ];
    expect(splitSidePanel(lines)).toBe(lines);
  });

  it('keeps a second list printed beside the first under one header (its labels span both)', () => {
    const lines = [
      line(160, ['Date', 40], ['Description', 76], ['Amount', 200], ['Date', 300], ['Description', 336], ['Amount', 460]),
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 205], ['06/09', 300], ['CHECK 2640', 336], ['12.00', 465]),
      line(185, ['06/03', 40], ['CHECK 2636', 76], ['246.97', 205], ['06/10', 300], ['CHECK 2641', 336], ['13.00', 465]),
      line(196, ['06/04', 40], ['CHECK 2637', 76], ['15.63', 205], ['06/11', 300], ['CHECK 2642', 336], ['14.00', 465]),
    ];
    expect(splitSidePanel(lines)).toBe(lines);
  });

  it('does not take the descriptions after an amount column for a panel (Date | Amount | Description)', () => {
    const lines = [
      line(160, ['Date', 40], ['Amount', 80], ['Description', 160]),
      line(174, ['06/02', 40], ['266.02', 80], ['ONLINE TRANSFER FROM SAVINGS', 160]),
      line(185, ['06/03', 40], ['246.97', 80], ['CHECKCARD COSTCO WHSE', 160]),
      line(196, ['06/04', 40], ['15.63', 80], ['NETFLIX.COM LOS GATOS', 160]),
    ];
    expect(splitSidePanel(lines)).toBe(lines);
  });

  it('needs the panel to run down several lines beside the rows', () => {
    const lines = [
      HEADER,
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372], ['Member FDIC', 428]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372], ['Equal Housing Lender', 428]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372]),
    ];
    expect(splitSidePanel(lines)).toBe(lines);
  });

  it('is applied when a page’s words are grouped into lines', () => {
    const words = [
      HEADER,
      line(174, ['06/02', 40], ['CHECK 2635', 76], ['266.02', 315], ['4,314.65', 372], ['ACCOUNT SUMMARY', 428]),
      line(185, ['06/02', 40], ['CHECK 2636', 76], ['-246.97', 312], ['4,067.68', 372], ['Beginning Balance', 428], ['$4,048.63', 538]),
      line(196, ['06/03', 40], ['CHECK 2637', 76], ['-15.63', 316], ['4,052.05', 372], ['Ending Balance', 428], ['$2,198.83', 538]),
    ].flatMap((l) => l.words);
    expect(texts(groupLines(words)).slice(0, 4)).toEqual([
      'ACCOUNT SUMMARY',
      'Beginning Balance $4,048.63',
      'Ending Balance $2,198.83',
      'Date Description Amount Balance',
    ]);
  });
});
