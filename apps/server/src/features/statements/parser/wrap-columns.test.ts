import { describe, expect, it } from 'vitest';
import type { Column } from './detect-header.ts';
import type { Word } from './layout-types.ts';
import { addWrappedWords } from './wrap-columns.ts';

const word = (text: string, x0: number): Word => ({ text, x0, x1: x0 + 5 * text.length, y: 0, h: 9, page: 1 });
const column = (kind: Column['kind'], label: string, x0: number): Column => ({ kind, label, x0, x1: x0 + 5 * label.length });

const brokerage = [
  column('date', 'Settle Date', 40),
  column('description', 'Security', 94),
  column('reference', 'Symbol', 224),
  column('description', 'Description', 262),
  column('amount', 'Amount', 540),
];
const first = [
  word('10/02', 40),
  word('VANGUARD', 94),
  word('TOTAL', 145),
  word('STOCK', 178),
  word('VTI', 224),
  word('QUALIFIED', 262),
  word('DIVIDEND', 313),
];

describe('addWrappedWords', () => {
  it("puts a wrapped line's words under the first text column after that column's words", () => {
    const one = addWrappedWords(['VANGUARD', 'TOTAL', 'STOCK', 'QUALIFIED', 'DIVIDEND'], [word('MKT', 94), word('ETF', 115)], first, brokerage, 9, 0);
    expect(one.description.join(' ')).toBe('VANGUARD TOTAL STOCK MKT ETF QUALIFIED DIVIDEND');
    const two = addWrappedWords(one.description, [word('CLASS', 94), word('A', 130), word('REINVESTED', 262)], first, brokerage, 9, one.placed);
    expect(two.description.join(' ')).toBe('VANGUARD TOTAL STOCK MKT ETF CLASS A QUALIFIED DIVIDEND REINVESTED');
  });

  it('adds the words at the end under the second column, or with one text column', () => {
    const description = ['ELECTRONIC', 'FUNDS', 'TRANSFER'];
    const wrapped = [word('RECEIVED', 262), word('FROM', 313)];
    const row = [word('10/01', 40), word('ELECTRONIC', 262), word('FUNDS', 324), word('TRANSFER', 357)];
    expect(addWrappedWords(description, wrapped, row, brokerage, 9, 0).description.join(' ')).toBe('ELECTRONIC FUNDS TRANSFER RECEIVED FROM');
    const single = [column('date', 'Date', 40), column('description', 'Description', 94), column('amount', 'Amount', 540)];
    expect(addWrappedWords(['CARD', 'PURCHASE'], [word('SEATTLE', 94)], [word('CARD', 94), word('PURCHASE', 130)], single, 9, 0).description).toEqual(
      ['CARD', 'PURCHASE', 'SEATTLE'],
    );
  });
});
